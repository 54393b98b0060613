import { BOOKING_STATUS } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { bookingActions, bookingMoved } from './booking-actions';

describe('booking actions', () => {
  it('offers the moves the transitions allow, asking before cancelling or expiring', () => {
    expect(bookingActions(BOOKING_STATUS.booked, '王小米')).toEqual([
      { to: BOOKING_STATUS.attended, label: '标记已体验' },
      { to: BOOKING_STATUS.cancelled, label: '取消预约', confirm: '确定取消「王小米」的预约吗？' },
      { to: BOOKING_STATUS.expired, label: '标记过期', confirm: '「王小米」未到场，确定标记为已过期吗？' },
    ]);
    expect(bookingActions(BOOKING_STATUS.cancelled, '陈若曦')).toEqual([
      { to: BOOKING_STATUS.booked, label: '恢复预约' },
    ]);
    expect(bookingActions(BOOKING_STATUS.expired, '刘浩然')).toEqual([
      { to: BOOKING_STATUS.attended, label: '补记已体验' },
    ]);
    expect(bookingActions(BOOKING_STATUS.attended, '张宇轩')).toEqual([]);
  });

  it('tells the new state', () => {
    expect(bookingMoved(BOOKING_STATUS.attended)).toBe('已改为「已体验」');
  });
});
