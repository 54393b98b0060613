/**
 * Offline and trial courses share one category list: the shared category store's content type '5' (the
 * official website's item types are '1'–'4'). A school sorts both kinds of course by the same subjects.
 */
export const CLASS_CONTENT_TYPE = '5';

/** 收费方式 (docs/DOMAIN.md §4): how the course's price is charged and its attendance deducted. */
export const CHARGE_MODES = [
  { value: 1, label: '按课时' },
  { value: 2, label: '按月' },
  { value: 3, label: '按天' },
] as const;

/** Limits of a course, named by the messages that refuse them. */
export const COURSE_LIMITS = { teachers: 5, lessons: 999, capacity: 500, bookingLimit: 9999 } as const;

/** A trial booking's states (docs/DOMAIN.md §4): 已预约 / 已体验 / 已取消 / 已过期. */
export const BOOKING_STATUS = { booked: 1, attended: 2, cancelled: 3, expired: 4 } as const;
export type BookingStatus = (typeof BOOKING_STATUS)[keyof typeof BOOKING_STATUS];

export const BOOKING_STATUS_OPTIONS = [
  { value: BOOKING_STATUS.booked, label: '已预约' },
  { value: BOOKING_STATUS.attended, label: '已体验' },
  { value: BOOKING_STATUS.cancelled, label: '已取消' },
  { value: BOOKING_STATUS.expired, label: '已过期' },
] as const;

/**
 * What staff may change a booking to. A booking is attended, cancelled or marked expired (a no-show) while it
 * is booked; a cancelled one can be booked again (within the course's limit and before its time); an expired
 * one can still be recorded as attended (the student came, nobody marked it). Attended is final.
 */
export const BOOKING_TRANSITIONS = {
  [BOOKING_STATUS.booked]: [BOOKING_STATUS.attended, BOOKING_STATUS.cancelled, BOOKING_STATUS.expired],
  [BOOKING_STATUS.attended]: [],
  [BOOKING_STATUS.cancelled]: [BOOKING_STATUS.booked],
  [BOOKING_STATUS.expired]: [BOOKING_STATUS.attended],
} as const satisfies Record<BookingStatus, readonly BookingStatus[]>;

/** Bookings that hold a place of the course's booking limit. */
export const ACTIVE_BOOKINGS: readonly BookingStatus[] = [BOOKING_STATUS.booked, BOOKING_STATUS.attended];

/** Where a booking came from: the storefronts, or staff taking it at the front desk. */
export const BOOKING_SOURCES = [
  { value: 1, label: '小程序' },
  { value: 2, label: '官网' },
  { value: 3, label: '抖音' },
  { value: 4, label: '前台登记' },
] as const;
