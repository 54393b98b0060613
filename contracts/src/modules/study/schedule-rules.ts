/**
 * Scheduling as pure functions, shared by the fake upstream's checks and the web's pre-save display: the dates
 * a rule generates, and the lessons a new one would clash with (the teacher's, the room's, the class's own and
 * its students'). Dates are China-time calendar days ('YYYY-MM-DD'); times are minutes after midnight.
 */

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' (a calendar day, whatever the machine's zone). */
export function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

/** The 'YYYY-MM-DD' of a day number. */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 1 for Monday … 7 for Sunday (1970-01-01 was a Thursday). */
export function weekdayOfDay(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

export const weekdayOf = (date: string): number => weekdayOfDay(dayNumber(date));

/** The same calendar day `years` later (29 February becomes the 28th in a common year). */
export function addYears(date: string, years: number): string {
  const y = Number(date.slice(0, 4)) + years;
  const md = date.slice(5);
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return `${y}-${md === '02-29' && !leap ? '02-28' : md}`;
}

/** Minutes after midnight of 'HH:mm'. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** 'HH:mm' of minutes after midnight. */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Two half-open spans [a, b) and [c, d) share a minute: a lesson ending at 10:30 and one starting then do not. */
export const overlaps = (aStart: number, aEnd: number, bStart: number, bEnd: number): boolean =>
  aStart < bEnd && bStart < aEnd;

export const SCHEDULE_LIMITS = {
  /** The first lesson of a rule at most this many years ahead. */
  aheadYears: 2,
  /** A rule ending by count makes at most this many lessons. */
  maxCount: 100,
  /** One-off scheduling takes at most this many dates. */
  maxDates: 50,
  /** A rule ending by date spans at most this many years. */
  spanYears: 2,
  /** The timetable reads at most this many days at once (a month view's six weeks). */
  timetableDays: 42,
} as const;

/** A repeating rule's dates: from its start, on its weekdays, until a date or a number of lessons. */
export interface DateRule {
  startDate: string;
  endType: 'date' | 'count';
  endDate?: string;
  count?: number;
  weekdays: readonly number[];
  skipHolidays: boolean;
}

export interface GeneratedDates {
  /** The lessons' days, in order. */
  dates: string[];
  /** Days of the rule left out because they are holidays. */
  skipped: string[];
}

/**
 * The days a rule makes lessons on: exactly its weekdays between its start and its end (both included), or
 * its first `count` such days; holidays are left out when asked, and a skipped holiday does not use up the
 * count. A rule without weekdays makes nothing.
 */
export function ruleDates(rule: DateRule, holidays: ReadonlySet<string>): GeneratedDates {
  const out: GeneratedDates = { dates: [], skipped: [] };
  const weekdays = new Set(rule.weekdays);
  if (weekdays.size === 0) return out;
  const first = dayNumber(rule.startDate);
  const byCount = rule.endType === 'count';
  const count = rule.count ?? 0;
  // By count: enough weeks for `count` lessons on one weekday a week, each skipped holiday costing a week more.
  const last = byCount ? first + 7 * (count + 1 + holidays.size) : dayNumber(rule.endDate ?? rule.startDate);
  for (let day = first; day <= last; day++) {
    if (byCount && out.dates.length >= count) break;
    if (!weekdays.has(weekdayOfDay(day))) continue;
    const date = dateOfDay(day);
    if (rule.skipHolidays && holidays.has(date)) out.skipped.push(date);
    else out.dates.push(date);
  }
  return out;
}

/** One-off dates: sorted, each once, holidays left out when asked. */
export function oneOffDates(
  dates: readonly string[],
  holidays: ReadonlySet<string>,
  skipHolidays: boolean,
): GeneratedDates {
  const out: GeneratedDates = { dates: [], skipped: [] };
  for (const date of [...new Set(dates)].sort()) {
    if (skipHolidays && holidays.has(date)) out.skipped.push(date);
    else out.dates.push(date);
  }
  return out;
}

/** A lesson on the timetable, as the conflict checks see it. */
export interface BookedLesson {
  id: number;
  date: string;
  start: number;
  end: number;
  classId: number;
  teacherId: number;
  roomId: number | null;
  /** Students in it besides its class's (temporary, trial, makeup). */
  extraStudentIds: readonly number[];
}

/** Who is in which class. */
export interface Membership {
  classesOf(studentId: number): readonly number[];
  membersOf(classId: number): readonly number[];
}

/** What a new or moved lesson would take, apart from its time. */
export interface LessonSlot {
  classId: number;
  teacherId: number;
  roomId: number | null;
  /** The lesson's students: its class's members and any extra ones. */
  studentIds: readonly number[];
  /** The lesson being moved, which cannot clash with itself. */
  ignoreId?: number;
}

export type ConflictKind = 'teacher' | 'room' | 'class' | 'student';
export const CONFLICT_KINDS: readonly ConflictKind[] = ['teacher', 'room', 'class', 'student'];

export interface Conflict {
  kind: ConflictKind;
  /** The candidate's day. */
  date: string;
  /** The existing lesson it clashes with. */
  lessonId: number;
  /** For a student clash: the students who would be in both. */
  studentIds: number[];
}

/** One day's lessons by teacher, room, class and extra student (small-integer keys, one map per kind). */
interface DayIndex {
  teacher: Map<number, BookedLesson[]>;
  room: Map<number, BookedLesson[]>;
  klass: Map<number, BookedLesson[]>;
  extra: Map<number, BookedLesson[]>;
}

const NONE: readonly BookedLesson[] = [];

function push(map: Map<number, BookedLesson[]>, key: number, lesson: BookedLesson) {
  const bucket = map.get(key);
  if (bucket) bucket.push(lesson);
  else map.set(key, [lesson]);
}

function drop(map: Map<number, BookedLesson[]>, key: number, id: number) {
  const bucket = map.get(key);
  if (!bucket) return;
  const i = bucket.findIndex((l) => l.id === id);
  if (i >= 0) bucket.splice(i, 1);
  if (bucket.length === 0) map.delete(key);
}

/**
 * The timetable indexed by day, then by teacher, room, class and extra student: a check looks only at the
 * lessons of the same day that share something with the candidate. Lessons are added as they are scheduled,
 * so a run of rules checks each against everything before it.
 */
export class ConflictIndex {
  private readonly byDay = new Map<number, DayIndex>();
  /** Day numbers by date: a run of rules asks for the same few hundred days thousands of times. */
  private readonly days = new Map<string, number>();

  constructor(
    private readonly members: Membership,
    lessons: Iterable<BookedLesson> = [],
  ) {
    for (const l of lessons) this.add(l);
  }

  private dayOf(date: string): number {
    let day = this.days.get(date);
    if (day === undefined) {
      day = dayNumber(date);
      this.days.set(date, day);
    }
    return day;
  }

  add(l: BookedLesson): void {
    const day = this.dayOf(l.date);
    let d = this.byDay.get(day);
    if (!d) {
      d = { teacher: new Map(), room: new Map(), klass: new Map(), extra: new Map() };
      this.byDay.set(day, d);
    }
    push(d.teacher, l.teacherId, l);
    if (l.roomId !== null) push(d.room, l.roomId, l);
    push(d.klass, l.classId, l);
    for (const s of l.extraStudentIds) push(d.extra, s, l);
  }

  remove(l: BookedLesson): void {
    const d = this.byDay.get(this.dayOf(l.date));
    if (!d) return;
    drop(d.teacher, l.teacherId, l.id);
    if (l.roomId !== null) drop(d.room, l.roomId, l.id);
    drop(d.klass, l.classId, l.id);
    for (const s of l.extraStudentIds) drop(d.extra, s, l.id);
  }

  /**
   * A checker for one slot at any time: the classes that share a student with it are worked out once, so a
   * rule's hundreds of dates each cost a few map lookups.
   */
  checker(slot: LessonSlot): (date: string, start: number, end: number) => Conflict[] {
    const students = new Set(slot.studentIds);
    const studentList = [...students];
    // The other classes that share a student with the slot, with those students: worked out once, so a rule's
    // hundreds of dates each cost a few map lookups and no set is built per clash.
    const related = new Map<number, number[]>();
    for (const s of students)
      for (const c of this.members.classesOf(s)) {
        if (c === slot.classId) continue;
        const both = related.get(c);
        if (both) both.push(s);
        else related.set(c, [s]);
      }
    const relatedClasses = [...related.keys()];
    const relatedStudents = [...related.values()];
    return (date, start, end) => {
      const out: Conflict[] = [];
      const d = this.byDay.get(this.dayOf(date));
      if (!d) return out;
      const ignoreId = slot.ignoreId;
      for (const l of d.teacher.get(slot.teacherId) ?? NONE)
        if (clashesWith(l, ignoreId, start, end)) out.push({ kind: 'teacher', date, lessonId: l.id, studentIds: [] });
      if (slot.roomId !== null)
        for (const l of d.room.get(slot.roomId) ?? NONE)
          if (clashesWith(l, ignoreId, start, end)) out.push({ kind: 'room', date, lessonId: l.id, studentIds: [] });
      for (const l of d.klass.get(slot.classId) ?? NONE)
        if (clashesWith(l, ignoreId, start, end)) out.push({ kind: 'class', date, lessonId: l.id, studentIds: [] });
      let shared: Map<number, Set<number>> | null = null;
      for (let i = 0; i < relatedClasses.length; i++)
        for (const l of d.klass.get(relatedClasses[i] as number) ?? NONE) {
          if (!clashesWith(l, ignoreId, start, end)) continue;
          shared ??= new Map();
          for (const s of relatedStudents[i] as number[]) addShared(shared, l.id, s);
          for (const s of l.extraStudentIds) if (students.has(s)) addShared(shared, l.id, s);
        }
      // Most days have no lesson with extra students: no lookup per student then.
      if (d.extra.size > 0)
        for (const s of studentList)
          for (const l of d.extra.get(s) ?? NONE)
            if (l.classId !== slot.classId && clashesWith(l, ignoreId, start, end)) {
              shared ??= new Map();
              addShared(shared, l.id, s);
            }
      if (shared)
        for (const [lessonId, ids] of shared)
          out.push({ kind: 'student', date, lessonId, studentIds: [...ids].sort((a, b) => a - b) });
      return out;
    };
  }
}

/** Whether a booked lesson, other than the one being moved, overlaps the candidate's time. */
function clashesWith(l: BookedLesson, ignoreId: number | undefined, start: number, end: number): boolean {
  return l.id !== ignoreId && overlaps(start, end, l.start, l.end);
}

function addShared(shared: Map<number, Set<number>>, lessonId: number, studentId: number) {
  const set = shared.get(lessonId);
  if (set) set.add(studentId);
  else shared.set(lessonId, new Set([studentId]));
}

/**
 * The same checks by looking at every lesson: the reference the index is tested against, and the meaning of a
 * conflict in a few lines.
 */
export function conflictsByScan(
  slot: LessonSlot,
  date: string,
  start: number,
  end: number,
  lessons: readonly BookedLesson[],
  members: Membership,
): Conflict[] {
  const out: Conflict[] = [];
  for (const l of lessons) {
    if (l.id === slot.ignoreId || l.date !== date || !overlaps(start, end, l.start, l.end)) continue;
    if (l.teacherId === slot.teacherId) out.push({ kind: 'teacher', date, lessonId: l.id, studentIds: [] });
    if (slot.roomId !== null && l.roomId === slot.roomId)
      out.push({ kind: 'room', date, lessonId: l.id, studentIds: [] });
    if (l.classId === slot.classId) {
      out.push({ kind: 'class', date, lessonId: l.id, studentIds: [] });
      continue;
    }
    const inIt = new Set([...members.membersOf(l.classId), ...l.extraStudentIds]);
    const both = [...new Set(slot.studentIds)].filter((s) => inIt.has(s)).sort((a, b) => a - b);
    if (both.length > 0) out.push({ kind: 'student', date, lessonId: l.id, studentIds: both });
  }
  return out;
}

/** Membership from a class → members map (the fake's classes, a test's random school). */
export function membershipOf(classMembers: ReadonlyMap<number, readonly number[]>): Membership {
  const classesOf = new Map<number, number[]>();
  for (const [c, members] of classMembers)
    for (const s of new Set(members)) {
      const list = classesOf.get(s);
      if (list) list.push(c);
      else classesOf.set(s, [c]);
    }
  return {
    classesOf: (s) => classesOf.get(s) ?? [],
    membersOf: (c) => classMembers.get(c) ?? [],
  };
}
