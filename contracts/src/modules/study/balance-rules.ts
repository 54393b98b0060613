import { ABSENT, type AdjustKind, ATTENDED, type AttendanceStatus, type BalanceStatus } from './enums.js';

/**
 * Lesson balances as pure functions, shared by the fake upstream and the web: what a roll call deducts and
 * what it is worth, undoing it, hand adjustments and writing a course off. Every function answers the change
 * it made (lessons and fen, signed), which is what the consumption log records; a refused change says why.
 */

/** A student's holding of one course: lessons bought and given, lessons used, and the fee not yet consumed. */
export interface LessonBalance {
  bought: number;
  given: number;
  used: number;
  /** 剩余学费 in fen: what the lessons left are worth. */
  remainingFee: number;
  status: BalanceStatus;
}

export const leftOf = (b: LessonBalance): number => b.bought + b.given - b.used;

export const EMPTY_BALANCE: LessonBalance = { bought: 0, given: 0, used: 0, remainingFee: 0, status: 1 };

/** A change of a balance, as the log records it: lessons left and fee left, each signed. */
export interface BalanceChange {
  lessons: number;
  amount: number;
}

/** How a class deducts: lessons per attended lesson, and whether leave and absence deduct too. */
export interface AttendancePolicy {
  deductLessons: number;
  leaveDeduct: boolean;
  absentDeduct: boolean;
  /** The course is charged by lesson (按课时); courses charged by month or day are not deducted by roll call. */
  byLesson: boolean;
}

/**
 * Lessons a mark deducts. A free mark deducts nothing: a trial lesson, or a makeup whose absence was already
 * deducted.
 */
export function lessonsFor(status: AttendanceStatus, p: AttendancePolicy, free = false): number {
  if (!p.byLesson || free) return 0;
  if (ATTENDED.includes(status)) return p.deductLessons;
  if (status === 3) return p.leaveDeduct ? p.deductLessons : 0;
  if (status === 4) return p.absentDeduct ? p.deductLessons : 0;
  return 0;
}

export const isAbsent = (status: AttendanceStatus): boolean => ABSENT.includes(status);

/**
 * What `lessons` of a balance are worth (课消金额): the fee left shared over the lessons left, the last ones
 * taking what remains so no fen is left behind; nothing once no lessons are left.
 */
export function consumedValue(b: LessonBalance, lessons: number): number {
  const left = leftOf(b);
  if (lessons <= 0 || left <= 0 || b.remainingFee <= 0) return 0;
  if (lessons >= left) return b.remainingFee;
  return Math.round((b.remainingFee * lessons) / left);
}

export type Refusal =
  | { reason: 'insufficient'; left: number; needed: number }
  | { reason: 'paused' }
  | { reason: 'finished' }
  | { reason: 'invalid'; message: string };

export type Changed = { ok: true; balance: LessonBalance; change: BalanceChange };
export type Outcome = Changed | ({ ok: false } & Refusal);

/** Deducts `lessons`: refused for a paused or finished course, or below zero unless the school allows it. */
export function deduct(b: LessonBalance, lessons: number, allowNegative: boolean): Outcome {
  if (lessons === 0) return { ok: true, balance: b, change: { lessons: 0, amount: 0 } };
  if (b.status === 2) return { ok: false, reason: 'paused' };
  if (b.status === 3) return { ok: false, reason: 'finished' };
  const left = leftOf(b);
  if (left < lessons && !allowNegative) return { ok: false, reason: 'insufficient', left, needed: lessons };
  const amount = consumedValue(b, lessons);
  return {
    ok: true,
    balance: { ...b, used: b.used + lessons, remainingFee: b.remainingFee - amount },
    change: { lessons: 0 - lessons, amount: 0 - amount },
  };
}

/** Gives back what a deduction took (the change it answered): undoing a roll call. */
export function restore(b: LessonBalance, taken: BalanceChange): Changed {
  return {
    ok: true,
    balance: { ...b, used: b.used + taken.lessons, remainingFee: b.remainingFee - taken.amount },
    change: { lessons: 0 - taken.lessons, amount: 0 - taken.amount },
  };
}

/** One student's mark at a roll call. */
export interface Mark {
  studentId: number;
  status: AttendanceStatus;
  /** Costs nothing: a trial student, or a makeup student whose absence already cost lessons. */
  free?: boolean;
}

export interface RollCallEntry {
  studentId: number;
  status: AttendanceStatus;
  change: BalanceChange;
}

export type RollCallPlan =
  | {
      ok: true;
      entries: RollCallEntry[];
      balances: Map<number, LessonBalance>;
      /** Students who have no lessons left after it (the page warns about them). */
      exhausted: number[];
    }
  | ({ ok: false; studentId: number } & Refusal);

/**
 * A roll call's effect on the balances of the lesson's course, all or nothing: each mark's deduction, the new
 * balances of the students it touched, and who ran out. A student with no balance holds nothing.
 */
export function planRollCall(
  balances: ReadonlyMap<number, LessonBalance>,
  marks: readonly Mark[],
  policy: AttendancePolicy,
  allowNegative: boolean,
): RollCallPlan {
  const next = new Map<number, LessonBalance>();
  const entries: RollCallEntry[] = [];
  const exhausted: number[] = [];
  for (const m of marks) {
    const lessons = lessonsFor(m.status, policy, m.free);
    const before = next.get(m.studentId) ?? balances.get(m.studentId) ?? EMPTY_BALANCE;
    const out = deduct(before, lessons, allowNegative);
    if (!out.ok) return { ...out, studentId: m.studentId };
    if (lessons > 0) {
      next.set(m.studentId, out.balance);
      if (leftOf(out.balance) <= 0) exhausted.push(m.studentId);
    }
    entries.push({ studentId: m.studentId, status: m.status, change: out.change });
  }
  return { ok: true, entries, balances: next, exhausted };
}

/** Undoing a roll call: every entry's deduction given back. */
export function undoRollCall(
  balances: ReadonlyMap<number, LessonBalance>,
  entries: readonly RollCallEntry[],
): Map<number, LessonBalance> {
  const next = new Map<number, LessonBalance>();
  for (const e of entries) {
    if (e.change.lessons === 0 && e.change.amount === 0) continue;
    const before = next.get(e.studentId) ?? balances.get(e.studentId) ?? EMPTY_BALANCE;
    next.set(e.studentId, restore(before, e.change).balance);
  }
  return next;
}

/**
 * A hand adjustment: lessons bought (with what was paid), given, or corrected up or down. A correction down
 * is worth the lessons' share of the fee; a correction up may bring a fee with it. A finished course cannot
 * change, and no adjustment takes a balance below zero unless the school allows it.
 */
export function adjust(
  b: LessonBalance,
  kind: AdjustKind,
  lessons: number,
  amount: number,
  allowNegative: boolean,
): Outcome {
  if (b.status === 3) return { ok: false, reason: 'finished' };
  if (kind === 'buy')
    return {
      ok: true,
      balance: { ...b, bought: b.bought + lessons, remainingFee: b.remainingFee + amount },
      change: { lessons, amount },
    };
  if (kind === 'give') return { ok: true, balance: { ...b, given: b.given + lessons }, change: { lessons, amount: 0 } };
  if (lessons > 0) {
    if (lessons > b.used)
      return { ok: false, reason: 'invalid', message: `已用课时只有 ${b.used} 课时，最多修正增加 ${b.used} 课时` };
    return {
      ok: true,
      balance: { ...b, used: b.used - lessons, remainingFee: b.remainingFee + amount },
      change: { lessons, amount },
    };
  }
  const left = leftOf(b);
  if (left + lessons < 0 && !allowNegative) return { ok: false, reason: 'insufficient', left, needed: -lessons };
  const value = consumedValue(b, -lessons);
  return {
    ok: true,
    balance: { ...b, used: b.used - lessons, remainingFee: b.remainingFee - value },
    change: { lessons, amount: 0 - value },
  };
}

/** 结课: the lessons left and the fee left are written off, and the balance is final. */
export function finish(b: LessonBalance): Changed {
  const left = Math.max(0, leftOf(b));
  return {
    ok: true,
    balance: { ...b, used: b.used + left, remainingFee: 0, status: 3 },
    change: { lessons: 0 - left, amount: 0 - b.remainingFee },
  };
}

/** Why a change was refused, in the words staff read, naming the student and the course. */
export function refusalMessage(r: Refusal, student: string, course: string): string {
  switch (r.reason) {
    case 'insufficient':
      return `学员「${student}」的「${course}」剩余 ${r.left} 课时，本次需扣 ${r.needed} 课时，课时不足`;
    case 'paused':
      return `学员「${student}」的「${course}」已停课，不能扣课时`;
    case 'finished':
      return `学员「${student}」的「${course}」已结课，不能再变动课时`;
    case 'invalid':
      return r.message;
  }
}
