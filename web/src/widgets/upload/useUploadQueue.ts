import { TRPCClientError } from '@trpc/client';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { errorText } from '../../app/error-policy';
import { checkpointStore, type StoredUpload } from './checkpoints';
import { useCredentialSource } from './credentials';
import { fileIdentity } from './identity';
import type { Uploaded } from './oss';
import { QUEUE_LIMIT, type QueueEvent, type QueueItem } from './queue';
import { QueueStore } from './queue-store';
import { preloadPartClient, UploadPaused, uploadResumable } from './resumable';

const UPLOAD_FAILED = '上传失败，请重试';
const ALREADY_QUEUED = '该文件已在上传列表中';

export interface UseUploadQueueOptions<R> {
  /** The message refusing a file (the spec's type and size rules), or null to take it. */
  validate: (file: File) => string | null;
  /** What is read from the file while it goes up (its duration), for `onUploaded`. */
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
  const [pending, setPending] = useState<StoredUpload[]>([]);
  const jobs = useRef(new Map<string, Job>());
  const latest = useRef(o);
  latest.current = o;
  const runRef = useRef<(id: string) => Promise<void>>(async () => {});
  const [queue] = useState(
    () =>
      new QueueStore<R>(
        (id) => void runRef.current(id),
        () => latest.current.limit ?? QUEUE_LIMIT,
      ),
  );
  const { dispatch } = queue;
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  useEffect(() => {
    queue.reopen();
    return () => queue.close();
  }, [queue]);

  const refreshPending = useCallback(async () => {
    const queued = new Set([...jobs.current.values()].filter((j) => !j.removed).map((j) => j.identity));
    setPending((await store.list()).filter((r) => !queued.has(r.identity)));
  }, [store]);

  useEffect(() => {
    void refreshPending();
  }, [refreshPending]);

  // The uploader's library is fetched while files are being picked, not when the first one starts.
  useEffect(preloadPartClient, []);

  const run = useCallback(
    async (id: string) => {
      const job = jobs.current.get(id);
      // One upload of a file at a time: a second start would race the first for its checkpoint.
      if (!job || job.controller) return;
      const controller = new AbortController();
      job.controller = controller;
      let outcome: QueueEvent<R>;
      try {
        const known = (await store.get(job.identity))?.meta ?? {};
        // Read while the file goes up, not before: the first part leaves without waiting for the media element.
        const described = Promise.resolve(latest.current.describe?.(job.file));
        // Awaited only once the upload succeeds; a failed read is not left unhandled meanwhile.
        described.catch(() => {});
        const meta = { ...known, ...latest.current.meta?.() };
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
              dispatch({ type: 'sent', id, sent });
            }
            if (!sent) dispatch({ type: 'progress', id, percent: p.total > 0 ? (p.uploaded / p.total) * 100 : 100 });
          },
        });
        if (controller.signal.aborted) throw new UploadPaused();
        const result = await latest.current.onUploaded(job.file, uploaded, { ...meta, ...(await described) });
        await store.remove(job.identity);
        outcome = { type: 'done', id, result };
      } catch (err) {
        outcome =
          err instanceof UploadPaused || controller.signal.aborted
            ? { type: 'settled', id }
            : {
                type: 'fail',
                id,
                message: err instanceof TRPCClientError ? errorText(err, UPLOAD_FAILED) : UPLOAD_FAILED,
              };
      }
      // The job is free before the queue hears of it: a file resumed while its paused upload was finishing
      // starts again on this very event, and that start must find no upload running.
      job.controller = undefined;
      job.sent = undefined;
      if (job.removed) {
        await store.remove(job.identity);
        jobs.current.delete(id);
      }
      dispatch(outcome);
    },
    [source, store, dispatch],
  );
  runRef.current = run;

  /** Queues files in the order given; refused ones are listed with their message. */
  const add = useCallback(
    async (files: readonly File[]) => {
      const known = new Set([...jobs.current.values()].filter((j) => !j.removed).map((j) => j.identity));
      const added: Array<{ id: string; name: string; size: number; type: string; refused?: string }> = [];
      const checked = files.map((file) => ({ file, refused: latest.current.validate(file) }));
      // Every file's fingerprint is read at once: one after another, a pick of twenty kept the first upload
      // waiting for all of them.
      const identities = await Promise.all(checked.map((c) => (c.refused ? '' : fileIdentity(c.file))));
      for (const [k, { file, refused }] of checked.entries()) {
        const id = `file-${++seq}`;
        const identity = identities[k] as string;
        const twice = !refused && known.has(identity);
        if (!refused && !twice) {
          known.add(identity);
          jobs.current.set(id, { file, identity });
        }
        added.push({
          id,
          name: file.name,
          size: file.size,
          type: file.type,
          refused: refused ?? (twice ? ALREADY_QUEUED : undefined),
        });
      }
      dispatch({ type: 'add', items: added });
      await refreshPending();
      return added;
    },
    [refreshPending, dispatch],
  );

  const pause = useCallback(
    (id: string) => {
      jobs.current.get(id)?.controller?.abort();
      dispatch({ type: 'pause', id });
    },
    [dispatch],
  );

  const resume = useCallback((id: string) => dispatch({ type: 'resume', id }), [dispatch]);

  /** 全部暂停: every file uploading or waiting; the running ones stop sending. */
  const pauseAll = useCallback(() => {
    for (const i of queue.current())
      if (i.status === 'uploading' || i.status === 'waiting') jobs.current.get(i.id)?.controller?.abort();
    dispatch({ type: 'pauseAll' });
  }, [queue, dispatch]);

  /** 全部继续: every paused file goes on, in the queue's order and limit. */
  const resumeAll = useCallback(() => dispatch({ type: 'resumeAll' }), [dispatch]);

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
    [store, refreshPending, dispatch],
  );

  /** Gives up the unfinished uploads of earlier visits. */
  const forgetPending = useCallback(async () => {
    for (const r of pending) await store.remove(r.identity);
    await refreshPending();
  }, [pending, store, refreshPending]);

  return {
    items: items as QueueItem<R>[],
    add,
    pause,
    resume,
    pauseAll,
    resumeAll,
    remove,
    pending,
    forgetPending,
  };
}
