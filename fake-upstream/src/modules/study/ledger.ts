import {
  ADJUST_KINDS,
  type AdjustKind,
  adjust,
  BALANCE_STATUS,
  BALANCE_TRANSITIONS,
  type BalanceChange,
  type BalanceLog,
  type BalanceRow,
  type BalanceStatus,
  EMPTY_BALANCE,
  finish,
  type LessonBalance,
  type LogKind,
  leftOf,
  optionLabel,
  refusalMessage,
} from '@console/contracts';
import { fail, notFound } from '../../errors.js';
import { advance, checkVersion } from '../../kit/versioned.js';
import { formatDateTime } from '../../util/time.js';
import { find, must, type School, studentName, text } from './school.js';
import type { BalanceRecord, LogRecord, StudyState } from './state.js';

/**
 * The balances and their log. Every change of a balance goes through `record`, which writes the log line in
 * the same step: nothing changes a balance without saying so.
 */

export function balanceOf(s: StudyState, studentId: number, courseId: number): BalanceRecord | undefined {
  for (const b of s.balances.values()) if (b.studentId === studentId && b.courseId === courseId) return b;
  return undefined;
}

/** A student's balance of a course, opened empty the first time something changes it. */
export function openBalance(s: StudyState, studentId: number, courseId: number, now: number): BalanceRecord {
  const found = balanceOf(s, studentId, courseId);
  if (found) return found;
  const b: BalanceRecord = {
    id: s.seq.balance.take(),
    studentId,
    courseId,
    balance: { ...EMPTY_BALANCE },
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
  s.balances.set(b.id, b);
  return b;
}

export interface Entry {
  kind: LogKind;
  reason: string;
  lessonId?: number | null;
}

/** Sets a balance to its new value and logs the change that led there. */
export function record(
  sc: Pick<School, 's' | 'now' | 'operator'>,
  b: BalanceRecord,
  next: LessonBalance,
  change: BalanceChange,
  entry: Entry,
): LogRecord {
  b.balance = next;
  b.updatedAt = sc.now;
  advance(b);
  const log: LogRecord = {
    id: sc.s.seq.log.take(),
    studentId: b.studentId,
    courseId: b.courseId,
    kind: entry.kind,
    lessons: change.lessons,
    amount: change.amount,
    leftAfter: leftOf(next),
    lessonId: entry.lessonId ?? null,
    reason: entry.reason,
    operator: sc.operator,
    createdAt: sc.now,
  };
  sc.s.logs.push(log);
  return log;
}

export function balanceView(sc: School, b: BalanceRecord): BalanceRow {
  const course = find(sc.s.courses, b.courseId);
  return {
    id: b.id,
    studentId: b.studentId,
    studentName: studentName(sc, b.studentId),
    courseId: b.courseId,
    courseName: text(course),
    chargeType: (course?.values.chargeType as 1 | 2 | 3) ?? 1,
    bought: b.balance.bought,
    given: b.balance.given,
    used: b.balance.used,
    left: leftOf(b.balance),
    remainingFee: b.balance.remainingFee,
    status: b.balance.status,
    updateDate: formatDateTime(b.updatedAt),
    version: b.version,
  };
}

export function logView(sc: School, l: LogRecord): BalanceLog {
  return {
    id: l.id,
    studentId: l.studentId,
    studentName: studentName(sc, l.studentId),
    courseId: l.courseId,
    courseName: text(find(sc.s.courses, l.courseId)),
    kind: l.kind,
    lessons: l.lessons,
    amount: l.amount,
    leftAfter: l.leftAfter,
    lessonId: l.lessonId,
    lessonDate: l.lessonId ? (sc.s.lessons.get(l.lessonId)?.date ?? '') : '',
    reason: l.reason,
    operator: l.operator,
    createTime: formatDateTime(l.createdAt),
  };
}

export interface AdjustInput {
  studentId: number;
  courseId: number;
  kind: AdjustKind;
  lessons: number;
  amount?: number;
  reason: string;
}

/** 调整课时: a purchase, a gift or a correction, with its reason in the log. */
export function adjustBalance(sc: School, input: AdjustInput): BalanceRecord {
  const student = must(sc.s.students, input.studentId, '学员');
  const course = must(sc.s.courses, input.courseId, '课程');
  const b = openBalance(sc.s, input.studentId, input.courseId, sc.now);
  const out = adjust(b.balance, input.kind, input.lessons, input.amount ?? 0, sc.s.settings.allowNegative);
  if (!out.ok) throw fail(refusalMessage(out, text(student), text(course)));
  const kind = ADJUST_KINDS.find((k) => k.value === input.kind)?.log ?? 6;
  record(sc, b, out.balance, out.change, { kind, reason: input.reason });
  return b;
}

/** 停课, 复课 or 结课 of a student's course: 结课 writes the rest off, in the log. */
export function setBalanceStatus(sc: School, id: number, status: BalanceStatus, version?: number): BalanceRecord {
  const b = sc.s.balances.get(id);
  if (!b) throw notFound();
  checkVersion(b, version);
  const from = b.balance.status;
  if (from === status) return b;
  if (!BALANCE_TRANSITIONS[from].includes(status))
    throw fail(`「${optionLabel(BALANCE_STATUS, from)}」状态不能改为「${optionLabel(BALANCE_STATUS, status)}」`);
  if (status === 3) {
    const done = finish(b.balance);
    record(sc, b, done.balance, done.change, { kind: 5, reason: '课程结课，剩余课时清零' });
  } else {
    b.balance = { ...b.balance, status };
    b.updatedAt = sc.now;
    advance(b);
  }
  return b;
}
