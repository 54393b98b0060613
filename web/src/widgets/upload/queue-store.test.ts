import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueueStore, SHOW_EVERY_MS } from './queue-store';

const files = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `f${i + 1}`, name: `第${i + 1}课.mp4`, size: 1000 }));

describe('QueueStore', () => {
  let started: string[];
  let renders: number;
  let store: QueueStore<number>;
  beforeEach(() => {
    vi.useFakeTimers();
    started = [];
    renders = 0;
    store = new QueueStore<number>(
      (id) => started.push(id),
      () => 3,
    );
    store.subscribe(() => {
      renders += 1;
    });
  });
  afterEach(() => vi.useRealTimers());

  it('starts three files in order and shows a person’s action at once', () => {
    store.dispatch({ type: 'add', items: files(5) });
    expect(started).toEqual(['f1', 'f2', 'f3']);
    expect(renders).toBe(1);
    expect(store.getSnapshot().map((i) => i.status)).toEqual([
      'uploading',
      'uploading',
      'uploading',
      'waiting',
      'waiting',
    ]);
  });

  it('shows what uploads report at most once per interval, the newest state', () => {
    store.dispatch({ type: 'add', items: files(3) });
    for (let p = 1; p <= 50; p++) store.dispatch({ type: 'progress', id: 'f1', percent: p });
    expect(renders).toBe(1);
    expect(store.getSnapshot()[0]?.percent).toBe(0);
    expect(store.current()[0]?.percent).toBe(50);
    vi.advanceTimersByTime(SHOW_EVERY_MS);
    expect(renders).toBe(2);
    expect(store.getSnapshot()[0]?.percent).toBe(50);
    vi.advanceTimersByTime(SHOW_EVERY_MS * 5);
    expect(renders).toBe(2);
  });

  it('gives a sent file’s place to the next one without waiting to show it', () => {
    store.dispatch({ type: 'add', items: files(4) });
    store.dispatch({ type: 'sent', id: 'f2', sent: true });
    expect(started).toEqual(['f1', 'f2', 'f3', 'f4']);
    expect(store.getSnapshot()[3]?.status).toBe('waiting');
    vi.advanceTimersByTime(SHOW_EVERY_MS);
    expect(store.getSnapshot()[3]?.status).toBe('uploading');
  });

  it('a pause shows at once; a retried failure starts again', () => {
    store.dispatch({ type: 'add', items: files(1) });
    store.dispatch({ type: 'fail', id: 'f1', message: '上传失败，请重试' });
    expect(store.current()[0]?.status).toBe('failed');
    store.dispatch({ type: 'resume', id: 'f1' });
    expect(started).toEqual(['f1', 'f1']);
    expect(store.getSnapshot()[0]?.status).toBe('uploading');
    store.dispatch({ type: 'pause', id: 'f1' });
    expect(store.getSnapshot()[0]?.status).toBe('paused');
  });

  it('starts and shows nothing once the page is gone, and goes on when it is back', () => {
    store.dispatch({ type: 'add', items: files(4) });
    store.close();
    store.dispatch({ type: 'done', id: 'f1', result: 7 });
    vi.advanceTimersByTime(SHOW_EVERY_MS * 2);
    expect(started).toEqual(['f1', 'f2', 'f3']);
    expect(renders).toBe(1);
    store.reopen();
    expect(started).toEqual(['f1', 'f2', 'f3', 'f4']);
    expect(renders).toBe(2);
    expect(store.getSnapshot()[0]?.status).toBe('done');
  });
});
