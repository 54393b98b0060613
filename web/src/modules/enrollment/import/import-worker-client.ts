import type { CheckPhase, WorkerRequest, WorkerResponse } from './protocol';
import type { CheckedFile, ImportFailure, ImportLookups } from './types';
import { ImportFileError } from './validate';

type Pending = {
  resolve: (value: WorkerResponse) => void;
  reject: (err: Error) => void;
  onProgress?: (phase: CheckPhase, done: number, total: number) => void;
};

/** The request union without its id (assigned here); the conditional type keeps each member distinct. */
type RequestBody = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** The user stopped reading and checking the file; the worker was ended. */
export class ImportCancelledError extends Error {
  constructor() {
    super('已取消导入');
    this.name = 'ImportCancelledError';
  }
}

/**
 * The page's side of the import worker: one worker, started on first use, with request ids so that a late
 * answer to an abandoned request is ignored. `dispose` ends the worker when the page goes; a cancelled check
 * ends it too (parsing cannot be interrupted from outside), and the next request starts a fresh one.
 */
export class ImportWorkerClient {
  private worker: Worker | null = null;
  private seq = 0;
  private readonly pending = new Map<number, Pending>();

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module', name: 'clue-import' });
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const msg = event.data;
      const p = this.pending.get(msg.id);
      if (!p) return;
      if (msg.type === 'progress') return p.onProgress?.(msg.phase, msg.done, msg.total);
      this.pending.delete(msg.id);
      if (msg.type === 'error') p.reject(msg.fileError ? new ImportFileError(msg.message) : new Error(msg.message));
      else p.resolve(msg);
    };
    worker.onerror = (event) => {
      for (const p of this.pending.values()) p.reject(new Error(event.message || '导入组件加载失败，请刷新页面后重试'));
      this.pending.clear();
      this.dispose();
    };
    this.worker = worker;
    return worker;
  }

  private request(body: RequestBody, transfer: Transferable[], onProgress?: Pending['onProgress']) {
    const id = ++this.seq;
    const worker = this.start();
    return new Promise<WorkerResponse>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress });
      worker.postMessage({ ...body, id } as WorkerRequest, transfer);
    });
  }

  async check(
    file: File,
    lookups: ImportLookups,
    onProgress?: (phase: CheckPhase, done: number, total: number) => void,
    signal?: AbortSignal,
  ): Promise<CheckedFile> {
    const bytes = await file.arrayBuffer();
    if (signal?.aborted) throw new ImportCancelledError();
    const cancel = () => this.dispose(new ImportCancelledError());
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      const res = await this.request({ type: 'check', fileName: file.name, bytes, lookups }, [bytes], onProgress);
      if (res.type !== 'checked') throw new Error('导入组件应答异常');
      return res.file;
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
  }

  async report(failures: ImportFailure[]): Promise<Blob> {
    const res = await this.request({ type: 'report', failures }, []);
    if (res.type !== 'report') throw new Error('导入组件应答异常');
    return res.blob;
  }

  dispose(reason: Error = new ImportCancelledError()): void {
    this.worker?.terminate();
    this.worker = null;
    for (const p of this.pending.values()) p.reject(reason);
    this.pending.clear();
  }
}
