import {
  type BookedLesson,
  CHARGE_BY_LESSON,
  type Conflict,
  ConflictIndex,
  type Lesson,
  type LessonConflict,
  type Membership,
  timeOf,
  weekdayOf,
} from '@console/contracts';
import { fail, notFound } from '../../errors.js';
import type { StateHolder } from '../../kit/module.js';
import type { ResourceStore, StoredRow } from '../../kit/store.js';
import { formatDate } from '../../util/time.js';
import { teacherState } from '../teacher/state.js';
import { idOf, idsOf, type LessonRow, type StudyState } from './state.js';

/** A live row of a store, or nothing (a lookup that must not throw). */
export function find(store: ResourceStore, id: number | null | undefined): StoredRow | undefined {
  if (typeof id !== 'number') return undefined;
  try {
    return store.get(id);
  } catch {
    return undefined;
  }
}

/** A live row, or the upstream's refusal naming what is missing. */
export function must(store: ResourceStore, id: number, what: string): StoredRow {
  const row = find(store, id);
  if (!row) throw fail(`所选${what}不存在，请刷新后重试`);
  return row;
}

export const text = (row: StoredRow | undefined, field = 'name'): string =>
  row ? String(row.values[field] ?? '') : '';

/**
 * The whole school as one request sees it: the study state, the teachers, now, who is acting, and where this
 * server's files are (seeded media are stored relative to it).
 */
export interface School {
  s: StudyState;
  teachers: ResourceStore;
  now: number;
  today: string;
  operator: string;
  origin: string;
}

export function schoolOf(s: StudyState, holder: StateHolder, now: number, operator: string, origin = ''): School {
  return { s, teachers: teacherState.of(holder).teachers, now, today: formatDate(now), operator, origin };
}

/** A stored file address as the caller loads it. */
export const media = (sc: Pick<School, 'origin'>, url: string): string => (url.startsWith('/') ? sc.origin + url : url);

/** Makeups arranged into a lesson that goes away wait again. */
export function releaseMakeups(s: StudyState, l: LessonRow): void {
  for (const e of l.extra) {
    const a = e.absenceId ? s.absences.get(e.absenceId) : undefined;
    if (a) {
      a.status = 1;
      a.makeupLessonId = null;
    }
  }
}

export const teacherName = (sc: School, id: number) => text(find(sc.teachers, id));
export const studentName = (sc: School, id: number) => text(find(sc.s.students, id));

/** A class's students, in the order they joined. */
export function membersOf(s: StudyState, classId: number): number[] {
  return [...(s.members.get(classId) ?? new Map<number, number>())]
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])
    .map(([id]) => id);
}

export function membership(s: StudyState): Membership {
  const classesOf = new Map<number, number[]>();
  for (const [c, m] of s.members)
    for (const student of m.keys()) {
      const list = classesOf.get(student);
      if (list) list.push(c);
      else classesOf.set(student, [c]);
    }
  return {
    classesOf: (student) => classesOf.get(student) ?? [],
    membersOf: (c) => [...(s.members.get(c)?.keys() ?? [])],
  };
}

/** The class of a lesson and its course (every lesson has both). */
export function classAndCourse(s: StudyState, classId: number) {
  const klass = find(s.classes, classId);
  const course = find(s.courses, idOf(klass?.values.courseId));
  if (!klass || !course) throw notFound();
  return { klass, course };
}

export const byLesson = (course: StoredRow) => course.values.chargeType === CHARGE_BY_LESSON;

/** Everyone in a lesson: its class's students now (or at its roll call), then the extra ones. */
export function rosterIds(s: StudyState, l: LessonRow): number[] {
  if (l.rollCall) return l.rollCall.entries.map((e) => e.studentId);
  const ids = membersOf(s, l.classId);
  for (const e of l.extra) if (!ids.includes(e.studentId)) ids.push(e.studentId);
  return ids;
}

export function lessonView(sc: School, l: LessonRow): Lesson {
  const { klass, course } = classAndCourse(sc.s, l.classId);
  return {
    id: l.id,
    classId: l.classId,
    className: text(klass),
    courseId: course.id,
    courseName: text(course),
    color: String(course.values.color ?? '#2975ee'),
    date: l.date,
    weekday: weekdayOf(l.date),
    startTime: timeOf(l.start),
    endTime: timeOf(l.end),
    teacherId: l.teacherId,
    teacherName: teacherName(sc, l.teacherId),
    roomId: l.roomId,
    roomName: text(find(sc.s.rooms, l.roomId)),
    content: l.content,
    status: l.status,
    studentCount: rosterIds(sc.s, l).length,
    capacity: Number(klass.values.capacity ?? 0),
    extraStudents: l.extra.map((e) => ({ studentId: e.studentId, name: studentName(sc, e.studentId), kind: e.kind })),
  };
}

export const bookedOf = (l: LessonRow): BookedLesson => ({
  id: l.id,
  date: l.date,
  start: l.start,
  end: l.end,
  classId: l.classId,
  teacherId: l.teacherId,
  roomId: l.roomId,
  extraStudentIds: l.extra.map((e) => e.studentId),
});

/** The timetable from `from` on, indexed for conflict checks (earlier lessons cannot clash with new ones). */
export function conflictIndex(s: StudyState, from: string): ConflictIndex {
  const lessons: BookedLesson[] = [];
  for (const l of s.lessons.values()) if (l.date >= from) lessons.push(bookedOf(l));
  return new ConflictIndex(membership(s), lessons);
}

const KIND_WORDS = { teacher: '老师', room: '教室', class: '班级', student: '学员' } as const;

/** A conflict as the pages show it: the clashing lesson, and a sentence naming it. */
export function describeConflict(sc: School, c: Conflict, start: number, end: number, slot: Slot): LessonConflict {
  const other = sc.s.lessons.get(c.lessonId) as LessonRow;
  const view = lessonView(sc, other);
  const when = `${view.date} ${view.startTime}-${view.endTime}`;
  const students = c.studentIds.map((id) => studentName(sc, id));
  const lesson = `「${view.className}」的课（${when}）`;
  const message = {
    teacher: `${KIND_WORDS.teacher}「${teacherName(sc, slot.teacherId)}」已有${lesson}`,
    room: `${KIND_WORDS.room}「${text(find(sc.s.rooms, slot.roomId))}」已被${lesson}占用`,
    class: `${KIND_WORDS.class}「${view.className}」这个时间已有课（${when}）`,
    student: `${KIND_WORDS.student}「${students.join('、')}」要上${lesson}`,
  }[c.kind];
  return {
    kind: c.kind,
    date: c.date,
    startTime: timeOf(start),
    endTime: timeOf(end),
    lesson: {
      id: view.id,
      date: view.date,
      startTime: view.startTime,
      endTime: view.endTime,
      className: view.className,
      teacherName: view.teacherName,
      roomName: view.roomName,
    },
    studentNames: students,
    message,
  };
}

export interface Slot {
  classId: number;
  teacherId: number;
  roomId: number | null;
}

/** The teachers of a class (the first leads its lessons unless a schedule names another). */
export const teacherIdsOf = (klass: StoredRow) => idsOf(klass.values.teacherIds);
