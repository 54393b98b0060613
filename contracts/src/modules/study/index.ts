import { defineModule } from '../../module.js';
import { code, CODES as P } from '../../permissions/index.js';
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
  // Reading needs the module (pages share their pickers); changing needs the page that changes it.
  needs: {
    studySchedule: { read: code(P.study), write: code(P.studySchedule) },
    studyBalance: { read: code(P.study), write: code(P.studyBalanceAdjust) },
    studySetting: { read: code(P.study), write: code(P.studySign, P.studySchedule, P.studyClass) },
    studyRollCall: { read: code(P.study), write: code(P.studySign, P.studyMakeup) },
    studyMakeup: { read: code(P.study), write: code(P.studyMakeup) },
    studyDiary: { read: code(P.study), write: code(P.studyCheck, P.studyGrowth) },
    studySubmission: { read: code(P.study), write: code(P.studyCheck) },
    studyCourse: { read: code(P.study), write: code(P.studyCurriculum) },
    studyRoom: { read: code(P.study), write: code(P.studyCurriculum, P.studySchedule) },
    studyClass: { read: code(P.study), write: code(P.studyClass) },
    studyStudent: { read: code(P.study), write: code(P.studyStudent), calls: { export: code(P.studyStudentExport) } },
    studyEvaluation: { read: code(P.study), write: code(P.studyTeacher, P.studyStudent) },
    studyRating: { read: code(P.study), write: code(P.studyTeacher) },
    studyNotice: { read: code(P.study), write: code(P.studyNotice) },
    studyGrowth: { read: code(P.study), write: code(P.studyGrowth) },
    studyCheck: { read: code(P.study), write: code(P.studyCheck) },
    studyHomework: { read: code(P.study), write: code(P.studyCheck) },
  },
});
