import { BOOKING_STATUS, BOOKING_STATUS_OPTIONS, BOOKING_TRANSITIONS, type BookingStatus } from '@console/contracts';

export interface BookingAction {
  to: BookingStatus;
  /** The button's words. */
  label: string;
  /** Asked before the change (it cannot simply be undone). */
  confirm?: string;
}

const statusLabel = (s: BookingStatus) => BOOKING_STATUS_OPTIONS.find((o) => o.value === s)?.label ?? '';

/** The buttons of a booking in state `from`, in the order the transitions allow. */
export function bookingActions(from: BookingStatus, name: string): BookingAction[] {
  return (BOOKING_TRANSITIONS[from] as readonly BookingStatus[]).map((to): BookingAction => {
    if (to === BOOKING_STATUS.attended)
      return { to, label: from === BOOKING_STATUS.expired ? '补记已体验' : '标记已体验' };
    if (to === BOOKING_STATUS.cancelled) return { to, label: '取消预约', confirm: `确定取消「${name}」的预约吗？` };
    if (to === BOOKING_STATUS.expired)
      return { to, label: '标记过期', confirm: `「${name}」未到场，确定标记为已过期吗？` };
    return { to, label: '恢复预约' };
  });
}

/** What the toast says once a booking has moved. */
export const bookingMoved = (to: BookingStatus) => `已改为「${statusLabel(to)}」`;

export const BOOKING_COLORS: Record<BookingStatus, string> = {
  [BOOKING_STATUS.booked]: 'blue',
  [BOOKING_STATUS.attended]: 'green',
  [BOOKING_STATUS.cancelled]: 'default',
  [BOOKING_STATUS.expired]: 'orange',
};
