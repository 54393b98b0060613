import { describe, expect, it } from 'vitest';
import { ActionKeys } from './idempotent';

describe('action keys', () => {
  it('keeps one key for the same input until the action is done', () => {
    let n = 0;
    const keys = new ActionKeys(() => `k${++n}`);
    expect(keys.keyFor({ id: 1, amount: 500 })).toBe('k1');
    expect(keys.keyFor({ id: 1, amount: 500 })).toBe('k1');
    keys.done();
    expect(keys.keyFor({ id: 1, amount: 500 })).toBe('k2');
  });

  it('gives other input another key: a changed amount is another action', () => {
    let n = 0;
    const keys = new ActionKeys(() => `k${++n}`);
    expect(keys.keyFor({ amount: 500 })).toBe('k1');
    expect(keys.keyFor({ amount: 600 })).toBe('k2');
    expect(keys.keyFor({ amount: 600 })).toBe('k2');
  });

  it('makes keys the gateway accepts by default', () => {
    expect(new ActionKeys().keyFor({})).toMatch(/^[\w-]{8,128}$/);
  });
});
