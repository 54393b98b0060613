import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { chinaNow, chinaToday, formatChina, isBeforeChinaToday } from './china-time';
import { chinaWallClock } from './china-zone';

/** Polish item 12: the console's dates are China's, whatever zone the machine is in. */

// 01:30 on Monday 10 March 2025 in Shanghai: still Sunday the 9th in UTC (17:30) and in Los Angeles (10:30).
const SHANGHAI_EARLY = Date.UTC(2025, 2, 9, 17, 30);

describe('China time', () => {
  it('gives China’s date and hour, not the machine’s', () => {
    expect(chinaToday(SHANGHAI_EARLY)).toBe('2025-03-10');
    expect(chinaNow(SHANGHAI_EARLY).hour()).toBe(1);
    expect(formatChina(SHANGHAI_EARLY, 'YYYY年M月D日 dddd')).toBe('2025年3月10日 星期一');
  });

  it('turns a day over at midnight in China', () => {
    const before = chinaWallClock(2025, 12, 31, 23, 59, 59);
    expect(chinaToday(before)).toBe('2025-12-31');
    expect(chinaToday(before + 1000)).toBe('2026-01-01');
  });

  it('reads China wall-clock times as UTC+8', () => {
    expect(new Date(chinaWallClock(2025, 6, 30, 18)).toISOString()).toBe('2025-06-30T10:00:00.000Z');
  });

  it('compares a picker day with China’s today', () => {
    expect(isBeforeChinaToday(dayjs('2025-03-09'), SHANGHAI_EARLY)).toBe(true);
    expect(isBeforeChinaToday(dayjs('2025-03-10'), SHANGHAI_EARLY)).toBe(false);
  });
});
