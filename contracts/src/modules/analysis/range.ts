import { z } from 'zod';
import { chinaDate, chinaMs, chinaToday } from '../../time.js';

/** The longest range an analysis screen takes, in days (a year, a leap day included). */
export const ANALYSIS_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/** Days from `start` to `end`, both included ('YYYY-MM-DD', China time). */
export function daysBetween(start: string, end: string): number {
  return Math.round((chinaMs(end) - chinaMs(start)) / DAY_MS) + 1;
}

/** The day `n` days after `day` (before, for negative `n`). */
export function addDays(day: string, n: number): string {
  return chinaDate(chinaMs(day) + n * DAY_MS);
}

/** The period just before a range, of the same length: what 环比 compares with. */
export function previousRange(start: string, end: string): { startDate: string; endDate: string } {
  const days = daysBetween(start, end);
  return { startDate: addDays(start, -days), endDate: addDays(start, -1) };
}

/**
 * Change against the previous period, as a ratio (0.25 is +25 %); null when there was nothing to compare
 * with. Counts and fen are whole numbers, so this is the only division, and its result is only ever shown.
 */
export function changeRatio(value: number, previous: number): number | null {
  if (previous === 0) return value === 0 ? 0 : null;
  return (value - previous) / previous;
}

const day = z
  .string({ error: '请选择日期' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .refine((v) => !Number.isNaN(chinaMs(v)), '日期格式应为 YYYY-MM-DD');

/** The range every analysis call takes: whole days up to today, the end not before the start, at most a year. */
export const analysisRange = z.object({ startDate: day, endDate: day }).superRefine((v, ctx) => {
  if (v.endDate < v.startDate) ctx.addIssue({ code: 'custom', message: '结束日期不能早于开始日期', path: ['endDate'] });
  else if (daysBetween(v.startDate, v.endDate) > ANALYSIS_MAX_DAYS)
    ctx.addIssue({ code: 'custom', message: `时间范围不能超过 ${ANALYSIS_MAX_DAYS} 天`, path: ['endDate'] });
  if (v.endDate > chinaToday()) ctx.addIssue({ code: 'custom', message: '结束日期不能晚于今天', path: ['endDate'] });
});
export type AnalysisRange = z.infer<typeof analysisRange>;
