import { addDays, CODE, conflictsByScan, leftOf, MSG_EXTRA, type Roster, weekdayOf } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../errors.js';
import type { CallContext } from '../../kit/handlers.js';
import { businessError, callContext, testState } from '../../kit/testing.js';
import { formatDate, formatDateTime } from '../../util/time.js';
import { teacherState } from '../teacher/state.js';
import { studyFake } from './index.js';
import { bookedOf, membership } from './school.js';
import type { StudyState } from './state.js';
import { studyState } from './study-state.js';

/** Friday 20 November 2026, noon in China. */
const NOW = Date.UTC(2026, 10, 20, 4, 0, 0);
const TODAY = formatDate(NOW);

const fresh = () => {
  const state = testState(NOW);
  return { state, ctx: callContext(state, NOW), s: studyState.of(state.primary) };
};

/** Calls a handler by procedure name with an input the contract has already parsed. */
function call<T = unknown>(ctx: CallContext, name: string, input: unknown): T {
  const handler = studyFake.handlers[name] as unknown as (input: unknown, ctx: CallContext) => T;
  return handler(input, ctx);
}

const classId = (s: StudyState, name: string) => s.classes.all().find((r) => r.values.name === name)?.id as number;
const studentId = (s: StudyState, name: string) => s.students.all().find((r) => r.values.name === name)?.id as number;
const pianoToday = (s: StudyState) =>
  [...s.lessons.values()].find((l) => l.classId === classId(s, '钢琴启蒙小班') && l.date === TODAY)!;
/** Every balance and every log line, as numbers to compare. */
const snapshot = (s: StudyState) =>
  new Map([...s.balances.values()].map((b) => [b.id, { ...b.balance, left: leftOf(b.balance) }]));

/** Each balance is what its log lines add up to, to the lesson and the fen. */
function expectBalancesLogged(s: StudyState) {
  for (const b of s.balances.values()) {
    const lines = s.logs.filter((l) => l.studentId === b.studentId && l.courseId === b.courseId);
    expect(lines.reduce((n, l) => n + l.lessons, 0)).toBe(leftOf(b.balance));
    expect(lines.reduce((n, l) => n + l.amount, 0)).toBe(b.balance.remainingFee);
    expect(lines.at(-1)?.leftAfter).toBe(leftOf(b.balance));
  }
}

describe('the seeded school', () => {
  it('has every balance explained by its log, and no two lessons to come that clash', () => {
    const { s } = fresh();
    expect(s.balances.size).toBeGreaterThan(100);
    expectBalancesLogged(s);
    const ahead = [...s.lessons.values()].filter((l) => l.date >= TODAY).map(bookedOf);
    const members = membership(s);
    for (const l of ahead) {
      const slot = {
        classId: l.classId,
        teacherId: l.teacherId,
        roomId: l.roomId,
        studentIds: [...members.membersOf(l.classId), ...l.extraStudentIds],
        ignoreId: l.id,
      };
      expect(conflictsByScan(slot, l.date, l.start, l.end, ahead, members)).toEqual([]);
    }
  });

  it('is the same on every start', () => {
    const a = fresh().s;
    const b = fresh().s;
    expect([...a.lessons.values()].map((l) => [l.date, l.start, l.classId])).toEqual(
      [...b.lessons.values()].map((l) => [l.date, l.start, l.classId]),
    );
    expect(snapshot(a)).toEqual(snapshot(b));
  });
});

describe('roll call', () => {
  it('refuses a student with no lessons left, naming them, and deducts the others when they are excused', () => {
    const { ctx, s } = fresh();
    const lesson = pianoToday(s);
    const roster = call<Roster>(ctx, 'studyRollCall.roster', { lessonId: lesson.id });
    const exhausted = studentId(s, '赵天佑');
    expect(roster.students.find((x) => x.studentId === exhausted)?.left).toBe(0);
    const marks = roster.students.map((x) => ({ studentId: x.studentId, status: 1 }));
    expect(businessError(() => call(ctx, 'studyRollCall.submit', { lessonId: lesson.id, marks }))).toBe(
      '学员「赵天佑」的「钢琴启蒙」剩余 0 课时，本次需扣 1 课时，课时不足',
    );
    expect(lesson.status).toBe(1);

    const before = snapshot(s);
    const teacher = teacherState.of(ctx).teachers.get(lesson.teacherId);
    const taught = Number(teacher.values.lessonCount);
    const excused = marks.map((m) => (m.studentId === exhausted ? { ...m, status: 3 } : m));
    const out = call<{ deducted: number; amount: number; attended: number }>(ctx, 'studyRollCall.submit', {
      lessonId: lesson.id,
      marks: excused,
    });
    expect(out.attended).toBe(marks.length - 1);
    expect(out.deducted).toBe(marks.length - 1);
    expect(out.amount).toBeGreaterThan(0);
    expect(Number(teacher.values.lessonCount)).toBe(taught + 1);
    const after = snapshot(s);
    const changed = [...after].filter(([id, b]) => before.get(id)?.left !== b.left);
    expect(changed).toHaveLength(marks.length - 1);
    for (const [id, b] of changed) expect(b.left).toBe((before.get(id)?.left ?? 0) - 1);
    expectBalancesLogged(s);
    // The excused student waits for a makeup.
    expect([...s.absences.values()].some((a) => a.lessonId === lesson.id && a.studentId === exhausted)).toBe(true);
    expect(businessError(() => call(ctx, 'studyRollCall.submit', { lessonId: lesson.id, marks: excused }))).toBe(
      '该课节已点名，如需修改请先撤销点名',
    );

    call(ctx, 'studyRollCall.undo', { lessonId: lesson.id });
    expect(snapshot(s)).toEqual(before);
    expect(Number(teacher.values.lessonCount)).toBe(taught);
    expect(lesson.status).toBe(1);
    expect([...s.absences.values()].some((a) => a.lessonId === lesson.id)).toBe(false);
    expect([...s.attendance.values()].some((a) => a.lessonId === lesson.id)).toBe(false);
    expectBalancesLogged(s);
    expect(s.logs.filter((l) => l.lessonId === lesson.id).map((l) => l.kind)).toEqual([
      ...Array(marks.length - 1).fill(3),
      ...Array(marks.length - 1).fill(4),
    ]);
  });

  it('saves the settings on the version they were read at; a stale save is a conflict and writes nothing', () => {
    const { ctx, s } = fresh();
    const read = call<{ version: number; holidays: string[] }>(ctx, 'studySetting.get', {});
    const saved = call<{ version: number }>(ctx, 'studySetting.save', {
      allowNegative: true,
      holidays: ['2027-01-01'],
      version: read.version,
    });
    expect(saved.version).toBe(read.version + 1);
    // A second tab still on the version it read: refused, the first save stands.
    let refused: unknown = null;
    try {
      call(ctx, 'studySetting.save', { allowNegative: false, holidays: [], version: read.version });
    } catch (err) {
      refused = err instanceof UpstreamError ? [err.code, err.message] : err;
    }
    expect(refused).toEqual([CODE.conflict, MSG_EXTRA.conflict]);
    expect(s.settings).toEqual({
      allowNegative: true,
      holidays: ['2027-01-01'],
      version: saved.version,
      updateTime: formatDateTime(NOW),
    });
  });

  it('lets a balance go below zero only when the school allows it', () => {
    const { ctx, s } = fresh();
    call(ctx, 'studySetting.save', { allowNegative: true, holidays: s.settings.holidays });
    const lesson = pianoToday(s);
    const roster = call<Roster>(ctx, 'studyRollCall.roster', { lessonId: lesson.id });
    const marks = roster.students.map((x) => ({ studentId: x.studentId, status: 1 }));
    const out = call<{ exhausted: string[] }>(ctx, 'studyRollCall.submit', { lessonId: lesson.id, marks });
    expect(out.exhausted).toContain('赵天佑');
    const b = [...s.balances.values()].find((x) => x.studentId === studentId(s, '赵天佑') && x.balance.used > 0);
    expect(leftOf(b!.balance)).toBe(-1);
    expectBalancesLogged(s);
  });

  it('refuses a lesson still to come, and a roster that leaves someone out', () => {
    const { ctx, s } = fresh();
    const later = [...s.lessons.values()].find((l) => l.date > TODAY && l.status === 1)!;
    const roster = call<Roster>(ctx, 'studyRollCall.roster', { lessonId: later.id });
    const marks = roster.students.map((x) => ({ studentId: x.studentId, status: 1 }));
    expect(businessError(() => call(ctx, 'studyRollCall.submit', { lessonId: later.id, marks }))).toBe(
      '还没到上课日期，不能点名',
    );
    const lesson = pianoToday(s);
    const some = call<Roster>(ctx, 'studyRollCall.roster', { lessonId: lesson.id }).students.slice(1);
    expect(
      businessError(() =>
        call(ctx, 'studyRollCall.submit', {
          lessonId: lesson.id,
          marks: some.map((x) => ({ studentId: x.studentId, status: 3 })),
        }),
      ),
    ).toMatch(/^还有学员未点名：/);
  });
});

describe('scheduling', () => {
  const nextSaturday = addDays(TODAY, (6 - weekdayOf(TODAY) + 7) % 7 || 7);

  it('refuses a rule whose teacher is busy, naming the clashing lesson; the same rule at another time saves', () => {
    const { ctx, s } = fresh();
    const klass = call<{ id: number }>(ctx, 'studyClass.save', {
      name: '周六创意美术提高班',
      courseId: s.courses.all()[0]!.id,
      capacity: 10,
      deductLessons: 1,
      teacherIds: [1],
    });
    const rule = {
      classId: klass.id,
      mode: 'rule',
      startDate: nextSaturday,
      endType: 'count',
      count: 4,
      weekdays: [6],
      startTime: '09:30',
      endTime: '11:00',
      teacherId: 1,
      skipHolidays: false,
    };
    const preview = call<{ conflicts: Array<{ kind: string; message: string }>; dates: unknown[] }>(
      ctx,
      'studySchedule.preview',
      rule,
    );
    expect(preview.dates).toHaveLength(4);
    expect(preview.conflicts.length).toBeGreaterThan(0);
    expect(preview.conflicts.every((c) => c.kind === 'teacher')).toBe(true);
    expect(preview.conflicts[0]?.message).toMatch(/^老师「王雅琴」已有「创意美术周六A班」的课（.+ 09:00-10:30）$/);
    const refused = businessError(() => call(ctx, 'studySchedule.save', rule));
    expect(refused).toMatch(/^排课冲突：.+ 09:30-11:00 老师「王雅琴」已有「创意美术周六A班」的课/);
    expect([...s.lessons.values()].some((l) => l.classId === klass.id)).toBe(false);

    const later = { ...rule, startTime: '14:00', endTime: '15:30' };
    expect(call<{ conflicts: unknown[] }>(ctx, 'studySchedule.preview', later).conflicts).toEqual([]);
    expect(call(ctx, 'studySchedule.save', later)).toEqual({ created: 4, skipped: 0 });
    const made = [...s.lessons.values()].filter((l) => l.classId === klass.id);
    expect(made.map((l) => weekdayOf(l.date))).toEqual([6, 6, 6, 6]);
  });

  it('moves a lesson only where nothing clashes', () => {
    const { ctx, s } = fresh();
    const art = [...s.lessons.values()].find((l) => l.classId === classId(s, '创意美术周日B班') && l.date > TODAY)!;
    const calligraphy = [...s.lessons.values()].find(
      (l) => l.classId === classId(s, '创意美术周六A班') && l.date > TODAY,
    )!;
    const onto = { id: art.id, date: calligraphy.date, startTime: '09:00', endTime: '10:30', teacherId: art.teacherId };
    const clashes = call<{ conflicts: Array<{ kind: string }> }>(ctx, 'studySchedule.checkMove', onto).conflicts;
    expect(clashes.map((c) => c.kind)).toContain('teacher');
    expect(businessError(() => call(ctx, 'studySchedule.move', onto))).toMatch(/^排课冲突：/);
    const moved = call<{ date: string; startTime: string }>(ctx, 'studySchedule.move', {
      ...onto,
      startTime: '11:00',
      endTime: '12:30',
    });
    expect(moved).toMatchObject({ date: calligraphy.date, startTime: '11:00' });
  });
});

describe('classes and makeups', () => {
  it('keeps a class within its capacity', () => {
    const { ctx, s } = fresh();
    const piano = classId(s, '钢琴启蒙小班');
    const newcomers = ['钱多多', '冯小宝', '褚佳怡'].map((n) => studentId(s, n));
    expect(businessError(() => call(ctx, 'studyClass.addStudents', { classId: piano, studentIds: newcomers }))).toBe(
      '班级「钢琴启蒙小班」容量 6 人，已有 4 人，最多还能加入 2 人',
    );
    expect(call(ctx, 'studyClass.addStudents', { classId: piano, studentIds: newcomers.slice(0, 2) })).toEqual({
      added: 2,
      studentCount: 6,
    });
  });

  it('arranges an absence into a later lesson of the same course, and only of that course', () => {
    const { ctx, s } = fresh();
    const absence = [...s.absences.values()].find((a) => a.studentId === studentId(s, '林小满') && a.status === 1)!;
    const otherCourse = [...s.lessons.values()].find(
      (l) => l.classId === classId(s, '软笔书法周日班') && l.date > TODAY,
    )!;
    expect(businessError(() => call(ctx, 'studyMakeup.arrange', { id: absence.id, lessonId: otherCourse.id }))).toBe(
      '补课需选择同一课程「少儿创意美术」的课节',
    );
    const sameCourse = [...s.lessons.values()].find(
      (l) => l.classId === classId(s, '创意美术周日B班') && l.date > TODAY,
    )!;
    const arranged = call<{ status: number; makeupLesson: { id: number } }>(ctx, 'studyMakeup.arrange', {
      id: absence.id,
      lessonId: sameCourse.id,
    });
    expect(arranged.status).toBe(3);
    expect(arranged.makeupLesson.id).toBe(sameCourse.id);
    expect(sameCourse.extra).toEqual([{ studentId: absence.studentId, kind: 4, absenceId: absence.id }]);
    // Cancelling the lesson sends the makeup back to waiting.
    call(ctx, 'studySchedule.cancel', { id: sameCourse.id });
    expect(absence.status).toBe(1);
  });
});
