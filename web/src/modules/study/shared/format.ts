import { ATTENDANCE, optionLabel, WEEKDAYS } from '@console/contracts';

/** A lesson's day and time as staff read it: '12月5日 周六 09:00-10:30'. */
export function lessonWhen(l: { date: string; weekday: number; startTime: string; endTime: string }): string {
  const [, m, d] = l.date.split('-');
  return `${Number(m)}月${Number(d)}日 ${optionLabel(WEEKDAYS, l.weekday)} ${l.startTime}-${l.endTime}`;
}

/** Tag colours of attendance marks. */
export const ATTENDANCE_COLORS: Record<number, string> = { 1: 'success', 2: 'warning', 3: 'processing', 4: 'error' };

export const attendanceLabel = (status: number) => optionLabel(ATTENDANCE, status);

/** Lessons with their unit by how the course is charged: 课时, 月 or 天. */
export const unitOf = (chargeType: number) => (chargeType === 2 ? '月' : chargeType === 3 ? '天' : '课时');
