import { describe, expect, it } from 'vitest';
import { analysisRange, previousRange } from './range.js';

const prev = (start: string, end: string) => {
  const p = previousRange(start, end);
  return `${p.startDate}..${p.endDate}`;
};

describe('previousRange (环比)', () => {
  it('compares 本月 so far with the same days of the month before, not the days just before', () => {
    expect(prev('2025-06-01', '2025-06-15')).toBe('2025-05-01..2025-05-15');
    expect(prev('2025-01-01', '2025-01-20')).toBe('2024-12-01..2024-12-20');
  });

  it('compares a whole month with the whole month before, whatever their lengths', () => {
    expect(prev('2025-03-01', '2025-03-31')).toBe('2025-02-01..2025-02-28');
    expect(prev('2024-03-01', '2024-03-31')).toBe('2024-02-01..2024-02-29');
    expect(prev('2025-05-01', '2025-05-31')).toBe('2025-04-01..2025-04-30');
    expect(prev('2025-06-01', '2025-06-30')).toBe('2025-05-01..2025-05-31');
  });

  it('stops at the last day of a shorter month before', () => {
    expect(prev('2025-03-01', '2025-03-30')).toBe('2025-02-01..2025-02-28');
  });

  it('compares any other range with as many days just before it', () => {
    expect(prev('2025-06-09', '2025-06-15')).toBe('2025-06-02..2025-06-08');
    expect(prev('2025-06-15', '2025-06-15')).toBe('2025-06-14..2025-06-14');
    // One day on the 1st (今日, and 本月 on its first day) is compared with the day before.
    expect(prev('2025-06-01', '2025-06-01')).toBe('2025-05-31..2025-05-31');
    // Across two months it is no month so far.
    expect(prev('2025-05-01', '2025-06-10')).toBe('2025-03-21..2025-04-30');
  });
});

describe('analysisRange', () => {
  it('refuses a day that does not exist instead of rolling it into the next month', () => {
    const r = analysisRange.safeParse({ startDate: '2025-02-30', endDate: '2025-03-01' });
    expect(r.error?.issues[0]?.message).toBe('日期不存在，请检查年月日');
    expect(analysisRange.safeParse({ startDate: '2024-02-29', endDate: '2024-03-01' }).success).toBe(true);
  });
});
