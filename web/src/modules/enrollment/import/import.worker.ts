/// <reference lib="webworker" />
import type { WorkerRequest, WorkerResponse } from './protocol';
import { errorReport } from './report';
import { readRows } from './sheet';
import { checkSheet, ImportFileError } from './validate';

/**
 * The import worker: reads and checks a spreadsheet off the page's thread, so that 10 000 rows never freeze
 * the console, and writes the error report the same way.
 */
declare const self: DedicatedWorkerGlobalScope;

const post = (message: WorkerResponse) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const req = event.data;
  try {
    if (req.type === 'check') {
      post({ id: req.id, type: 'progress', phase: 'read', done: 0, total: 0 });
      const rows = await readRows(req.bytes, req.fileName);
      const file = checkSheet(rows, req.lookups, (done, total) =>
        post({ id: req.id, type: 'progress', phase: 'check', done, total }),
      );
      post({ id: req.id, type: 'checked', file });
    } else {
      post({ id: req.id, type: 'report', blob: await errorReport(req.failures) });
    }
  } catch (err) {
    post({
      id: req.id,
      type: 'error',
      message: err instanceof Error ? err.message : String(err),
      fileError: err instanceof ImportFileError,
    });
  }
};
