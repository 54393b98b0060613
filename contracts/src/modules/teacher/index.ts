import { defineModule } from '../../module.js';
import { code, CODES as P } from '../../permissions/index.js';
import { teacher } from './teacher.js';

export * from './ref.js';
export * from './teacher.js';

/** Teachers (/teacher): the shared teacher entity that online courses and the study centre reuse. */
export const teacherContracts = defineModule({
  name: 'teacher',
  resources: [teacher],
  needs: {
    teacher: {
      // Online courses, classes, circles and the study centre pick their lecturers from the teachers.
      read: code(P.teacher, P.vod, P.class, P.circles, P.study),
      write: code(P.teacher, P.studyTeacher),
      calls: { export: code(P.teacherExport) },
    },
  },
});
