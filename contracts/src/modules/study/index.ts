import { defineModule } from '../../module.js';
import { balanceCalls, settingCalls } from './balance.js';
import { diaryCalls, studyCheck, studyHomework, submissionCalls } from './check.js';
import { studyClass } from './class.js';
import { studyCourse, studyRoom } from './course.js';
import { studyEvaluation, studyRating } from './evaluation.js';
import { studyGrowth } from './growth.js';
import { studyNotice } from './notice.js';
import { makeupCalls, rollCallCalls } from './roll-call.js';
import { scheduleCalls } from './schedule.js';
import { studyStudent } from './student.js';

export * from './balance.js';
export * from './balance-rules.js';
export * from './check.js';
export * from './class.js';
export * from './course.js';
export * from './enums.js';
export * from './evaluation.js';
export * from './growth.js';
export * from './notice.js';
export * from './refs.js';
export * from './roll-call.js';
export * from './schedule.js';
export * from './schedule-rules.js';
export * from './student.js';

/** The study centre's CRUD resources, in menu order. */
export const studyResources = [
  studyCourse,
  studyRoom,
  studyClass,
  studyStudent,
  studyEvaluation,
  studyRating,
  studyNotice,
  studyGrowth,
  studyCheck,
  studyHomework,
] as const;

/**
 * Study (/study, code 900): courses, rooms, classes and students; scheduling with conflict checks, the
 * timetable, roll call and lesson balances, makeup; evaluations, notices, the growth calendar, check-in tasks
 * and homework (docs/DOMAIN.md §4). Teachers are the shared `teacher` entity.
 */
export const studyContracts = defineModule({
  name: 'study',
  resources: studyResources,
  calls: {
    studySchedule: scheduleCalls,
    studyBalance: balanceCalls,
    studySetting: settingCalls,
    studyRollCall: rollCallCalls,
    studyMakeup: makeupCalls,
    studyDiary: diaryCalls,
    studySubmission: submissionCalls,
  },
});
