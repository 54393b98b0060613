import { ACTIVE_BOOKINGS, BOOKING_STATUS, type BookingStatus } from '@console/contracts';
import { fail } from '../../errors.js';
import type { ResourceStore, StoredRow } from '../../kit/store.js';
import { parseDateTime } from '../../util/time.js';

const timeOf = (row: StoredRow) => parseDateTime(String(row.values.trialTime ?? '')) ?? 0;
const isActive = (row: StoredRow) => ACTIVE_BOOKINGS.includes(row.values.status as BookingStatus);

/**
 * A booking still booked once its trial time has passed is a no-show: the upstream marks it expired (as its
 * nightly job would) before anything reads or changes bookings. Answers how many it marked.
 */
export function expireBookings(store: ResourceStore, now: number): number {
  let marked = 0;
  for (const row of store.all()) {
    if (row.values.status === BOOKING_STATUS.booked && timeOf(row) < now) {
      store.edit(row, { status: BOOKING_STATUS.expired }, now);
      marked++;
    }
  }
  return marked;
}

/** Bookings of a course that hold one of its places (booked or attended). */
export function activeCount(rows: readonly StoredRow[], courseId: number): number {
  return rows.filter((r) => r.values.courseId === courseId && isActive(r)).length;
}

/** Bookings of a course still waiting for their trial (booked). */
export function waitingCount(rows: readonly StoredRow[], courseId: number): number {
  return rows.filter((r) => r.values.courseId === courseId && r.values.status === BOOKING_STATUS.booked).length;
}

/**
 * Booking cancelled places again: only before their trial time, and only while each course's places in use
 * stay within its booking limit (`limitOf`). Other moves to booked are the transitions' to refuse.
 */
export function checkRebook(
  all: readonly StoredRow[],
  rebooked: readonly StoredRow[],
  now: number,
  limitOf: (courseId: number) => number,
): void {
  const moving = rebooked.filter((r) => r.values.status === BOOKING_STATUS.cancelled);
  if (moving.some((r) => timeOf(r) < now)) throw fail('体验时间已过，不能恢复预约');
  const adding = new Map<number, number>();
  for (const r of moving) {
    const id = Number(r.values.courseId);
    adding.set(id, (adding.get(id) ?? 0) + 1);
  }
  for (const [courseId, n] of adding) {
    const limit = limitOf(courseId);
    if (activeCount(all, courseId) + n > limit) throw fail(`预约人数已满（上限 ${limit} 人）`);
  }
}
