import { BOOKING_STATUS, classTrialBooking } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../errors.js';
import { ResourceStore } from '../../kit/store.js';
import { formatDateTime } from '../../util/time.js';
import { activeCount, checkRebook, expireBookings, waitingCount } from './bookings.js';

const NOW = Date.UTC(2026, 2, 10, 4, 0, 0);
const HOUR = 3_600_000;

function bookings(list: Array<[courseId: number, status: number, hoursFromNow: number]>) {
  const store = new ResourceStore(classTrialBooking, {}, () => NOW);
  for (const [courseId, status, hours] of list)
    store.seed({ courseId, status, trialTime: formatDateTime(NOW + hours * HOUR), name: '学员' }, NOW - 1000);
  return store;
}

const refusal = (fn: () => void) => {
  try {
    fn();
  } catch (e) {
    return e instanceof UpstreamError ? e.message : String(e);
  }
  return null;
};

describe('trial bookings', () => {
  it('marks bookings past their time expired, and only those still booked', () => {
    const store = bookings([
      [1, BOOKING_STATUS.booked, -2],
      [1, BOOKING_STATUS.booked, 3],
      [1, BOOKING_STATUS.attended, -5],
      [1, BOOKING_STATUS.cancelled, -1],
    ]);
    expect(expireBookings(store, NOW)).toBe(1);
    const rows = store.all();
    expect(rows.map((r) => r.values.status)).toEqual([
      BOOKING_STATUS.expired,
      BOOKING_STATUS.booked,
      BOOKING_STATUS.attended,
      BOOKING_STATUS.cancelled,
    ]);
    // The expired booking is a change of its row: a version loaded before it is stale.
    expect(rows.map((r) => r.version)).toEqual([2, 1, 1, 1]);
    expect(expireBookings(store, NOW)).toBe(0);
  });

  it('counts the places in use (booked and attended) and those still waiting, per course', () => {
    const rows = bookings([
      [1, BOOKING_STATUS.booked, 3],
      [1, BOOKING_STATUS.attended, -3],
      [1, BOOKING_STATUS.cancelled, 3],
      [1, BOOKING_STATUS.expired, -3],
      [2, BOOKING_STATUS.booked, 3],
    ]).all();
    expect(activeCount(rows, 1)).toBe(2);
    expect(waitingCount(rows, 1)).toBe(1);
    expect(activeCount(rows, 2)).toBe(1);
  });

  it('books a cancelled place again only before its time and within the course limit', () => {
    const rows = bookings([
      [1, BOOKING_STATUS.booked, 3],
      [1, BOOKING_STATUS.cancelled, 5],
      [1, BOOKING_STATUS.cancelled, -5],
      [2, BOOKING_STATUS.booked, 3],
      [2, BOOKING_STATUS.cancelled, 3],
    ]).all();
    const [, future, past, , full] = rows as [
      never,
      (typeof rows)[number],
      (typeof rows)[number],
      never,
      (typeof rows)[number],
    ];
    const limits = (id: number) => (id === 1 ? 2 : 1);
    expect(refusal(() => checkRebook(rows, [future], NOW, limits))).toBeNull();
    expect(refusal(() => checkRebook(rows, [past], NOW, limits))).toBe('体验时间已过，不能恢复预约');
    expect(refusal(() => checkRebook(rows, [full], NOW, limits))).toBe('预约人数已满（上限 1 人）');
    // Two at once count together against the limit.
    expect(refusal(() => checkRebook(rows, [future, full], NOW, (id) => (id === 1 ? 1 : 5)))).toBe(
      '预约人数已满（上限 1 人）',
    );
  });
});
