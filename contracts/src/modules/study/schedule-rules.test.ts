import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addYears,
  type BookedLesson,
  type Conflict,
  ConflictIndex,
  conflictsByScan,
  dateOfDay,
  dayNumber,
  type LessonSlot,
  membershipOf,
  oneOffDates,
  ruleDates,
  weekdayOf,
} from './schedule-rules.js';

const day = fc.integer({ min: dayNumber('2026-01-01'), max: dayNumber('2028-12-31') });
const weekdays = fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 });

describe('calendar helpers', () => {
  it('reads and writes days, weekdays and years in the calendar, not the machine zone', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dateOfDay(dayNumber('2026-11-23'))).toBe('2026-11-23');
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(7);
    expect(dateOfDay(dayNumber('2026-12-31') + 1)).toBe('2027-01-01');
    expect(addYears('2028-02-29', 2)).toBe('2030-02-28');
    expect(addYears('2026-11-23', 2)).toBe('2028-11-23');
  });
});

describe('ruleDates', () => {
  it('makes lessons on exactly the weekdays between the start and the end, both included', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 400 }), weekdays, (start, span, wd) => {
        const rule = {
          startDate: dateOfDay(start),
          endType: 'date' as const,
          endDate: dateOfDay(start + span),
          weekdays: wd,
          skipHolidays: false,
        };
        const { dates, skipped } = ruleDates(rule, new Set());
        const expected: string[] = [];
        for (let d = start; d <= start + span; d++)
          if (wd.includes(weekdayOf(dateOfDay(d)))) expected.push(dateOfDay(d));
        expect(dates).toEqual(expected);
        expect(skipped).toEqual([]);
      }),
    );
  });

  it('leaves holidays out only when asked, and a skipped holiday does not use up the count', () => {
    fc.assert(
      fc.property(
        day,
        weekdays,
        fc.integer({ min: 1, max: 100 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 900 }), { maxLength: 40 }),
        fc.boolean(),
        (start, wd, count, offsets, skip) => {
          const holidays = new Set(offsets.map((o) => dateOfDay(start + o)));
          const rule = {
            startDate: dateOfDay(start),
            endType: 'count' as const,
            count,
            weekdays: wd,
            skipHolidays: skip,
          };
          const { dates, skipped } = ruleDates(rule, holidays);
          expect(dates).toHaveLength(count);
          expect([...dates].sort()).toEqual(dates);
          expect(new Set(dates).size).toBe(dates.length);
          for (const d of dates) {
            expect(wd).toContain(weekdayOf(d));
            expect(d >= rule.startDate).toBe(true);
            if (skip) expect(holidays.has(d)).toBe(false);
          }
          if (!skip) expect(skipped).toEqual([]);
          for (const d of skipped) expect(holidays.has(d)).toBe(true);
          // Nothing between the start and the last lesson was missed.
          const last = dates.at(-1) as string;
          const taken = new Set([...dates, ...skipped]);
          for (let d = start; d <= dayNumber(last); d++)
            if (wd.includes(weekdayOf(dateOfDay(d)))) expect(taken.has(dateOfDay(d))).toBe(true);
        },
      ),
    );
  });

  it('skips the National Day week when asked', () => {
    const holidays = new Set(['2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07']);
    const rule = {
      startDate: '2026-09-28',
      endType: 'date' as const,
      endDate: '2026-10-11',
      weekdays: [1, 3, 5],
      skipHolidays: true,
    };
    expect(ruleDates(rule, holidays)).toEqual({
      dates: ['2026-09-28', '2026-09-30', '2026-10-09'],
      skipped: ['2026-10-02', '2026-10-05', '2026-10-07'],
    });
  });

  it('makes nothing without weekdays, and one-off dates are sorted, once each, holidays left out when asked', () => {
    expect(
      ruleDates({ startDate: '2026-12-01', endType: 'count', count: 5, weekdays: [], skipHolidays: false }, new Set()),
    ).toEqual({ dates: [], skipped: [] });
    expect(
      oneOffDates(['2026-12-03', '2026-12-01', '2026-12-03', '2027-01-01'], new Set(['2027-01-01']), true),
    ).toEqual({
      dates: ['2026-12-01', '2026-12-03'],
      skipped: ['2027-01-01'],
    });
    expect(oneOffDates(['2027-01-01'], new Set(['2027-01-01']), false).dates).toEqual(['2027-01-01']);
  });
});

/** A random school: classes with members, and lessons of those classes on a few days. */
const school = fc
  .record({
    members: fc.array(fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 8 }), {
      minLength: 1,
      maxLength: 8,
    }),
    lessons: fc.array(
      fc.record({
        day: fc.integer({ min: 0, max: 3 }),
        start: fc.integer({ min: 8 * 4, max: 20 * 4 }),
        length: fc.integer({ min: 1, max: 12 }),
        klass: fc.nat(),
        teacherId: fc.integer({ min: 1, max: 6 }),
        roomId: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
        extra: fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 3 }),
      }),
      { maxLength: 40 },
    ),
  })
  .map(({ members, lessons }) => {
    const classMembers = new Map(members.map((m, i) => [i + 1, m] as const));
    const booked: BookedLesson[] = lessons.map((l, i) => ({
      id: i + 1,
      date: dateOfDay(dayNumber('2026-12-07') + l.day),
      start: l.start * 15,
      end: (l.start + l.length) * 15,
      classId: (l.klass % members.length) + 1,
      teacherId: l.teacherId,
      roomId: l.roomId,
      extraStudentIds: l.extra,
    }));
    return { classMembers, booked };
  });

const slotArb = fc.record({
  klass: fc.integer({ min: 1, max: 9 }),
  teacherId: fc.integer({ min: 1, max: 6 }),
  roomId: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  extra: fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 3 }),
  day: fc.integer({ min: 0, max: 3 }),
  start: fc.integer({ min: 8 * 4, max: 20 * 4 }),
  length: fc.integer({ min: 1, max: 12 }),
  ignore: fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }),
});

const sorted = (list: Conflict[]) => [...list].sort((a, b) => a.kind.localeCompare(b.kind) || a.lessonId - b.lessonId);

describe('conflicts', () => {
  it('the index finds exactly the clashes a scan of every lesson finds', () => {
    fc.assert(
      fc.property(school, slotArb, ({ classMembers, booked }, s) => {
        const members = membershipOf(classMembers);
        const classId = ((s.klass - 1) % classMembers.size) + 1;
        const slot: LessonSlot = {
          classId,
          teacherId: s.teacherId,
          roomId: s.roomId,
          studentIds: [...members.membersOf(classId), ...s.extra],
          ignoreId: s.ignore,
        };
        const date = dateOfDay(dayNumber('2026-12-07') + s.day);
        const start = s.start * 15;
        const end = (s.start + s.length) * 15;
        const index = new ConflictIndex(members, booked);
        const found = index.checker(slot)(date, start, end);
        expect(sorted(found)).toEqual(sorted(conflictsByScan(slot, date, start, end, booked, members)));
      }),
    );
  });

  it('reports nothing where nothing is shared: another teacher, room and class, and no common student', () => {
    fc.assert(
      fc.property(school, slotArb, ({ classMembers, booked }, s) => {
        const members = membershipOf(classMembers);
        const slot: LessonSlot = { classId: 99, teacherId: 99, roomId: 99, studentIds: [999, 998] };
        const index = new ConflictIndex(members, booked);
        const date = dateOfDay(dayNumber('2026-12-07') + s.day);
        expect(index.checker(slot)(date, s.start * 15, (s.start + s.length) * 15)).toEqual([]);
      }),
    );
  });

  it('finds every kind of clash, and none for back-to-back lessons or after a lesson is removed', () => {
    const members = membershipOf(
      new Map([
        [1, [11, 12]],
        [2, [12, 13]],
        [3, [14]],
      ]),
    );
    const lesson = (id: number, o: Partial<BookedLesson>): BookedLesson => ({
      id,
      date: '2026-12-05',
      start: 540,
      end: 630,
      classId: 3,
      teacherId: 9,
      roomId: null,
      extraStudentIds: [],
      ...o,
    });
    const booked = [
      lesson(1, { teacherId: 1 }),
      lesson(2, { roomId: 5 }),
      lesson(3, { classId: 1 }),
      lesson(4, { classId: 2 }),
      lesson(5, { extraStudentIds: [11] }),
      lesson(6, { teacherId: 1, start: 630, end: 700 }),
      lesson(7, { teacherId: 1, date: '2026-12-06' }),
    ];
    const index = new ConflictIndex(members, booked);
    const check = index.checker({ classId: 1, teacherId: 1, roomId: 5, studentIds: [11, 12] });
    expect(sorted(check('2026-12-05', 570, 630))).toEqual([
      { kind: 'class', date: '2026-12-05', lessonId: 3, studentIds: [] },
      { kind: 'room', date: '2026-12-05', lessonId: 2, studentIds: [] },
      { kind: 'student', date: '2026-12-05', lessonId: 4, studentIds: [12] },
      { kind: 'student', date: '2026-12-05', lessonId: 5, studentIds: [11] },
      { kind: 'teacher', date: '2026-12-05', lessonId: 1, studentIds: [] },
    ]);
    expect(check('2026-12-05', 700, 760)).toEqual([]);
    index.remove(booked[0] as BookedLesson);
    expect(check('2026-12-05', 570, 630).some((c) => c.kind === 'teacher')).toBe(false);
    // A moved lesson does not clash with where it was.
    expect(
      index
        .checker({ classId: 1, teacherId: 1, roomId: 5, studentIds: [11, 12], ignoreId: 3 })('2026-12-05', 540, 560)
        .map((c) => c.lessonId),
    ).not.toContain(3);
  });
});
