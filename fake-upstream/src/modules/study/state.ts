import {
  type AnyResource,
  type AttendanceStatus,
  type BalanceChange,
  type LessonBalance,
  type LessonStudentKind,
  type LogKind,
  studyCheck,
  studyClass,
  studyCourse,
  studyEvaluation,
  studyGrowth,
  studyHomework,
  studyNotice,
  studyRating,
  studyRoom,
  studyStudent,
} from '@console/contracts';
import { ResourceStore, type StoreRules } from '../../kit/store.js';

/** A lesson on the timetable. Times are minutes after midnight, China time. */
export interface LessonRow {
  id: number;
  classId: number;
  date: string;
  start: number;
  end: number;
  teacherId: number;
  roomId: number | null;
  content: string;
  status: 1 | 2;
  /** Students in it besides its class's: temporary, trial, makeup (with the absence it makes up). */
  extra: Array<{ studentId: number; kind: LessonStudentKind; absenceId?: number }>;
  createdAt: number;
  /** The roll call, once taken: each student's mark and what it changed, so that it can be undone. */
  rollCall?: { at: number; operator: string; entries: RollCallMark[] };
}

export interface RollCallMark {
  studentId: number;
  kind: LessonStudentKind;
  status: AttendanceStatus;
  change: BalanceChange;
  remark: string;
  attendanceId: number;
  /** The absence this mark created (请假, 未到). */
  createdAbsenceId?: number;
  /** The absence this makeup mark completed. */
  completedAbsenceId?: number;
}

export interface BalanceRecord {
  id: number;
  studentId: number;
  courseId: number;
  balance: LessonBalance;
  createdAt: number;
  updatedAt: number;
  /** Advances on every change of the balance (`record`, a status set). */
  version: number;
}

export interface LogRecord {
  id: number;
  studentId: number;
  courseId: number;
  kind: LogKind;
  lessons: number;
  amount: number;
  leftAfter: number;
  lessonId: number | null;
  reason: string;
  operator: string;
  createdAt: number;
}

export interface AttendanceRecord {
  id: number;
  lessonId: number;
  studentId: number;
  kind: LessonStudentKind;
  status: AttendanceStatus;
  deducted: number;
  amount: number;
  remark: string;
  createdAt: number;
}

export interface AbsenceRecord {
  id: number;
  studentId: number;
  lessonId: number;
  attendance: AttendanceStatus;
  deducted: number;
  status: 1 | 2 | 3;
  makeupLessonId: number | null;
  remark: string;
  createdAt: number;
}

export interface CommentRecord {
  id: number;
  author: string;
  role: '老师' | '家长';
  content: string;
  createdAt: number;
}

export interface DiaryRecord {
  id: number;
  checkId: number;
  studentId: number;
  date: string;
  content: string;
  images: string[];
  video: string;
  /** Likes by parents; the school's own like is `liked`. */
  likes: number;
  liked: boolean;
  comments: CommentRecord[];
  createdAt: number;
}

export interface SubmissionRecord {
  id: number;
  homeworkId: number;
  studentId: number;
  status: 1 | 2;
  read: boolean;
  submittedAt: number | null;
  content: string;
  images: string[];
  score: number | null;
  comment: string;
  reviewedAt: number | null;
}

/** Ids of one kind of record, counting up from 1. */
export class Sequence {
  private next = 1;
  take(): number {
    return this.next++;
  }
}

/** Whether a stored value is a positive id (custom reference fields store ids or null). */
export const idOf = (v: unknown): number | null => (typeof v === 'number' && v > 0 ? v : null);
export const idsOf = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];

export interface StudyState {
  courses: ResourceStore;
  rooms: ResourceStore;
  classes: ResourceStore;
  students: ResourceStore;
  evaluations: ResourceStore;
  ratings: ResourceStore;
  notices: ResourceStore;
  growth: ResourceStore;
  checks: ResourceStore;
  homework: ResourceStore;
  /** Class → student → when they joined. */
  members: Map<number, Map<number, number>>;
  lessons: Map<number, LessonRow>;
  balances: Map<number, BalanceRecord>;
  logs: LogRecord[];
  attendance: Map<number, AttendanceRecord>;
  absences: Map<number, AbsenceRecord>;
  /** The study centre's settings; `version` advances on every save of them. */
  settings: { allowNegative: boolean; holidays: string[]; version: number; updateTime?: string };
  noticeReads: Map<number, Map<number, number>>;
  growthComments: Map<number, CommentRecord[]>;
  diaries: Map<number, DiaryRecord>;
  submissions: Map<number, SubmissionRecord>;
  seq: {
    lesson: Sequence;
    balance: Sequence;
    log: Sequence;
    attendance: Sequence;
    absence: Sequence;
    comment: Sequence;
    diary: Sequence;
    submission: Sequence;
  };
}

/**
 * The study centre's stores, empty. The store rules need the whole state (names, membership, what may be
 * deleted): `rulesFor` gets a way to reach it, which its closures call only once the state exists.
 */
export function createStudyState(clock: () => number, rulesFor: (state: () => StudyState) => RuleSet): StudyState {
  let s: StudyState | undefined;
  const rules = rulesFor(() => s as StudyState);
  const store = (resource: AnyResource, r: StoreRules) => new ResourceStore(resource, r, clock);
  s = {
    courses: store(studyCourse, rules.courses),
    rooms: store(studyRoom, rules.rooms),
    classes: store(studyClass, rules.classes),
    students: store(studyStudent, rules.students),
    evaluations: store(studyEvaluation, rules.evaluations),
    ratings: store(studyRating, rules.ratings),
    notices: store(studyNotice, rules.notices),
    growth: store(studyGrowth, rules.growth),
    checks: store(studyCheck, rules.checks),
    homework: store(studyHomework, rules.homework),
    members: new Map(),
    lessons: new Map(),
    balances: new Map(),
    logs: [],
    attendance: new Map(),
    absences: new Map(),
    settings: { allowNegative: false, holidays: [], version: 1 },
    noticeReads: new Map(),
    growthComments: new Map(),
    diaries: new Map(),
    submissions: new Map(),
    seq: {
      lesson: new Sequence(),
      balance: new Sequence(),
      log: new Sequence(),
      attendance: new Sequence(),
      absence: new Sequence(),
      comment: new Sequence(),
      diary: new Sequence(),
      submission: new Sequence(),
    },
  };
  return s;
}

export type RuleSet = Record<
  | 'courses'
  | 'rooms'
  | 'classes'
  | 'students'
  | 'evaluations'
  | 'ratings'
  | 'notices'
  | 'growth'
  | 'checks'
  | 'homework',
  StoreRules
>;
