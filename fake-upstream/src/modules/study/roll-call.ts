import {
  type Absence,
  ATTENDED,
  type AttendancePolicy,
  type AttendanceStatus,
  isAbsent,
  type LessonBalance,
  type LessonStudentKind,
  leftOf,
  lessonsFor,
  type Mark,
  overlaps,
  planRollCall,
  type Roster,
  refusalMessage,
  restore,
} from '@console/contracts';
import { fail, notFound } from '../../errors.js';
import { formatDateTime } from '../../util/time.js';
import { balanceOf, openBalance, record } from './ledger.js';
import {
  byLesson,
  classAndCourse,
  find,
  lessonView,
  media,
  membersOf,
  rosterIds,
  type School,
  studentName,
  text,
} from './school.js';
import type { AbsenceRecord, LessonRow, RollCallMark, StudyState } from './state.js';

export function lessonOf(s: StudyState, id: number): LessonRow {
  const l = s.lessons.get(id);
  if (!l) throw notFound();
  return l;
}

function policyOf(s: StudyState, l: LessonRow): AttendancePolicy {
  const { klass, course } = classAndCourse(s, l.classId);
  return {
    deductLessons: Number(klass.values.deductLessons ?? 1),
    leaveDeduct: klass.values.leaveDeduct === '1',
    absentDeduct: klass.values.absentDeduct === '1',
    byLesson: byLesson(course),
  };
}

/** The kind of each student in a lesson: its class's, or the extra kind they were added as. */
function kindsOf(s: StudyState, l: LessonRow): Map<number, { kind: LessonStudentKind; absenceId?: number }> {
  const out = new Map<number, { kind: LessonStudentKind; absenceId?: number }>();
  if (l.rollCall) {
    for (const e of l.rollCall.entries) out.set(e.studentId, { kind: e.kind });
    return out;
  }
  for (const id of membersOf(s, l.classId)) out.set(id, { kind: 1 });
  for (const e of l.extra) if (!out.has(e.studentId)) out.set(e.studentId, { kind: e.kind, absenceId: e.absenceId });
  return out;
}

/**
 * Whether a student's lesson costs nothing: a trial lesson, or a makeup whose absence already cost lessons.
 */
function free(s: StudyState, kind: { kind: LessonStudentKind; absenceId?: number } | undefined): boolean {
  if (kind?.kind === 3) return true;
  const a = kind?.absenceId ? s.absences.get(kind.absenceId) : undefined;
  return (a?.deducted ?? 0) > 0;
}

export function rosterOf(sc: School, lessonId: number): Roster {
  const l = lessonOf(sc.s, lessonId);
  const { course } = classAndCourse(sc.s, l.classId);
  const policy = policyOf(sc.s, l);
  const kinds = kindsOf(sc.s, l);
  const marks = new Map((l.rollCall?.entries ?? []).map((e) => [e.studentId, e]));
  return {
    lesson: lessonView(sc, l),
    ...policy,
    allowNegative: sc.s.settings.allowNegative,
    students: rosterIds(sc.s, l).map((id) => {
      const b = balanceOf(sc.s, id, course.id);
      const kind = kinds.get(id) ?? { kind: 1 as const };
      const mark = marks.get(id);
      return {
        studentId: id,
        name: studentName(sc, id),
        avatar: media(sc, text(find(sc.s.students, id), 'avatar')),
        kind: kind.kind,
        left: b ? leftOf(b.balance) : null,
        balanceStatus: b ? b.balance.status : null,
        deduct: mark ? -mark.change.lessons : lessonsFor(1, policy, free(sc.s, kind)),
        status: mark?.status ?? null,
        amount: mark ? -mark.change.amount : 0,
        remark: mark?.remark ?? '',
      };
    }),
  };
}

export interface RollCallInput {
  lessonId: number;
  marks: Array<{ studentId: number; status: AttendanceStatus; remark?: string }>;
}

/**
 * 点名: every student of the lesson marked once; their lessons deducted and the value consumed, all or none
 * (a student without enough lessons stops it unless the school allows negatives); absences become makeup
 * records, a makeup student who came completes theirs; the teacher is credited with the lesson.
 */
export function submitRollCall(sc: School, input: RollCallInput) {
  const { s } = sc;
  const l = lessonOf(s, input.lessonId);
  if (l.status === 2) throw fail('该课节已点名，如需修改请先撤销点名');
  if (l.date > sc.today) throw fail('还没到上课日期，不能点名');
  const { klass, course } = classAndCourse(s, l.classId);
  const roster = rosterIds(s, l);
  const kinds = kindsOf(s, l);
  const given = new Map(input.marks.map((m) => [m.studentId, m]));
  if (given.size !== input.marks.length) throw fail('同一名学员只能点名一次');
  for (const id of given.keys())
    if (!roster.includes(id)) throw fail(`学员「${studentName(sc, id)}」不在这节课的名单中，请刷新后重试`);
  const missing = roster.filter((id) => !given.has(id));
  if (missing.length > 0) throw fail(`还有学员未点名：${missing.map((id) => studentName(sc, id)).join('、')}`);

  const policy = policyOf(s, l);
  const balances = new Map<number, LessonBalance>();
  for (const id of roster) {
    const b = balanceOf(s, id, course.id);
    if (b) balances.set(id, b.balance);
  }
  const marks: Mark[] = roster.map((id) => ({
    studentId: id,
    status: (given.get(id) as { status: AttendanceStatus }).status,
    free: free(s, kinds.get(id)),
  }));
  const plan = planRollCall(balances, marks, policy, s.settings.allowNegative);
  if (!plan.ok) throw fail(refusalMessage(plan, studentName(sc, plan.studentId), text(course)));

  const entries: RollCallMark[] = [];
  for (const e of plan.entries) {
    const lessons = -e.change.lessons;
    const next = plan.balances.get(e.studentId);
    if (next) {
      const b = openBalance(s, e.studentId, course.id, sc.now);
      record(sc, b, next, e.change, { kind: 3, reason: `${text(klass)} ${l.date} 点名`, lessonId: l.id });
    }
    const kind = kinds.get(e.studentId) ?? { kind: 1 as const };
    const remark = given.get(e.studentId)?.remark ?? '';
    const attendanceId = s.seq.attendance.take();
    s.attendance.set(attendanceId, {
      id: attendanceId,
      lessonId: l.id,
      studentId: e.studentId,
      kind: kind.kind,
      status: e.status,
      deducted: lessons,
      amount: -e.change.amount,
      remark,
      createdAt: sc.now,
    });
    const mark: RollCallMark = {
      studentId: e.studentId,
      kind: kind.kind,
      status: e.status,
      change: e.change,
      remark,
      attendanceId,
    };
    if (isAbsent(e.status)) {
      const absence: AbsenceRecord = {
        id: s.seq.absence.take(),
        studentId: e.studentId,
        lessonId: l.id,
        attendance: e.status,
        deducted: lessons,
        status: 1,
        makeupLessonId: null,
        remark: '',
        createdAt: sc.now,
      };
      s.absences.set(absence.id, absence);
      mark.createdAbsenceId = absence.id;
    }
    const made = kind.absenceId ? s.absences.get(kind.absenceId) : undefined;
    if (made && ATTENDED.includes(e.status)) {
      made.status = 2;
      mark.completedAbsenceId = made.id;
    }
    entries.push(mark);
  }
  l.status = 2;
  l.rollCall = { at: sc.now, operator: sc.operator, entries };
  creditTeacher(sc, l, policy.deductLessons, 1);
  const attended = entries.filter((e) => ATTENDED.includes(e.status)).length;
  return {
    attended,
    absent: entries.length - attended,
    deducted: entries.reduce((n, e) => n - e.change.lessons, 0),
    amount: entries.reduce((n, e) => n - e.change.amount, 0),
    exhausted: plan.exhausted.map((id) => studentName(sc, id)),
  };
}

/** The lesson counts of the shared teacher entity: one lesson more (or less), its hours. */
function creditTeacher(sc: School, l: LessonRow, hours: number, sign: 1 | -1) {
  const teacher = find(sc.teachers, l.teacherId);
  if (!teacher) return;
  // Counts the upstream keeps (read-only, never saved): not a change a person's edit could lose, so no new version.
  teacher.values.lessonCount = Math.max(0, Number(teacher.values.lessonCount ?? 0) + sign);
  teacher.values.hoursTaught = Math.max(0, Number(teacher.values.hoursTaught ?? 0) + sign * hours);
}

/**
 * 撤销点名: every balance back as it was (logged), the attendance and the absences it made gone, makeups it
 * completed waiting again, the teacher's credit taken back. Refused once one of its absences has been made up
 * elsewhere.
 */
export function undoRollCall(sc: School, lessonId: number): { restored: number } {
  const { s } = sc;
  const l = lessonOf(s, lessonId);
  if (l.status !== 2 || !l.rollCall) throw fail('该课节还没有点名');
  const { klass, course } = classAndCourse(s, l.classId);
  for (const e of l.rollCall.entries) {
    const a = e.createdAbsenceId ? s.absences.get(e.createdAbsenceId) : undefined;
    if (a && a.status !== 1)
      throw fail(`学员「${studentName(sc, e.studentId)}」的缺课已安排补课或已处理，不能撤销点名`);
  }
  let restored = 0;
  for (const e of l.rollCall.entries) {
    if (e.change.lessons !== 0 || e.change.amount !== 0) {
      const b = openBalance(s, e.studentId, course.id, sc.now);
      const back = restore(b.balance, e.change);
      record(sc, b, back.balance, back.change, {
        kind: 4,
        reason: `${text(klass)} ${l.date} 撤销点名`,
        lessonId: l.id,
      });
      restored++;
    }
    s.attendance.delete(e.attendanceId);
    if (e.createdAbsenceId) s.absences.delete(e.createdAbsenceId);
    const made = e.completedAbsenceId ? s.absences.get(e.completedAbsenceId) : undefined;
    if (made) made.status = 3;
  }
  creditTeacher(sc, l, Number(klass.values.deductLessons ?? 1), -1);
  l.status = 1;
  l.rollCall = undefined;
  return { restored };
}

export function absenceView(sc: School, a: AbsenceRecord): Absence {
  const l = lessonOf(sc.s, a.lessonId);
  const view = lessonView(sc, l);
  const makeup = a.makeupLessonId ? sc.s.lessons.get(a.makeupLessonId) : undefined;
  return {
    id: a.id,
    studentId: a.studentId,
    studentName: studentName(sc, a.studentId),
    lessonId: a.lessonId,
    date: view.date,
    startTime: view.startTime,
    endTime: view.endTime,
    classId: view.classId,
    className: view.className,
    courseId: view.courseId,
    courseName: view.courseName,
    attendance: a.attendance,
    deducted: a.deducted,
    status: a.status,
    makeupLesson: makeup ? lessonView(sc, makeup) : null,
    remark: a.remark,
    createTime: formatDateTime(a.createdAt),
  };
}

/**
 * 安排补课: the student joins a later lesson of the same course, of another class, that has room for them and
 * does not clash with their other lessons.
 */
export function arrangeMakeup(sc: School, id: number, lessonId: number): Absence {
  const { s } = sc;
  const a = s.absences.get(id);
  if (!a) throw notFound();
  if (a.status !== 1) throw fail('只有未处理的缺课可以安排补课');
  const from = lessonOf(s, a.lessonId);
  const target = s.lessons.get(lessonId);
  if (!target) throw fail('所选补课课节不存在，请刷新后重试');
  if (target.status === 2) throw fail('所选课节已点名，请选择还没上的课');
  if (target.date < sc.today) throw fail('所选课节已经过去，请选择还没上的课');
  const course = classAndCourse(s, from.classId).course;
  const { klass, course: targetCourse } = classAndCourse(s, target.classId);
  if (targetCourse.id !== course.id) throw fail(`补课需选择同一课程「${text(course)}」的课节`);
  const roster = rosterIds(s, target);
  if (roster.includes(a.studentId)) throw fail('该学员已在这节课的名单中');
  if (roster.length >= Number(klass.values.capacity ?? 0))
    throw fail(`所选课节已满（${roster.length}/${Number(klass.values.capacity ?? 0)} 人），请选择其他课节`);
  const clash = [...s.lessons.values()].find(
    (o) =>
      o.id !== target.id &&
      o.date === target.date &&
      overlaps(o.start, o.end, target.start, target.end) &&
      rosterIds(s, o).includes(a.studentId),
  );
  if (clash) {
    const other = lessonView(sc, clash);
    throw fail(
      `学员「${studentName(sc, a.studentId)}」这个时间要上「${other.className}」的课（${other.startTime}-${other.endTime}）`,
    );
  }
  target.extra.push({ studentId: a.studentId, kind: 4, absenceId: a.id });
  a.status = 3;
  a.makeupLessonId = target.id;
  return absenceView(sc, a);
}

/** 取消补课安排: the student leaves the makeup lesson (not yet called) and the absence waits again. */
export function unarrangeMakeup(sc: School, id: number): Absence {
  const a = sc.s.absences.get(id);
  if (!a) throw notFound();
  if (a.status !== 3 || !a.makeupLessonId) throw fail('该缺课还没有安排补课');
  const target = sc.s.lessons.get(a.makeupLessonId);
  if (target?.status === 2) throw fail('补课课节已点名，不能取消安排');
  if (target) target.extra = target.extra.filter((e) => e.absenceId !== a.id);
  a.status = 1;
  a.makeupLessonId = null;
  return absenceView(sc, a);
}

/** 补课完成: absences dealt with another way (a one-to-one session, a video), closed by hand. */
export function completeMakeups(sc: School, ids: readonly number[], remark: string): number {
  const rows = ids.map((id) => {
    const a = sc.s.absences.get(id);
    if (!a) throw notFound();
    if (a.status !== 1) throw fail('只有未处理的缺课可以标记为已完成');
    return a;
  });
  for (const a of rows) {
    a.status = 2;
    a.remark = remark;
  }
  return rows.length;
}
