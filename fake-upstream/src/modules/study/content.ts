import { TARGET_CLASS } from '@console/contracts';
import { fail, notFound } from '../../errors.js';
import { formatDateTime } from '../../util/time.js';
import { classesOfStudent, noticeRecipients } from './rules.js';
import { find, media, type School, studentName, teacherName, text } from './school.js';
import { idOf } from './state.js';

/** Who a notice reached and who has read it. */
export function noticeReads(sc: School, id: number) {
  const notice = find(sc.s.notices, id);
  if (!notice) throw notFound();
  const reads = sc.s.noticeReads.get(id) ?? new Map<number, number>();
  return noticeRecipients(sc.s, notice.values).map((studentId) => {
    const at = reads.get(studentId);
    return {
      studentId,
      name: studentName(sc, studentId),
      className: classesOfStudent(sc.s, studentId)
        .map((c) => text(c))
        .join('、'),
      read: at !== undefined,
      readTime: at === undefined ? '' : formatDateTime(at),
    };
  });
}

/** Each teacher's ratings: how many, the average score, and how many still wait for a reply. */
export function ratingSummary(sc: School, teacherId?: number) {
  const by = new Map<number, { count: number; sum: number; unreplied: number }>();
  for (const r of sc.s.ratings.live()) {
    const t = Number(r.values.teacherId);
    if (teacherId && t !== teacherId) continue;
    const e = by.get(t) ?? { count: 0, sum: 0, unreplied: 0 };
    e.count++;
    e.sum += Number(r.values.score);
    if (r.values.reply === '') e.unreplied++;
    by.set(t, e);
  }
  return [...by]
    .map(([id, e]) => ({
      teacherId: id,
      teacherName: teacherName(sc, id),
      count: e.count,
      average: Math.round((e.sum / e.count) * 10) / 10,
      unreplied: e.unreplied,
    }))
    .sort((a, b) => b.count - a.count || a.teacherId - b.teacherId);
}

/** A month of the growth calendar: each day's records, for a class or a student (their classes' too). */
export function growthCalendar(sc: School, q: { month: string; classId?: number; studentId?: number }) {
  const classes = q.studentId ? new Set(classesOfStudent(sc.s, q.studentId).map((c) => c.id)) : undefined;
  const days = new Map<
    string,
    Array<{ id: number; tags: string[]; content: string; image: string; targetName: string }>
  >();
  const rows = sc.s.growth
    .live()
    .filter((r) => String(r.values.date).startsWith(q.month))
    .filter((r) => {
      const isClass = r.values.target === TARGET_CLASS;
      const classId = idOf(r.values.classId);
      if (q.classId && (!isClass || classId !== q.classId)) return false;
      if (q.studentId)
        return isClass
          ? classId !== null && (classes?.has(classId) ?? false)
          : idOf(r.values.studentId) === q.studentId;
      return true;
    })
    .sort((a, b) => b.createdAt - a.createdAt);
  for (const r of rows) {
    const view = sc.s.growth.view(r);
    const list = days.get(String(r.values.date)) ?? [];
    list.push({
      id: r.id,
      tags: (r.values.tags as string[]) ?? [],
      content: String(r.values.content ?? '').slice(0, 60),
      image: media(sc, ((r.values.images as string[]) ?? [])[0] ?? ''),
      targetName: String(view.targetName ?? ''),
    });
    days.set(String(r.values.date), list);
  }
  return [...days]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([date, records]) => ({ date, count: records.length, records: records.slice(0, 3) }));
}

/** A course stays while classes are opened under it or students hold it. */
export function guardCourseDelete(sc: School, ids: readonly number[]): void {
  for (const id of ids) {
    const course = find(sc.s.courses, id);
    if (!course) continue;
    if (sc.s.classes.live().some((c) => idOf(c.values.courseId) === id))
      throw fail(`课程「${text(course)}」下还有班级，不能删除`);
    if ([...sc.s.balances.values()].some((b) => b.courseId === id))
      throw fail(`已有学员购买课程「${text(course)}」，不能删除`);
  }
}

/** A room stays while lessons still to come are in it. */
export function guardRoomDelete(sc: School, ids: readonly number[]): void {
  for (const id of ids) {
    const room = find(sc.s.rooms, id);
    if (!room) continue;
    if ([...sc.s.lessons.values()].some((l) => l.roomId === id && l.status === 1))
      throw fail(`教室「${text(room)}」还有未上的课，不能删除`);
    if (sc.s.classes.live().some((c) => idOf(c.values.roomId) === id && c.values.status !== 2))
      throw fail(`教室「${text(room)}」还是班级的默认教室，不能删除`);
  }
}

/** A student stays while in a class or holding lessons (their history is the school's record). */
export function guardStudentDelete(sc: School, ids: readonly number[]): void {
  for (const id of ids) {
    const student = find(sc.s.students, id);
    if (!student) continue;
    const klass = classesOfStudent(sc.s, id)[0];
    if (klass) throw fail(`学员「${text(student)}」还在班级「${text(klass)}」中，不能删除`);
    if ([...sc.s.balances.values()].some((b) => b.studentId === id))
      throw fail(`学员「${text(student)}」已有课时记录，不能删除`);
  }
}
