import { describe, expect, it } from 'vitest';
import { Cancellation } from './cancel.js';

const listener = () => {
  const l = { told: 0, handleEvent: () => void (l.told += 1) };
  return l;
};

describe('Cancellation', () => {
  it('tells every listener once, on the first abort', () => {
    const c = new Cancellation();
    const [a, b] = [listener(), listener()];
    c.addEventListener('abort', a);
    c.addEventListener('abort', b);
    expect(c.aborted).toBe(false);
    c.abort();
    c.abort();
    expect(c.aborted).toBe(true);
    expect([a.told, b.told]).toEqual([1, 1]);
  });

  it('does not tell a removed listener, nor one added after the abort', () => {
    const c = new Cancellation();
    const [gone, late] = [listener(), listener()];
    c.addEventListener('abort', gone);
    c.removeEventListener('abort', gone);
    c.abort();
    c.addEventListener('abort', late);
    expect([gone.told, late.told]).toEqual([0, 0]);
  });

  it('stands where an AbortSignal does, and an AbortSignal where it does', () => {
    const controller = new AbortController();
    const l = listener();
    const signal: Pick<Cancellation, 'aborted' | 'addEventListener' | 'removeEventListener'> = controller.signal;
    signal.addEventListener('abort', l);
    controller.abort();
    expect(l.told).toBe(1);
  });
});
