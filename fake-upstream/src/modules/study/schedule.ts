import {
  CLASS_FINISHED,
  type Conflict,
  type ConflictIndex,
  type GeneratedDates,
  type Lesson,
  type LessonConflict,
  minutesOf,
  oneOffDates,
  ruleDates,
  type ScheduleInput,
  type scheduleInput,
  weekdayOf,
} from '@console/contracts';
import type { z } from 'zod';
import { fail, notFound } from '../../errors.js';
import {
  conflictIndex,
  describeConflict,
  find,
  lessonView,
  membersOf,
  must,
  releaseMakeups,
  rosterIds,
  type School,
  text,
} from './school.js';
import { idOf, type LessonRow, type StudyState } from './state.js';

type Rule = z.output<typeof scheduleInput>;

/** The days a schedule makes lessons on, with the holidays it skipped. */
export function datesOf(
  s: StudyState,
  rule: Pick<
    ScheduleInput,
    'mode' | 'startDate' | 'endType' | 'endDate' | 'count' | 'weekdays' | 'dates' | 'skipHolidays'
  >,
): GeneratedDates {
  const holidays = new Set(s.settings.holidays);
  const skip = rule.skipHolidays === true;
  if (rule.mode === 'dates') return oneOffDates(rule.dates ?? [], holidays, skip);
  return ruleDates(
    {
      startDate: rule.startDate ?? '',
      endType: rule.endType ?? 'count',
      endDate: rule.endDate,
      count: rule.count,
      weekdays: rule.weekdays ?? [],
      skipHolidays: skip,
    },
    holidays,
  );
}

/** A class that can still be scheduled, and a teacher and a room that exist and may teach there. */
function checkSlot(sc: School, classId: number, teacherId: number, roomId: number | null | undefined) {
  const klass = must(sc.s.classes, classId, '班级');
  if (klass.values.status === CLASS_FINISHED) throw fail(`班级「${text(klass)}」已结课，不能再排课`);
  const teacher = find(sc.teachers, teacherId);
  if (!teacher) throw fail('所选老师不存在，请刷新后重试');
  if (teacher.values.employment === 3) throw fail(`老师「${text(teacher)}」已离职，不能安排上课`);
  if (roomId) must(sc.s.rooms, roomId, '教室');
  return klass;
}

/** Every clash of a class's lessons at these days and this time, named for a person. */
function conflictsOf(
  sc: School,
  index: ConflictIndex,
  slot: { classId: number; teacherId: number; roomId: number | null; extra?: number[]; ignoreId?: number },
  dates: readonly string[],
  start: number,
  end: number,
): LessonConflict[] {
  const check = index.checker({
    classId: slot.classId,
    teacherId: slot.teacherId,
    roomId: slot.roomId,
    studentIds: [...membersOf(sc.s, slot.classId), ...(slot.extra ?? [])],
    ignoreId: slot.ignoreId,
  });
  const found: Conflict[] = [];
  for (const date of dates) found.push(...check(date, start, end));
  return found.map((c) => describeConflict(sc, c, start, end, slot));
}

export function previewSchedule(sc: School, rule: Rule) {
  checkSlot(sc, rule.classId, rule.teacherId, rule.roomId);
  const { dates, skipped } = datesOf(sc.s, rule);
  const start = minutesOf(rule.startTime);
  const end = minutesOf(rule.endTime);
  const slot = { classId: rule.classId, teacherId: rule.teacherId, roomId: rule.roomId ?? null };
  return {
    dates: dates.map((date) => ({ date, weekday: weekdayOf(date) })),
    skipped: skipped.map((date) => ({ date, reason: '节假日' })),
    conflicts: conflictsOf(sc, conflictIndex(sc.s, sc.today), slot, dates, start, end),
  };
}

/** The upstream's refusal of a clash: the first one named, and how many more there are. */
function refuseConflicts(conflicts: readonly LessonConflict[]): never {
  const [first] = conflicts;
  const more = conflicts.length > 1 ? `，共 ${conflicts.length} 处冲突` : '';
  throw fail(`排课冲突：${first?.date} ${first?.startTime}-${first?.endTime} ${first?.message}${more}`);
}

/** Saves a schedule: refused as a whole when any lesson would clash. */
export function saveSchedule(sc: School, rule: Rule): { created: number; skipped: number } {
  const preview = previewSchedule(sc, rule);
  if (preview.dates.length === 0) throw fail('所选日期范围内没有可排的课，请调整日期或星期');
  if (preview.conflicts.length > 0) refuseConflicts(preview.conflicts);
  for (const { date } of preview.dates) {
    const l: LessonRow = {
      id: sc.s.seq.lesson.take(),
      classId: rule.classId,
      date,
      start: minutesOf(rule.startTime),
      end: minutesOf(rule.endTime),
      teacherId: rule.teacherId,
      roomId: rule.roomId ?? null,
      content: rule.content ?? '',
      status: 1,
      extra: [],
      createdAt: sc.now,
    };
    sc.s.lessons.set(l.id, l);
  }
  return { created: preview.dates.length, skipped: preview.skipped.length };
}

export interface MoveInput {
  id: number;
  date: string;
  startTime: string;
  endTime: string;
  teacherId: number;
  roomId?: number | null;
}

function movable(sc: School, id: number): LessonRow {
  const l = sc.s.lessons.get(id);
  if (!l) throw notFound();
  if (l.status === 2) throw fail('该课节已点名，不能调课，请先撤销点名');
  return l;
}

/** The clashes a lesson would have at its new day, time, teacher and room. */
export function checkMove(sc: School, input: MoveInput): LessonConflict[] {
  const l = movable(sc, input.id);
  const roomId = input.roomId === undefined ? l.roomId : input.roomId;
  checkSlot(sc, l.classId, input.teacherId, roomId);
  const slot = {
    classId: l.classId,
    teacherId: input.teacherId,
    roomId,
    extra: l.extra.map((e) => e.studentId),
    ignoreId: l.id,
  };
  return conflictsOf(
    sc,
    conflictIndex(sc.s, sc.today),
    slot,
    [input.date],
    minutesOf(input.startTime),
    minutesOf(input.endTime),
  );
}

/** 调课: moved only when nothing clashes there. */
export function moveLesson(sc: School, input: MoveInput): Lesson {
  const conflicts = checkMove(sc, input);
  if (conflicts.length > 0) refuseConflicts(conflicts);
  const l = movable(sc, input.id);
  l.date = input.date;
  l.start = minutesOf(input.startTime);
  l.end = minutesOf(input.endTime);
  l.teacherId = input.teacherId;
  if (input.roomId !== undefined) l.roomId = input.roomId;
  return lessonView(sc, l);
}

/** 取消课节: a lesson not yet called goes; makeups arranged into it go back to waiting. */
export function cancelLesson(sc: School, id: number): void {
  releaseMakeups(sc.s, movable(sc, id));
  sc.s.lessons.delete(id);
}

export interface LessonFilter {
  classId?: number;
  courseId?: number;
  teacherId?: number;
  roomId?: number;
  studentId?: number;
  status?: 1 | 2;
  startDate?: string;
  endDate?: string;
}

/** Lessons a filter selects, by day and time. */
export function selectLessons(sc: School, q: LessonFilter): LessonRow[] {
  const out: LessonRow[] = [];
  for (const l of sc.s.lessons.values()) {
    if (q.startDate && l.date < q.startDate) continue;
    if (q.endDate && l.date > q.endDate) continue;
    if (q.classId && l.classId !== q.classId) continue;
    if (q.teacherId && l.teacherId !== q.teacherId) continue;
    if (q.roomId && l.roomId !== q.roomId) continue;
    if (q.status && l.status !== q.status) continue;
    if (q.courseId && idOf(find(sc.s.classes, l.classId)?.values.courseId) !== q.courseId) continue;
    if (q.studentId && !rosterIds(sc.s, l).includes(q.studentId)) continue;
    out.push(l);
  }
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.start - b.start || a.id - b.id);
}
