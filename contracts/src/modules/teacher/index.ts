import { defineModule } from '../../module.js';
import { teacher } from './teacher.js';

export * from './ref.js';
export * from './teacher.js';

/** Teachers (/teacher): the shared teacher entity that online courses and the study centre reuse. */
export const teacherContracts = defineModule({ name: 'teacher', resources: [teacher] });
