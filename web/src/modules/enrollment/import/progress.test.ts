import { describe, expect, it } from 'vitest';
import { progressOf } from './progress';

describe('progressOf', () => {
  it('moves forward through reading, checking and sending', () => {
    const steps = [
      progressOf({ kind: 'checking', phase: 'read', done: 0, total: 0 }),
      progressOf({ kind: 'checking', phase: 'check', done: 5000, total: 10000 }),
      progressOf({ kind: 'checking', phase: 'check', done: 10000, total: 10000 }),
      progressOf({ kind: 'sending', sent: 1000, total: 10000 }),
      progressOf({ kind: 'sending', sent: 10000, total: 10000 }),
    ];
    expect(steps.map((s) => s.percent)).toEqual([5, 20, 30, 37, 100]);
    expect(steps[1]?.caption).toBe('正在校验 5000/10000 行');
    expect(steps[3]?.caption).toBe('正在导入 1000/10000 行');
  });

  it('says that a cancel waits for the chunk on its way', () => {
    const s = progressOf({ kind: 'sending', sent: 1000, total: 10000, cancelling: true });
    expect(s).toEqual({ percent: 37, caption: '正在取消，等待当前批次完成（已导入 1000/10000 行）' });
  });
});
