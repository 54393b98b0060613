import { TRPCClientError } from '@trpc/client';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { errorText } from '../../app/error-policy';
import { checkpointStore, type StoredUpload } from './checkpoints';
import { useCredentialSource } from './credentials';
import { fileIdentity } from './identity';
import type { Uploaded } from './oss';
import { nextToStart, QUEUE_LIMIT, type QueueItem, queueReducer } from './queue';
import { UploadPaused, uploadResumable } from './resumable';

const UPLOAD_FAILED = '上传失败，请重试';
/** Progress reaches the page at most this often: a render of the page costs more than sending a part. */
const PROGRESS_EVERY_MS = 250;
const ALREADY_QUEUED = '该文件已在上传列表中';

export interface UseUploadQueueOptions<R> {
  /** The message refusing a file (the spec's type and size rules), or null to take it. */
  validate: (file: File) => string | null;
  /** What is read from the file before it goes (its duration), kept with its checkpoint. */
  describe?: (file: File) => Promise<Record<string, unknown>>;
  /** What the page keeps with each file when it is queued (the course it goes to). */
  meta?: () => Record<string, unknown>;
  /** Saves what the uploaded file is for (a draft); the answer is the item's result. */
  onUploaded: (file: File, uploaded: Uploaded, meta: Record<string, unknown>) => Promise<R>;
  limit?: number;
}

interface Job {
  file: File;
  identity: string;
  controller?: AbortController;
  removed?: boolean;
  /** The last `sent` told to the queue for the running upload. */
  sent?: boolean;
}

let seq = 0;

/**
 * A batch upload queue: files are checked as they are added (a refused file stays in the list with its
 * message and stops nothing), then go up `limit` at a time in queue order, each resumable (resumable.ts),
 * with pause, resume, retry and remove per file. Unfinished uploads of earlier visits are listed as `pending`
 * until their files are picked again, when they go on from their checkpoints.
 */
export function useUploadQueue<R>(o: UseUploadQueueOptions<R>) {
  const source = useCredentialSource();
  const store = checkpointStore();
  const [items, dispatch] = useReducer(queueReducer<R>, []);
  const [pending, setPending] = useState<StoredUpload[]>([]);
  const jobs = useRef(new Map<string, Job>());
  const latest = useRef(o);
  latest.current = o;
  const limit = o.limit ?? QUEUE_LIMIT;
  const progress = useRef(new Map<string, number>());
  const progressTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  /** Keeps the newest percent of each file and shows them all in one render, a moment later. */
  const reportProgress = useCallback((id: string, percent: number) => {
    progress.current.set(id, percent);
    progressTimer.current ??= setTimeout(() => {
      progressTimer.current = null;
      const batch = [...progress.current];
      progress.current.clear();
      for (const [item, p] of batch) dispatch({ type: 'progress', id: item, percent: p });
    }, PROGRESS_EVERY_MS);
  }, []);

  useEffect(
    () => () => {
      if (progressTimer.current) clearTimeout(progressTimer.current);
    },
    [],
  );

  const refreshPending = useCallback(async () => {
    const queued = new Set([...jobs.current.values()].filter((j) => !j.removed).map((j) => j.identity));
    setPending((await store.list()).filter((r) => !queued.has(r.identity)));
  }, [store]);

  useEffect(() => {
    void refreshPending();
  }, [refreshPending]);

  const run = useCallback(
    async (id: string) => {
      const job = jobs.current.get(id);
      // One upload of a file at a time: a second start would race the first for its checkpoint.
      if (!job || job.controller) return;
      const controller = new AbortController();
      job.controller = controller;
      try {
        const known = (await store.get(job.identity))?.meta ?? {};
        const meta = {
          ...known,
          ...(known.described ? {} : { ...(await latest.current.describe?.(job.file)), described: true }),
          ...latest.current.meta?.(),
        };
        const uploaded = await uploadResumable(job.file, {
          source,
          store,
          identity: job.identity,
          meta,
          signal: controller.signal,
          onProgress: (p) => {
            const sent = p.uploaded >= p.total;
            if (sent !== (job.sent ?? false)) {
              job.sent = sent;
              // A percent still waiting to be shown is older than the 100% this sets.
              if (sent) progress.current.delete(id);
              dispatch({ type: 'sent', id, sent });
            }
            if (!sent) reportProgress(id, p.total > 0 ? (p.uploaded / p.total) * 100 : 100);
          },
        });
        if (controller.signal.aborted) throw new UploadPaused();
        const result = await latest.current.onUploaded(job.file, uploaded, meta);
        await store.remove(job.identity);
        dispatch({ type: 'done', id, result });
      } catch (err) {
        if (err instanceof UploadPaused || controller.signal.aborted) dispatch({ type: 'settled', id });
        else
          dispatch({
            type: 'fail',
            id,
            message: err instanceof TRPCClientError ? errorText(err, UPLOAD_FAILED) : UPLOAD_FAILED,
          });
      } finally {
        // A percent still waiting to be shown is older than the state just set.
        progress.current.delete(id);
        job.controller = undefined;
        job.sent = undefined;
        if (job.removed) {
          await store.remove(job.identity);
          jobs.current.delete(id);
        }
      }
    },
    [source, store, reportProgress],
  );

  useEffect(() => {
    for (const id of nextToStart(items, limit)) {
      dispatch({ type: 'start', id });
      void run(id);
    }
  }, [items, limit, run]);

  /** Queues files in the order given; refused ones are listed with their message. */
  const add = useCallback(
    async (files: readonly File[]) => {
      const known = new Set([...jobs.current.values()].filter((j) => !j.removed).map((j) => j.identity));
      const added: Array<{ id: string; name: string; size: number; refused?: string }> = [];
      for (const file of files) {
        const id = `file-${++seq}`;
        const refused = latest.current.validate(file);
        const identity = refused ? '' : await fileIdentity(file);
        const twice = !refused && known.has(identity);
        if (!refused && !twice) {
          known.add(identity);
          jobs.current.set(id, { file, identity });
        }
        added.push({ id, name: file.name, size: file.size, refused: refused ?? (twice ? ALREADY_QUEUED : undefined) });
      }
      dispatch({ type: 'add', items: added });
      await refreshPending();
      return added;
    },
    [refreshPending],
  );

  const pause = useCallback((id: string) => {
    jobs.current.get(id)?.controller?.abort();
    dispatch({ type: 'pause', id });
  }, []);

  const resume = useCallback((id: string) => dispatch({ type: 'resume', id }), []);

  const remove = useCallback(
    async (id: string) => {
      const job = jobs.current.get(id);
      dispatch({ type: 'remove', id });
      if (!job) return;
      job.removed = true;
      if (job.controller) job.controller.abort();
      else {
        jobs.current.delete(id);
        await store.remove(job.identity);
      }
      await refreshPending();
    },
    [store, refreshPending],
  );

  /** Gives up the unfinished uploads of earlier visits. */
  const forgetPending = useCallback(async () => {
    for (const r of pending) await store.remove(r.identity);
    await refreshPending();
  }, [pending, store, refreshPending]);

  return { items: items as QueueItem<R>[], add, pause, resume, remove, pending, forgetPending };
}
