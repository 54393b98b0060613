import { resourceSamples, type Samples, uniquePhone } from '../../sample-kit.js';
import { teacher } from './teacher.js';

/** Contract samples of the teacher calls, generated from the resource's metadata. */
export const teacherSamples = resourceSamples(teacher, {
  // A new teacher needs a phone no other teacher has.
  saveValues: async () => ({ phone: uniquePhone() }),
}) as Samples<'teacher'>;
