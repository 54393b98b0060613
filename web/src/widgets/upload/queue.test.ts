import { describe, expect, it } from 'vitest';
import { nextToStart, type QueueItem, queueReducer, queueSummary, readyInOrder } from './queue';

const add = (names: string[], refused: Record<string, string> = {}) =>
  queueReducer<number>([], {
    type: 'add',
    items: names.map((name) => ({ id: name, name, size: 10, refused: refused[name] })),
  });
const run = (items: QueueItem<number>[], ...events: Parameters<typeof queueReducer<number>>[1][]) =>
  events.reduce(queueReducer<number>, items);

describe('batch upload queue', () => {
  it('starts files in order, at most three at a time, skipping refused ones', () => {
    let q = add(['a', 'b.gif', 'c', 'd', 'e'], { 'b.gif': '只能上传MP3、MP4、MOV文件!' });
    expect(q.find((i) => i.id === 'b.gif')).toMatchObject({ status: 'refused', message: '只能上传MP3、MP4、MOV文件!' });
    expect(nextToStart(q)).toEqual(['a', 'c', 'd']);
    q = run(q, { type: 'start', id: 'a' }, { type: 'start', id: 'c' }, { type: 'start', id: 'd' });
    expect(nextToStart(q)).toEqual([]);
    q = run(q, { type: 'done', id: 'c', result: 7 });
    expect(nextToStart(q)).toEqual(['e']);
  });

  it('gives the place of a file whose parts are all acknowledged to the next while it is completed', () => {
    let q = run(
      add(['a', 'b', 'c', 'd', 'e']),
      { type: 'start', id: 'a' },
      { type: 'start', id: 'b' },
      { type: 'start', id: 'c' },
    );
    q = run(q, { type: 'sent', id: 'b', sent: true });
    expect(q[1]).toMatchObject({ status: 'uploading', running: true, percent: 100 });
    expect(nextToStart(q)).toEqual(['d']);
    q = run(q, { type: 'start', id: 'd' });
    expect(nextToStart(q)).toEqual([]);
    // OSS lost the upload while it was completed: it sends again and takes a place once more.
    q = run(q, { type: 'sent', id: 'b', sent: false });
    expect(nextToStart(q)).toEqual([]);
    q = run(q, { type: 'done', id: 'a', result: 1 }, { type: 'sent', id: 'b', sent: true });
    expect(nextToStart(q)).toEqual(['e']);
    // A late report of a finished file changes nothing.
    expect(run(q, { type: 'sent', id: 'a', sent: true })[0]).toMatchObject({ running: false, sent: false });
  });

  it('counts a paused file until its parts on their way settle, then resumes it in its place', () => {
    let q = run(
      add(['a', 'b', 'c', 'd']),
      { type: 'start', id: 'a' },
      { type: 'start', id: 'b' },
      { type: 'start', id: 'c' },
    );
    q = run(q, { type: 'pause', id: 'a' });
    expect(q[0]).toMatchObject({ status: 'paused', running: true });
    expect(nextToStart(q)).toEqual([]);
    q = run(q, { type: 'fail', id: 'a', message: '上传已暂停' });
    expect(q[0]).toMatchObject({ status: 'paused', running: false });
    expect(nextToStart(q)).toEqual(['d']);
    q = run(q, { type: 'start', id: 'd' }, { type: 'resume', id: 'a' });
    expect(q[0]?.status).toBe('waiting');
    q = run(q, { type: 'done', id: 'b', result: 1 });
    expect(nextToStart(q)).toEqual(['a']);
  });

  it('fails with a message, retries, and removes', () => {
    let q = run(add(['a', 'b']), { type: 'start', id: 'a' }, { type: 'progress', id: 'a', percent: 42.7 });
    expect(q[0]?.percent).toBe(42);
    q = run(q, { type: 'fail', id: 'a', message: '上传失败，请重试' });
    expect(q[0]).toMatchObject({ status: 'failed', message: '上传失败，请重试', running: false });
    q = run(q, { type: 'resume', id: 'a' });
    expect(q[0]).toMatchObject({ status: 'waiting', message: undefined });
    q = run(q, { type: 'remove', id: 'a' });
    expect(q.map((i) => i.id)).toEqual(['b']);
  });

  it('places finished files in queue order: one on its way holds back those after it', () => {
    let q = run(
      add(['a', 'x.gif', 'b', 'c'], { 'x.gif': 'no' }),
      { type: 'start', id: 'a' },
      { type: 'start', id: 'b' },
    );
    q = run(q, { type: 'start', id: 'c' }, { type: 'done', id: 'b', result: 2 }, { type: 'done', id: 'c', result: 3 });
    expect(readyInOrder(q, new Set())).toEqual([]);
    q = run(q, { type: 'done', id: 'a', result: 1 });
    expect(readyInOrder(q, new Set()).map((i) => i.result)).toEqual([1, 2, 3]);
    expect(readyInOrder(q, new Set(['a'])).map((i) => i.id)).toEqual(['b', 'c']);
    expect(queueSummary(q)).toEqual({ total: 4, done: 3, failed: 0, refused: 1, paused: 0, active: 0 });
  });

  it('pauses every file uploading or waiting at once, and resumes every paused one in its place', () => {
    let q = run(
      add(['a', 'b', 'c', 'd', 'x.gif', 'e'], { 'x.gif': 'no' }),
      { type: 'start', id: 'a' },
      { type: 'start', id: 'b' },
      { type: 'start', id: 'c' },
      { type: 'done', id: 'a', result: 1 },
      { type: 'start', id: 'd' },
      { type: 'fail', id: 'd', message: '上传失败，请重试' },
    );
    q = run(q, { type: 'pauseAll' });
    expect(q.map((i) => i.status)).toEqual(['done', 'paused', 'paused', 'failed', 'refused', 'paused']);
    expect(queueSummary(q)).toMatchObject({ paused: 3, active: 0 });
    // Nothing starts while the running ones settle, nor after: every waiting file is paused too.
    q = run(q, { type: 'settled', id: 'b' }, { type: 'settled', id: 'c' });
    expect(nextToStart(q)).toEqual([]);
    q = run(q, { type: 'resumeAll' });
    expect(q.map((i) => i.status)).toEqual(['done', 'waiting', 'waiting', 'failed', 'refused', 'waiting']);
    expect(nextToStart(q)).toEqual(['b', 'c', 'e']);
  });
});
