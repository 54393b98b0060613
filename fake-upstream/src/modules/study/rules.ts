import { CHECK_HOMEWORK, CLASS_FINISHED, CLASS_OPEN, TARGET_CLASS, timeOf } from '@console/contracts';
import { fail } from '../../errors.js';
import type { ListQuery, StoredRow } from '../../kit/store.js';
import {
  find,
  membersOf,
  must,
  rosterIds,
  type School,
  studentName,
  teacherIdsOf,
  teacherName,
  text,
} from './school.js';
import { idOf, idsOf, type RuleSet, type StudyState } from './state.js';

/** Whether a stored id matches a list parameter (absent parameters match everything). */
const wanted = (q: ListQuery, key: string, value: unknown) => q[key] === undefined || q[key] === value;

/** A check-in task's status on a day: 未开始, 进行中, 已结束. */
export function checkStatus(values: Record<string, unknown>, today: string): 1 | 2 | 3 {
  if (today < String(values.startDate)) return 1;
  if (today > String(values.endDate)) return 3;
  return 2;
}

/** The students a notice reaches: its classes' members, or the students it names. */
export function noticeRecipients(s: StudyState, values: Record<string, unknown>): number[] {
  if (values.target === TARGET_CLASS) return [...new Set(idsOf(values.classIds).flatMap((c) => membersOf(s, c)))];
  return idsOf(values.studentIds);
}

/** The classes a student is in now. */
export const classesOfStudent = (s: StudyState, studentId: number): StoredRow[] =>
  [...s.members]
    .filter(([, m]) => m.has(studentId))
    .map(([c]) => find(s.classes, c))
    .filter((r): r is StoredRow => r !== undefined);

/** The rules of the study centre's stores: names and counts on every read, checks on every save. */
export function studyRules(school: () => School): RuleSet {
  const s = () => school().s;
  return {
    courses: {
      unique: ['name'],
      computedDefaults: { classCount: 0, studentCount: 0 },
      decorate: (v, row) => {
        const classes = s()
          .classes.live()
          .filter((c) => idOf(c.values.courseId) === row.id && c.values.status !== CLASS_FINISHED);
        const students = new Set(classes.flatMap((c) => membersOf(s(), c.id)));
        return { ...v, classCount: classes.length, studentCount: students.size };
      },
    },
    rooms: { unique: ['name'] },
    classes: {
      unique: ['name'],
      computedDefaults: {
        status: CLASS_OPEN,
        scheduled: 0,
        studentCount: 0,
        courseName: '',
        teacherNames: '',
        roomName: '',
      },
      filterParams: ['courseId', 'teacherId', 'studentId'],
      filter: (row, q) =>
        wanted(q, 'courseId', idOf(row.values.courseId)) &&
        (q.teacherId === undefined || teacherIdsOf(row).includes(q.teacherId as number)) &&
        (q.studentId === undefined ||
          (s()
            .members.get(row.id)
            ?.has(q.studentId as number) ??
            false)),
      decorate: (v, row) => {
        const sc = school();
        let scheduled = 0;
        for (const l of sc.s.lessons.values())
          if (l.classId === row.id) {
            scheduled = 1;
            break;
          }
        return {
          ...v,
          courseName: text(find(sc.s.courses, idOf(v.courseId))),
          teacherNames: idsOf(v.teacherIds)
            .map((id) => teacherName(sc, id))
            .filter(Boolean)
            .join('、'),
          roomName: text(find(sc.s.rooms, idOf(v.roomId))),
          studentCount: sc.s.members.get(row.id)?.size ?? 0,
          scheduled,
        };
      },
      check: (v, existing) => {
        const sc = school();
        must(sc.s.courses, Number(v.courseId), '课程');
        for (const id of idsOf(v.teacherIds)) {
          const t = find(sc.teachers, id);
          if (!t) throw fail('所选老师不存在，请刷新后重试');
          if (t.values.employment === 3) throw fail(`老师「${text(t)}」已离职，不能安排上课`);
        }
        const room = idOf(v.roomId);
        if (room) must(sc.s.rooms, room, '教室');
        if (!existing) return;
        const count = sc.s.members.get(existing.id)?.size ?? 0;
        if (Number(v.capacity) < count) throw fail(`班级容量不能小于现有学员数（${count} 人）`);
        const called = [...sc.s.lessons.values()].some((l) => l.classId === existing.id && l.status === 2);
        if (called && idOf(existing.values.courseId) !== idOf(v.courseId)) throw fail('班级已有上课记录，不能更换课程');
      },
    },
    students: {
      computedDefaults: { points: 0, classNames: '' },
      decorate: (v, row) => ({
        ...v,
        classNames: classesOfStudent(s(), row.id)
          .filter((c) => c.values.status !== CLASS_FINISHED)
          .map((c) => text(c))
          .join('、'),
      }),
    },
    evaluations: {
      computedDefaults: { isRead: 0 },
      filterParams: ['classId'],
      filter: (row, q) => {
        if (q.classId === undefined) return true;
        const lesson = s().lessons.get(idOf(row.values.lessonId) ?? 0);
        return lesson?.classId === q.classId;
      },
      decorate: (v) => {
        const sc = school();
        const lesson = sc.s.lessons.get(idOf(v.lessonId) ?? 0);
        return {
          ...v,
          studentName: studentName(sc, Number(v.studentId)),
          className: lesson ? text(find(sc.s.classes, lesson.classId)) : '',
          lessonTime: lesson ? `${lesson.date} ${timeOf(lesson.start)}-${timeOf(lesson.end)}` : '',
          teacherName: lesson ? teacherName(sc, lesson.teacherId) : String(v.author ?? ''),
        };
      },
      check: (v) => {
        const sc = school();
        must(sc.s.students, Number(v.studentId), '学员');
        const lessonId = idOf(v.lessonId);
        if (!lessonId) return;
        const lesson = sc.s.lessons.get(lessonId);
        if (!lesson) throw fail('所选课节不存在，请刷新后重试');
        if (!rosterIds(sc.s, lesson).includes(Number(v.studentId))) throw fail('该学员不在所选课节的名单中');
      },
    },
    ratings: {
      computedDefaults: { reply: '', replyTime: '' },
      filterParams: ['replied'],
      filter: (row, q) => q.replied === undefined || (row.values.reply !== '') === (q.replied === '1'),
      decorate: (v) => {
        const sc = school();
        const student = Number(v.studentId);
        const teacher = Number(v.teacherId);
        const klass = classesOfStudent(sc.s, student).find((c) => teacherIdsOf(c).includes(teacher));
        return {
          ...v,
          teacherName: teacherName(sc, teacher),
          studentName: studentName(sc, student),
          className: text(klass),
        };
      },
    },
    notices: {
      computedDefaults: { total: 0, readCount: 0 },
      decorate: (v, row) => {
        const recipients = noticeRecipients(s(), v);
        const reads = s().noticeReads.get(row.id);
        return { ...v, total: recipients.length, readCount: recipients.filter((id) => reads?.has(id)).length };
      },
      check: (v) => {
        for (const id of idsOf(v.classIds)) must(s().classes, id, '班级');
        for (const id of idsOf(v.studentIds)) must(s().students, id, '学员');
        if (noticeRecipients(s(), v).length === 0) throw fail('所选班级还没有学员，通知发送不到任何人');
      },
    },
    growth: {
      computedDefaults: { readCount: 0, total: 0, commentCount: 0, targetName: '' },
      decorate: (v, row) => {
        const isClass = v.target === TARGET_CLASS;
        const total = isClass ? (s().members.get(idOf(v.classId) ?? 0)?.size ?? 0) : 1;
        return {
          ...v,
          targetName: isClass ? text(find(s().classes, idOf(v.classId))) : text(find(s().students, idOf(v.studentId))),
          total,
          readCount: Math.min(total, Number(v.readCount ?? 0)),
          commentCount: s().growthComments.get(row.id)?.length ?? 0,
        };
      },
      check: (v) => {
        if (v.target === TARGET_CLASS) must(s().classes, Number(v.classId), '班级');
        else must(s().students, Number(v.studentId), '学员');
      },
    },
    checks: {
      computedDefaults: { status: 1, participantCount: 0, diaryCount: 0, homeworkCount: 0, className: '' },
      filterParams: ['status'],
      filter: (row, q) => q.status === undefined || checkStatus(row.values, school().today) === q.status,
      decorate: (v, row) => {
        const sc = school();
        let diaries = 0;
        for (const d of sc.s.diaries.values()) if (d.checkId === row.id) diaries++;
        return {
          ...v,
          className: text(find(sc.s.classes, idOf(v.classId))),
          status: checkStatus(v, sc.today),
          participantCount: sc.s.members.get(idOf(v.classId) ?? 0)?.size ?? 0,
          diaryCount: diaries,
          homeworkCount: sc.s.homework.live().filter((h) => h.values.checkId === row.id).length,
        };
      },
      check: (v, existing) => {
        must(s().classes, Number(v.classId), '班级');
        if (existing && existing.values.type !== v.type) throw fail('打卡类型创建后不能修改');
      },
    },
    homework: {
      computedDefaults: { total: 0, submitCount: 0, reviewedCount: 0 },
      decorate: (v, row) => {
        let total = 0;
        let submitted = 0;
        let reviewed = 0;
        for (const x of s().submissions.values()) {
          if (x.homeworkId !== row.id) continue;
          total++;
          if (x.status === 2) submitted++;
          if (x.reviewedAt !== null) reviewed++;
        }
        return { ...v, total, submitCount: submitted, reviewedCount: reviewed };
      },
      check: (v) => {
        const check = must(s().checks, Number(v.checkId), '作业打卡');
        if (check.values.type !== CHECK_HOMEWORK) throw fail('只有作业类打卡可以布置作业');
      },
    },
  };
}
