import { CLASS_FINISHED, type ClassStudent, leftOf } from '@console/contracts';
import { fail, notFound } from '../../errors.js';
import { formatDateTime } from '../../util/time.js';
import { balanceOf } from './ledger.js';
import { find, media, membersOf, must, releaseMakeups, type School, text } from './school.js';
import { idOf } from './state.js';

/** A class's students with what each holds of its course. */
export function classStudents(sc: School, classId: number): ClassStudent[] {
  const klass = find(sc.s.classes, classId);
  if (!klass) throw notFound();
  const courseId = idOf(klass.values.courseId) ?? 0;
  const joined = sc.s.members.get(classId) ?? new Map<number, number>();
  return membersOf(sc.s, classId).map((id) => {
    const student = find(sc.s.students, id);
    const b = balanceOf(sc.s, id, courseId);
    return {
      studentId: id,
      name: text(student),
      phone: text(student, 'phone'),
      avatar: media(sc, text(student, 'avatar')),
      joinTime: formatDateTime(joined.get(id) ?? sc.now),
      left: b ? leftOf(b.balance) : null,
      balanceStatus: b ? b.balance.status : null,
    };
  });
}

/** Adds students to a class, up to its capacity; a student already in it is left as is. */
export function addStudents(sc: School, classId: number, studentIds: readonly number[]) {
  const klass = find(sc.s.classes, classId);
  if (!klass) throw notFound();
  if (klass.values.status === CLASS_FINISHED) throw fail(`班级「${text(klass)}」已结课，不能再添加学员`);
  for (const id of studentIds) must(sc.s.students, id, '学员');
  const members = sc.s.members.get(classId) ?? new Map<number, number>();
  const fresh = [...new Set(studentIds)].filter((id) => !members.has(id));
  const capacity = Number(klass.values.capacity ?? 0);
  if (members.size + fresh.length > capacity) {
    const room = Math.max(0, capacity - members.size);
    throw fail(
      `班级「${text(klass)}」容量 ${capacity} 人，已有 ${members.size} 人，${room > 0 ? `最多还能加入 ${room} 人` : '已满员'}`,
    );
  }
  for (const id of fresh) members.set(id, sc.now);
  sc.s.members.set(classId, members);
  // Someone who joins a class is a current student now.
  for (const id of fresh) {
    const student = find(sc.s.students, id);
    if (student && student.values.type === 1) sc.s.students.edit(student, { type: 2 }, sc.now);
  }
  return { added: fresh.length, studentCount: members.size };
}

export function removeStudent(sc: School, classId: number, studentId: number): void {
  const members = sc.s.members.get(classId);
  if (!find(sc.s.classes, classId)) throw notFound();
  if (!members?.has(studentId)) throw fail('该学员不在这个班级中');
  members.delete(studentId);
}

/** 结课: the class closes and its lessons not yet called are cancelled (makeups in them wait again). */
export function finishClass(sc: School, id: number): { cancelledLessons: number } {
  const klass = find(sc.s.classes, id);
  if (!klass) throw notFound();
  if (klass.values.status === CLASS_FINISHED) throw fail(`班级「${text(klass)}」已经结课`);
  let cancelled = 0;
  for (const l of [...sc.s.lessons.values()]) {
    if (l.classId !== id || l.status === 2) continue;
    releaseMakeups(sc.s, l);
    sc.s.lessons.delete(l.id);
    cancelled++;
  }
  sc.s.classes.edit(klass, { status: CLASS_FINISHED }, sc.now);
  return { cancelledLessons: cancelled };
}

/** A class may go when nobody has had a lesson in it yet: its members and lessons go with it. */
export function guardClassDelete(sc: School, ids: readonly number[]): void {
  for (const id of ids) {
    const klass = find(sc.s.classes, id);
    if (!klass) continue;
    const called = [...sc.s.lessons.values()].some((l) => l.classId === id && l.status === 2);
    if (called) throw fail(`班级「${text(klass)}」已有上课记录，不能删除，可以使用结课`);
    if (sc.s.checks.live().some((c) => idOf(c.values.classId) === id))
      throw fail(`班级「${text(klass)}」还有作业打卡任务，不能删除`);
  }
}

export function dropClasses(sc: School, ids: readonly number[]): void {
  for (const id of ids) {
    sc.s.members.delete(id);
    for (const l of [...sc.s.lessons.values()])
      if (l.classId === id) {
        releaseMakeups(sc.s, l);
        sc.s.lessons.delete(l.id);
      }
  }
}
