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

/** How many days the month of 'YYYY-MM' has (month 0 is the December before). */
function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * What 环比 compares a range with. A range of several days from a month's first day within that month (本月 so
 * far, or a whole month) is compared with the same days of the month before: 3月1日–3月15日 with 2月1日–2月15日,
 * a whole month with the whole month before (3月 with 2月 of 28 or 29 days), a day the month before lacks
 * with its last day. Any other range is compared with the days just before it, as many as it has.
 */
export function previousRange(start: string, end: string): { startDate: string; endDate: string } {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  if (day === 1 && end.slice(0, 7) === start.slice(0, 7) && end > start) {
    const endDay = Number(end.slice(8, 10));
    const [py, pm] = month === 1 ? [year - 1, 12] : [year, month - 1];
    const last = daysInMonth(py, pm);
    const upTo = endDay === daysInMonth(year, month) ? last : Math.min(endDay, last);
    return { startDate: `${py}-${pad(pm)}-01`, endDate: `${py}-${pad(pm)}-${pad(upTo)}` };
  }
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
  // A day that does not exist (02-30) would otherwise roll into the next month.
  .refine((v) => {
    const ms = chinaMs(v);
    return !Number.isNaN(ms) && chinaDate(ms) === v;
  }, '日期不存在，请检查年月日');

/** The range every analysis call takes: whole days up to today, the end not before the start, at most a year. */
export const analysisRange = z.object({ startDate: day, endDate: day }).superRefine((v, ctx) => {
  if (v.endDate < v.startDate) ctx.addIssue({ code: 'custom', message: '结束日期不能早于开始日期', path: ['endDate'] });
  else if (daysBetween(v.startDate, v.endDate) > ANALYSIS_MAX_DAYS)
    ctx.addIssue({ code: 'custom', message: `时间范围不能超过 ${ANALYSIS_MAX_DAYS} 天`, path: ['endDate'] });
  if (v.endDate > chinaToday()) ctx.addIssue({ code: 'custom', message: '结束日期不能晚于今天', path: ['endDate'] });
});
export type AnalysisRange = z.infer<typeof analysisRange>;
