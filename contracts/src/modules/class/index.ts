import { defineModule } from '../../module.js';
import { code, CODES as P } from '../../permissions/index.js';
import { classCourse } from './course.js';
import { classTrial, classTrialBooking } from './trial.js';

export * from './constants.js';
export * from './course.js';
export * from './fields.js';
export * from './trial.js';

/** Classes (/class): the storefront's offline courses and trial courses with their bookings. */
export const classContracts = defineModule({
  name: 'class',
  resources: [classCourse, classTrial, classTrialBooking],
  needs: {
    classCourse: { read: code(P.class), write: code(P.classCourse) },
    classTrial: { read: code(P.class), write: code(P.classTrial) },
    classTrialBooking: code(P.classTrial),
  },
});
