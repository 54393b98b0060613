import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AttendancePolicy,
  adjust,
  type Changed,
  consumedValue,
  deduct,
  finish,
  type LessonBalance,
  leftOf,
  lessonsFor,
  type Mark,
  planRollCall,
  refusalMessage,
  undoRollCall,
} from './balance-rules.js';
import type { AttendanceStatus } from './enums.js';

const balanceArb = fc
  .record({
    bought: fc.integer({ min: 0, max: 120 }),
    given: fc.integer({ min: 0, max: 10 }),
    usedShare: fc.integer({ min: 0, max: 100 }),
    fee: fc.integer({ min: 0, max: 2_000_000 }),
    status: fc.constantFrom(1, 1, 1, 2, 3) as fc.Arbitrary<1 | 2 | 3>,
    overdrawn: fc.integer({ min: 0, max: 3 }),
  })
  .map(
    (r): LessonBalance => ({
      bought: r.bought,
      given: r.given,
      used: Math.floor(((r.bought + r.given) * r.usedShare) / 100) + (r.usedShare === 100 ? r.overdrawn : 0),
      remainingFee: r.usedShare === 100 ? 0 : r.fee,
      status: r.status,
    }),
  );
const policyArb: fc.Arbitrary<AttendancePolicy> = fc.record({
  deductLessons: fc.integer({ min: 0, max: 4 }),
  leaveDeduct: fc.boolean(),
  absentDeduct: fc.boolean(),
  byLesson: fc.constantFrom(true, true, true, false),
});
const statusArb = fc.constantFrom(1, 2, 3, 4) as fc.Arbitrary<AttendanceStatus>;
/** A class of up to 12 students, their balances (some have none), and a mark for each. */
const rollCallArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 12 })
  .chain((ids) =>
    fc.record({
      balances: fc.tuple(...ids.map((id) => fc.option(balanceArb, { nil: undefined }).map((b) => [id, b] as const))),
      marks: fc.tuple(
        ...ids.map((id) => fc.record({ studentId: fc.constant(id), status: statusArb, free: fc.boolean() })),
      ),
    }),
  )
  .map(({ balances, marks }) => ({
    balances: new Map(balances.filter((e): e is readonly [number, LessonBalance] => e[1] !== undefined)),
    marks: marks as Mark[],
  }));

const merged = (base: ReadonlyMap<number, LessonBalance>, changed: ReadonlyMap<number, LessonBalance>) =>
  new Map([...base, ...changed]);

describe('what a mark deducts', () => {
  it('deducts the class’s lessons for attending, and for leave or absence only when the class says so', () => {
    const p: AttendancePolicy = { deductLessons: 2, leaveDeduct: false, absentDeduct: true, byLesson: true };
    expect([1, 2, 3, 4].map((s) => lessonsFor(s as AttendanceStatus, p))).toEqual([2, 2, 0, 2]);
    expect(lessonsFor(1, { ...p, byLesson: false })).toBe(0);
    expect(lessonsFor(1, p, true)).toBe(0);
  });

  it('values lessons at the fee left over the lessons left, the last ones taking what remains', () => {
    const b: LessonBalance = { bought: 3, given: 0, used: 0, remainingFee: 10_000, status: 1 };
    expect(consumedValue(b, 1)).toBe(3333);
    expect(consumedValue({ ...b, used: 2, remainingFee: 3334 }, 1)).toBe(3334);
    expect(consumedValue({ ...b, used: 3 }, 1)).toBe(0);
  });
});

describe('roll call and undo', () => {
  it('a roll call and its undo leave every balance as it was', () => {
    fc.assert(
      fc.property(rollCallArb, policyArb, fc.boolean(), ({ balances, marks }, policy, allowNegative) => {
        const plan = planRollCall(balances, marks, policy, allowNegative);
        if (!plan.ok) return;
        const after = merged(balances, plan.balances);
        const undone = merged(after, undoRollCall(after, plan.entries));
        for (const [id, b] of balances) expect(undone.get(id)).toEqual(b);
        // Students who held nothing and went below zero are back at nothing.
        for (const [id, b] of undone) if (!balances.has(id)) expect(leftOf(b)).toBe(0);
      }),
    );
  });

  it('never takes a balance below zero unless the school allows it; a refused roll call changes nothing', () => {
    fc.assert(
      fc.property(rollCallArb, policyArb, ({ balances, marks }, policy) => {
        const plan = planRollCall(balances, marks, policy, false);
        if (!plan.ok) {
          expect(['insufficient', 'paused', 'finished']).toContain(plan.reason);
          return;
        }
        for (const [id, b] of plan.balances) {
          expect(leftOf(b)).toBeGreaterThanOrEqual(Math.min(0, leftOf(balances.get(id) ?? b)));
          expect(b.remainingFee).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('every change a roll call makes is in its entries, to the lesson and the fen', () => {
    fc.assert(
      fc.property(rollCallArb, policyArb, fc.boolean(), ({ balances, marks }, policy, allowNegative) => {
        const plan = planRollCall(balances, marks, policy, allowNegative);
        if (!plan.ok) return;
        const zero: LessonBalance = { bought: 0, given: 0, used: 0, remainingFee: 0, status: 1 };
        for (const [id, after] of plan.balances) {
          const before = balances.get(id) ?? zero;
          const logged = plan.entries.filter((e) => e.studentId === id);
          expect(leftOf(after) - leftOf(before)).toBe(logged.reduce((s, e) => s + e.change.lessons, 0));
          expect(after.remainingFee - before.remainingFee).toBe(logged.reduce((s, e) => s + e.change.amount, 0));
        }
        for (const e of plan.entries) if (!plan.balances.has(e.studentId)) expect(e.change.lessons).toBe(0);
      }),
    );
  });

  it('refuses a student with too few lessons, naming them, and lets it through when negatives are allowed', () => {
    const b: LessonBalance = { bought: 10, given: 0, used: 10, remainingFee: 0, status: 1 };
    const p: AttendancePolicy = { deductLessons: 1, leaveDeduct: false, absentDeduct: false, byLesson: true };
    const refused = planRollCall(new Map([[7, b]]), [{ studentId: 7, status: 1 }], p, false);
    expect(refused).toEqual({ ok: false, reason: 'insufficient', left: 0, needed: 1, studentId: 7 });
    if (!refused.ok)
      expect(refusalMessage(refused, '赵天佑', '钢琴启蒙')).toBe(
        '学员「赵天佑」的「钢琴启蒙」剩余 0 课时，本次需扣 1 课时，课时不足',
      );
    const allowed = planRollCall(new Map([[7, b]]), [{ studentId: 7, status: 1 }], p, true);
    expect(allowed.ok && leftOf(allowed.balances.get(7) as LessonBalance)).toBe(-1);
    expect(allowed.ok && allowed.exhausted).toEqual([7]);
  });
});

describe('adjustments and 结课', () => {
  const kindArb = fc.constantFrom('buy', 'give', 'correct') as fc.Arbitrary<'buy' | 'give' | 'correct'>;

  it('answer exactly the change they make, and never go below zero unless allowed', () => {
    fc.assert(
      fc.property(
        balanceArb,
        kindArb,
        fc.integer({ min: -50, max: 50 }).filter((n) => n !== 0),
        fc.integer({ min: 0, max: 500_000 }),
        fc.boolean(),
        (b, kind, n, amount, allowNegative) => {
          const lessons = kind === 'correct' ? n : Math.abs(n);
          const out = adjust(b, kind, lessons, amount, allowNegative);
          if (!out.ok) return;
          expect(leftOf(out.balance) - leftOf(b)).toBe(out.change.lessons);
          expect(out.balance.remainingFee - b.remainingFee).toBe(out.change.amount);
          if (!allowNegative && out.change.lessons < 0) expect(leftOf(out.balance)).toBeGreaterThanOrEqual(0);
          expect(out.balance.used).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('结课 writes off what is left and is final', () => {
    fc.assert(
      fc.property(balanceArb, (b) => {
        const done = finish(b) as Changed;
        expect(done.balance.status).toBe(3);
        expect(done.balance.remainingFee).toBe(0);
        expect(leftOf(done.balance)).toBe(Math.min(0, leftOf(b)));
        expect(leftOf(done.balance) - leftOf(b)).toBe(done.change.lessons);
        expect(adjust(done.balance, 'give', 1, 0, true)).toEqual({ ok: false, reason: 'finished' });
        expect(deduct(done.balance, 1, true)).toEqual({ ok: false, reason: 'finished' });
      }),
    );
  });

  it('a correction up cannot give back more than was used', () => {
    const b: LessonBalance = { bought: 10, given: 0, used: 2, remainingFee: 800, status: 1 };
    expect(adjust(b, 'correct', 3, 0, false)).toEqual({
      ok: false,
      reason: 'invalid',
      message: '已用课时只有 2 课时，最多修正增加 2 课时',
    });
    expect(adjust(b, 'correct', -9, 0, false)).toEqual({ ok: false, reason: 'insufficient', left: 8, needed: 9 });
  });
});
