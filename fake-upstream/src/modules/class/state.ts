import { classCourse, classTrial, classTrialBooking } from '@console/contracts';
import { moduleState } from '../../kit/module.js';
import { ResourceStore, type StoredRow } from '../../kit/store.js';
import { parseDateTime } from '../../util/time.js';
import { checkTeachers, teacherRefs } from '../teacher/refs.js';
import { teacherState } from '../teacher/state.js';
import { activeCount } from './bookings.js';
import { checkBookingLimit, checkCapacity } from './rules.js';
import { seedClass } from './seed.js';

const idsOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const timeOf = (row: StoredRow) => parseDateTime(String(row.values.trialTime ?? '')) ?? 0;

/**
 * The storefront's offline courses, trial courses and trial bookings. A course names teachers of the shared
 * teacher entity (answered with their current names); a trial course's booked count follows its bookings.
 */
export const classState = moduleState('class', (ctx) => {
  const teachers = () => teacherState.of(ctx).teachers;
  const categoryExists = (ct: string, id: number) => ctx.categoryIds(ct).includes(id);
  const withTeachers = (values: Record<string, unknown>) => ({
    ...values,
    teachers: teacherRefs(teachers(), idsOf(values.teacherIds)),
  });
  const checkCourseTeachers = (values: Record<string, unknown>) =>
    checkTeachers(teachers(), idsOf(values.teacherIds), '所选授课老师不存在，请刷新后重试');

  const courses = new ResourceStore(
    classCourse,
    {
      categoryExists,
      computedDefaults: { enrolled: 0, teachers: [] },
      decorate: withTeachers,
      check: (values) => {
        checkCourseTeachers(values);
        checkCapacity(values);
      },
    },
    ctx.clock,
  );
  // Upcoming and latest trials first: what the front desk deals with today.
  const bookings = new ResourceStore(
    classTrialBooking,
    { order: (a, b) => timeOf(b) - timeOf(a) || b.id - a.id },
    ctx.clock,
  );
  const trials = new ResourceStore(
    classTrial,
    {
      categoryExists,
      computedDefaults: { booked: 0, teachers: [] },
      decorate: (values, row) => ({ ...withTeachers(values), booked: activeCount(bookings.all(), row.id) }),
      check: (values, existing) => {
        checkCourseTeachers(values);
        if (existing) checkBookingLimit(values, activeCount(bookings.all(), existing.id));
      },
    },
    ctx.clock,
  );
  const stores = { courses, trials, bookings };
  seedClass(ctx, stores, teachers());
  return stores;
});
