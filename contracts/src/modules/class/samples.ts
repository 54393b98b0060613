import { resourceSamples, type Sample, type SampleContext, type Samples } from '../../sample-kit.js';
import { BOOKING_STATUS } from './constants.js';
import { classCourse } from './course.js';
import { classTrial, classTrialBooking } from './trial.js';

/** A teacher that exists: a course is taught by teachers of the shared entity. */
const teacherIds = async (c: SampleContext) => ({
  teacherIds: [(await c.client.teacher.list.query({ page: 1, size: 10 })).list[0]!.id],
});
const firstTrial = async (c: SampleContext) =>
  (await c.client.classTrial.list.query({ page: 1, size: 10 })).list[0]!.id;

/** Contract samples of the offline and trial courses and the trial bookings. */
export const classSamples = {
  ...resourceSamples(classCourse, { saveValues: teacherIds }),
  ...resourceSamples(classTrial, { saveValues: teacherIds }),
  ...resourceSamples(classTrialBooking, { parentId: firstTrial }),
  ...({
    // A booking still booked is marked attended (the generic sample could pick a final state).
    'classTrialBooking.changeStatus': async (c: SampleContext) => {
      for (const course of (await c.client.classTrial.list.query({ page: 1, size: 50 })).list) {
        const page = await c.client.classTrialBooking.list.query({
          courseId: course.id,
          status: BOOKING_STATUS.booked,
          page: 1,
          size: 10,
        });
        const booking = page.list[0];
        if (booking) return { ids: [booking.id], value: BOOKING_STATUS.attended };
      }
      throw new Error('no booked trial booking in the seed');
    },
  } as Record<string, Sample>),
} as Samples<'classCourse' | 'classTrial' | 'classTrialBooking'>;
