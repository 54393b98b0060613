import { BOOKING_STATUS, classContracts, classCourse, classTrial, classTrialBooking } from '@console/contracts';
import { refuseAny } from '../../errors.js';
import type { CallContext } from '../../kit/handlers.js';
import { defineFakeModule } from '../../kit/module.js';
import { resourceHandlers } from '../../kit/resource-handlers.js';
import { checkRebook, expireBookings, waitingCount } from './bookings.js';
import { courseDeleteProblem, trialDeleteProblem } from './rules.js';
import { CLASS_CATEGORY_SEED } from './seed.js';
import { classState } from './state.js';

export { classState };

const storesOf = (ctx: CallContext) => classState.of(ctx);
/** Bookings past their time are marked expired before anything reads or changes bookings or their counts. */
const sweep = (ctx: CallContext) => {
  const s = storesOf(ctx);
  expireBookings(s.bookings, ctx.now);
  return s;
};

/** A handler that sweeps first. */
const swept =
  <I, O>(handler: (input: I, ctx: CallContext) => O) =>
  (input: I, ctx: CallContext): O => {
    sweep(ctx);
    return handler(input, ctx);
  };

const courses = resourceHandlers(classCourse, (ctx) => storesOf(ctx).courses, {});
const trials = resourceHandlers(classTrial, (ctx) => storesOf(ctx).trials, {});
const bookings = resourceHandlers(classTrialBooking, (ctx) => storesOf(ctx).bookings, {});

function removeCourses(ids: readonly number[], ctx: CallContext): null {
  const s = storesOf(ctx);
  refuseAny(ids.map((id) => courseDeleteProblem(s.courses.get(id))));
  s.courses.remove(ids);
  return null;
}

/** A trial course goes with its bookings, once nobody is waiting for a trial. */
function removeTrials(ids: readonly number[], ctx: CallContext): null {
  const s = sweep(ctx);
  refuseAny(ids.map((id) => trialDeleteProblem(s.trials.get(id), waitingCount(s.bookings.all(), id))));
  s.trials.remove(ids);
  const gone = new Set(ids);
  s.bookings.remove(
    s.bookings
      .all()
      .filter((b) => gone.has(Number(b.values.courseId)))
      .map((b) => b.id),
  );
  return null;
}

/**
 * Offline and trial courses (/class): the generic store, with the upstream's rules on top — a course on the
 * shelf with students cannot be deleted, a trial course with people waiting cannot either, and a cancelled
 * booking is booked again only before its time and within the course's limit.
 */
export const classFake = defineFakeModule(classContracts, {
  state: classState,
  categories: CLASS_CATEGORY_SEED,
  handlers: {
    classCourse: {
      ...courses,
      remove: ({ id }, ctx) => removeCourses([id], ctx),
      removeMany: ({ ids }, ctx) => removeCourses(ids, ctx),
    },
    classTrial: {
      ...trials,
      list: swept(trials.list),
      get: swept(trials.get),
      remove: ({ id }, ctx) => removeTrials([id], ctx),
      removeMany: ({ ids }, ctx) => removeTrials(ids, ctx),
    },
    classTrialBooking: {
      list: swept(bookings.list),
      changeStatus: (input, ctx) => {
        const s = sweep(ctx);
        if (input.value === BOOKING_STATUS.booked) {
          const rows = input.ids.map((id) => s.bookings.get(id));
          checkRebook(s.bookings.all(), rows, ctx.now, (courseId) =>
            Number(s.trials.get(courseId).values.bookingLimit),
          );
        }
        return bookings.changeStatus(input, ctx);
      },
    },
  },
});
