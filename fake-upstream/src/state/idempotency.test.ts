import { describe, expect, it } from 'vitest';
import { type Answer, IdempotencyStore } from './idempotency.js';

const ok = (content: unknown): Answer => ({ code: 1, msg: '', content });

describe('idempotency store', () => {
  it('runs a key once and answers every repeat with the first answer, even while it is still running', async () => {
    const store = new IdempotencyStore();
    let runs = 0;
    let release: (() => void) | undefined;
    const run = () =>
      new Promise<Answer>((resolve) => {
        runs++;
        release = () => resolve(ok({ run: runs }));
      });
    const first = store.answer('1:order.refund:k1', '{"id":1}', run);
    const second = store.answer('1:order.refund:k1', '{"id":1}', run);
    release?.();
    expect(await first).toEqual(ok({ run: 1 }));
    expect(await second).toEqual(ok({ run: 1 }));
    expect(runs).toBe(1);
  });

  it('refuses a key reused with other input, and keeps keys apart by slot', async () => {
    const store = new IdempotencyStore();
    await store.answer('1:order.refund:k1', 'a', async () => ok(1));
    expect(store.answer('1:order.refund:k1', 'b', async () => ok(2))).toBe('mismatch');
    expect(await store.answer('2:order.refund:k1', 'b', async () => ok(3))).toEqual(ok(3));
  });

  it('forgets a run that failed outright, so that it can be retried', async () => {
    const store = new IdempotencyStore();
    const failed = store.answer('s', 'f', async () => {
      throw new Error('crash');
    });
    await expect(failed).rejects.toThrow('crash');
    await Promise.resolve();
    expect(await store.answer('s', 'f', async () => ok('again'))).toEqual(ok('again'));
  });

  it('keeps at most `max` keys, dropping the oldest', async () => {
    const store = new IdempotencyStore(2);
    for (const k of ['a', 'b', 'c']) await store.answer(k, '', async () => ok(k));
    expect(store.size).toBe(2);
    expect(await store.answer('a', '', async () => ok('new'))).toEqual(ok('new'));
  });
});
