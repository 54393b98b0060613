/**
 * The batch upload queue's states (等待 / 上传中 n% / 成功 / 失败·重试 / 已暂停, and 已拒绝 for a file the rules
 * refuse), pure so the scheduling is tested without a browser. Files start in the queue's order, at most
 * `limit` sending at a time; a paused file still counts while its parts on their way finish. A file whose parts
 * are all acknowledged (being completed and placed: a few calls, no bytes) gives its place to the next, so the
 * connection never idles between files.
 */
export type QueueStatus = 'waiting' | 'uploading' | 'paused' | 'done' | 'failed' | 'refused';

export interface QueueItem<R = unknown> {
  id: string;
  name: string;
  size: number;
  /** The file's MIME type as the browser gave it ('' when it gave none): the row's icon. */
  type: string;
  status: QueueStatus;
  /** 0–100, by acknowledged parts. */
  percent: number;
  /** Why the file was refused or failed. */
  message?: string;
  /** An upload of it is running (it may already show paused while its last parts finish). */
  running: boolean;
  /** Every part of the running upload is acknowledged: it no longer takes one of the `limit` places. */
  sent: boolean;
  /** What the page made of the finished upload (a draft's id). */
  result?: R;
}

export type QueueEvent<R = unknown> =
  | { type: 'add'; items: Array<{ id: string; name: string; size: number; type?: string; refused?: string }> }
  | { type: 'start'; id: string }
  | { type: 'progress'; id: string; percent: number }
  | { type: 'sent'; id: string; sent: boolean }
  | { type: 'done'; id: string; result: R }
  | { type: 'fail'; id: string; message: string }
  | { type: 'settled'; id: string }
  | { type: 'pause'; id: string }
  | { type: 'resume'; id: string }
  /** 全部暂停: every file uploading or waiting. */
  | { type: 'pauseAll' }
  /** 全部继续: every paused file, back in its place in the queue. */
  | { type: 'resumeAll' }
  | { type: 'remove'; id: string };

export const QUEUE_LIMIT = 3;

const patch = <R>(items: QueueItem<R>[], id: string, f: (i: QueueItem<R>) => QueueItem<R>) =>
  items.map((i) => (i.id === id ? f(i) : i));

export function queueReducer<R>(items: QueueItem<R>[], e: QueueEvent<R>): QueueItem<R>[] {
  switch (e.type) {
    case 'add':
      return [
        ...items,
        ...e.items.map(
          (x): QueueItem<R> => ({
            id: x.id,
            name: x.name,
            size: x.size,
            type: x.type ?? '',
            status: x.refused ? 'refused' : 'waiting',
            percent: 0,
            message: x.refused,
            running: false,
            sent: false,
          }),
        ),
      ];
    case 'start':
      return patch(items, e.id, (i) =>
        i.status === 'waiting' ? { ...i, status: 'uploading', running: true, sent: false, message: undefined } : i,
      );
    case 'progress':
      return patch(items, e.id, (i) => ({ ...i, percent: Math.max(0, Math.min(100, Math.floor(e.percent))) }));
    case 'sent':
      return patch(items, e.id, (i) => (i.running ? { ...i, sent: e.sent, percent: e.sent ? 100 : i.percent } : i));
    case 'done':
      return patch(items, e.id, (i) => ({ ...i, status: 'done', percent: 100, result: e.result, running: false }));
    case 'fail':
      return patch(items, e.id, (i) =>
        i.status === 'paused'
          ? { ...i, running: false }
          : { ...i, status: 'failed', message: e.message, running: false },
      );
    case 'settled':
      return patch(items, e.id, (i) => ({ ...i, running: false }));
    case 'pause':
      return patch(items, e.id, (i) =>
        i.status === 'uploading' || i.status === 'waiting' ? { ...i, status: 'paused' } : i,
      );
    case 'resume':
      return patch(items, e.id, (i) =>
        i.status === 'paused' || i.status === 'failed' ? { ...i, status: 'waiting', message: undefined } : i,
      );
    case 'pauseAll':
      return items.map((i) => (i.status === 'uploading' || i.status === 'waiting' ? { ...i, status: 'paused' } : i));
    case 'resumeAll':
      return items.map((i) => (i.status === 'paused' ? { ...i, status: 'waiting', message: undefined } : i));
    case 'remove':
      return items.filter((i) => i.id !== e.id);
  }
}

/** The waiting files to start now, in queue order, so that no more than `limit` send at once. */
export function nextToStart<R>(items: readonly QueueItem<R>[], limit = QUEUE_LIMIT): string[] {
  const free = limit - items.filter((i) => i.running && !i.sent).length;
  if (free <= 0) return [];
  return items
    .filter((i) => i.status === 'waiting' && !i.running)
    .slice(0, free)
    .map((i) => i.id);
}

/**
 * The finished files that may be placed now, in queue order: those before which every file is placed, done,
 * refused or gone. A file still on its way (or failed, or paused) holds the ones after it back, so a course's
 * sections come in the order the files were queued.
 */
export function readyInOrder<R>(items: readonly QueueItem<R>[], placed: ReadonlySet<string>): QueueItem<R>[] {
  const out: QueueItem<R>[] = [];
  for (const i of items) {
    if (i.status === 'refused' || placed.has(i.id)) continue;
    if (i.status !== 'done') break;
    out.push(i);
  }
  return out;
}

/** Counts for the queue's summary line. */
export function queueSummary(items: readonly QueueItem[]) {
  const count = (s: QueueStatus) => items.filter((i) => i.status === s).length;
  return {
    total: items.length,
    done: count('done'),
    failed: count('failed'),
    refused: count('refused'),
    paused: count('paused'),
    active: count('uploading') + count('waiting'),
  };
}
