import { z } from 'zod';
import { idSchema } from '../../define.js';

/**
 * A teacher as other modules' items carry one (a course's teachers, a circle's owner): the id they save and the
 * name the upstream answers with it, so a list or a picker shows the name without loading every teacher.
 */
export const teacherRefSchema = z.object({ id: idSchema, name: z.string() });
export type TeacherRef = z.infer<typeof teacherRefSchema>;
