import { fail } from '../../errors.js';
import type { StoredRow } from '../../kit/store.js';

const count = (v: unknown) => (typeof v === 'number' ? v : 0);

/** A course's class size cannot drop below the students already enrolled. */
export function checkCapacity(values: Record<string, unknown>): void {
  const enrolled = count(values.enrolled);
  if (typeof values.capacity === 'number' && values.capacity < enrolled)
    throw fail(`班级容量不能少于已报名人数（${enrolled} 人）`);
}

/** A trial course's booking limit cannot drop below the places already taken. */
export function checkBookingLimit(values: Record<string, unknown>, taken: number): void {
  if (typeof values.bookingLimit === 'number' && values.bookingLimit < taken)
    throw fail(`预约上限不能少于已预约人数（${taken} 人）`);
}

/**
 * Why an offline course cannot be deleted: on the shelf with students enrolled, it is still being sold and
 * taught (taken off the shelf first, it can go).
 */
export function courseDeleteProblem(row: StoredRow): string | null {
  const enrolled = count(row.values.enrolled);
  return row.values.onShelf === '1' && enrolled > 0
    ? `课程「${String(row.values.name)}」已有 ${enrolled} 名学员报名，请先下架后再删除`
    : null;
}

/** Why a trial course cannot be deleted: people are still waiting for their trial. */
export function trialDeleteProblem(row: StoredRow, waiting: number): string | null {
  return waiting > 0 ? `体验课「${String(row.values.name)}」还有 ${waiting} 个待体验的预约，请先处理后再删除` : null;
}
