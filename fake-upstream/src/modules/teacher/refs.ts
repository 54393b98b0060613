import type { TeacherRef } from '@console/contracts';
import { fail } from '../../errors.js';
import type { ResourceStore } from '../../kit/store.js';

/**
 * Other modules' items name teachers of the shared entity by id (a course's teachers, a circle's owner): the
 * upstream answers each id with the teacher's current name and refuses a save naming a teacher that is gone.
 */
export function teacherRefs(teachers: ResourceStore, ids: readonly unknown[]): TeacherRef[] {
  const live = new Map(teachers.live().map((r) => [r.id, String(r.values.name ?? '')]));
  return ids.flatMap((id) => {
    const name = typeof id === 'number' ? live.get(id) : undefined;
    return name === undefined ? [] : [{ id: id as number, name }];
  });
}

/** Refuses ids that are not live teachers, with `message` (所选授课老师不存在…). */
export function checkTeachers(teachers: ResourceStore, ids: readonly unknown[], message: string): void {
  if (teacherRefs(teachers, ids).length !== ids.length) throw fail(message);
}
