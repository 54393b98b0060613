import {
  addDays,
  CHARGE_BY_LESSON,
  CHECK_DAILY,
  CHECK_HOMEWORK,
  CLASS_FINISHED,
  COURSE_COLORS,
  ConflictIndex,
  chinaMs,
  dateOfDay,
  dayNumber,
  leftOf,
  minutesOf,
  PRODUCTS,
  ruleDates,
  TARGET_CLASS,
  TARGET_STUDENT,
  weekdayOf,
} from '@console/contracts';
import type { FakeData } from '../../kit/fake-data.js';
import type { SeedContext } from '../../kit/module.js';
import { seedStore } from '../../kit/seed.js';
import type { StoredRow } from '../../kit/store.js';
import { PRIMARY_SHOP } from '../../state/shops.js';
import { DAY_MS, formatDate } from '../../util/time.js';
import { teacherState } from '../teacher/state.js';
import { openSubmissions } from './checks.js';
import { adjustBalance, balanceOf, openBalance, record } from './ledger.js';
import { arrangeMakeup, completeMakeups, submitRollCall } from './roll-call.js';
import { studyRules } from './rules.js';
import { bookedOf, membership, membersOf, type School, schoolOf, teacherIdsOf } from './school.js';
import { type CommentRecord, createStudyState, idOf, type LessonRow, type StudyState } from './state.js';
import {
  CHECK_TITLES,
  COMMENTS_PARENT,
  COMMENTS_TEACHER,
  COURSE_NAMES,
  DIARY_CONTENTS,
  EVALUATIONS,
  GROWTH_CONTENTS,
  HOMEWORK_TITLES,
  LESSON_TOPICS,
  NOTICE_TITLES,
  RATINGS,
  REPLIES,
  REVIEWS,
  ROOM_NAMES,
  SUBMISSION_CONTENTS,
} from './vocabulary.js';

/**
 * Statutory holidays the school skips when asked (State Council notices): 2026 in full, and New Year's Day
 * 2027, which the law fixes. A school edits the list in its settings.
 */
export const CN_HOLIDAYS = [
  '2026-01-01',
  '2026-01-02',
  '2026-01-03',
  ...daysFrom('2026-02-15', 9),
  ...daysFrom('2026-04-04', 3),
  ...daysFrom('2026-05-01', 5),
  ...daysFrom('2026-06-19', 3),
  ...daysFrom('2026-09-25', 3),
  ...daysFrom('2026-10-01', 7),
  '2027-01-01',
];

function daysFrom(first: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) => addDays(first, i));
}

/** The demo school the e2e tests and screenshots rely on: courses, rooms, students and classes by name. */
export const DEMO = {
  courses: [
    { name: '少儿创意美术', type: 1, color: '#2975ee', chargeType: 1, price: 15_000, deductLessons: 1 },
    { name: '软笔书法', type: 1, color: '#ad6800', chargeType: 1, price: 12_000, deductLessons: 1 },
    { name: '钢琴启蒙', type: 1, color: '#531dab', chargeType: 1, price: 20_000, deductLessons: 1 },
    { name: '钢琴一对一', type: 2, color: '#c41d7f', chargeType: 1, price: 38_000, deductLessons: 1 },
    { name: '少儿舞蹈', type: 1, color: '#13a8a8', chargeType: 2, price: 68_000, deductLessons: 1 },
  ],
  rooms: [
    { name: '美术1教室', capacity: 16, location: '二楼东侧' },
    { name: '美术2教室', capacity: 16, location: '二楼西侧' },
    { name: '书法教室', capacity: 20, location: '三楼' },
    { name: '琴房1', capacity: 6, location: '一楼北侧' },
    { name: '舞蹈厅', capacity: 30, location: '四楼' },
  ],
  students: [
    { name: '林小满', sex: 2, phone: '13700001001', grade: 3 },
    { name: '周子轩', sex: 1, phone: '13700001002', grade: 4 },
    { name: '陈一诺', sex: 2, phone: '13700001003', grade: 3 },
    { name: '王可馨', sex: 2, phone: '13700001004', grade: 5 },
    { name: '赵天佑', sex: 1, phone: '13700001005', grade: 2 },
    { name: '孙悦然', sex: 2, phone: '13700001006', grade: 2 },
    { name: '吴思语', sex: 2, phone: '13700001007', grade: 4 },
    { name: '郑浩然', sex: 1, phone: '13700001008', grade: 6 },
    { name: '钱多多', sex: 1, phone: '13700001009', grade: 2 },
    { name: '冯小宝', sex: 1, phone: '13700001010', grade: 3 },
    { name: '褚佳怡', sex: 2, phone: '13700001011', grade: 3 },
    { name: '卫子墨', sex: 1, phone: '13700001012', grade: 4 },
  ],
  /** Classes: course and room by their demo index, teacher by name, members by demo student index. */
  classes: [
    {
      name: '创意美术周六A班',
      course: 0,
      room: 0,
      teacher: '王雅琴',
      members: [0, 1, 2, 3],
      others: 4,
      capacity: 12,
      weekdays: [6],
      time: ['09:00', '10:30'],
    },
    {
      name: '创意美术周日B班',
      course: 0,
      room: 1,
      teacher: '王雅琴',
      members: [],
      others: 6,
      capacity: 12,
      weekdays: [7],
      time: ['14:00', '15:30'],
    },
    {
      name: '软笔书法周日班',
      course: 1,
      room: 2,
      teacher: '李书恒',
      members: [3, 7],
      others: 4,
      capacity: 16,
      weekdays: [7],
      time: ['09:00', '10:30'],
    },
    {
      name: '钢琴启蒙小班',
      course: 2,
      room: 3,
      teacher: '陈沐阳',
      members: [4, 5, 6, 7],
      others: 0,
      capacity: 6,
      weekdays: [2, 4],
      time: ['16:30', '17:30'],
    },
  ],
  /** The student whose lessons have run out (the roll call warns about them). */
  exhausted: 4,
  /** The student with an absence waiting to be made up. */
  absent: 0,
} as const;

/**
 * The generated course names: the catalogue's, or another shop's courses and their holiday classes. (The named
 * demo school stays in every shop: the contract samples find its classes and students by name.)
 */
function courseNamesOf(ctx: SeedContext): readonly string[] {
  if (ctx.shop.id === PRIMARY_SHOP) return COURSE_NAMES;
  const { courses } = ctx.shop.profile;
  return [...courses.slice(DEMO.courses.length), ...courses.map((c) => `${c}（寒暑假班）`)];
}

type Span = readonly [string, string];
const WEEKDAY_SLOTS: readonly Span[] = [
  ['18:00', '19:30'],
  ['18:30', '20:00'],
  ['19:00', '20:30'],
];
const WEEKEND_SLOTS: readonly Span[] = [
  ['08:30', '10:00'],
  ['10:15', '11:45'],
  ['13:30', '15:00'],
  ['15:15', '16:45'],
  ['17:00', '18:30'],
];
const OPERATOR = '张校长';
/** Weeks of lessons on either side of today. */
const WEEKS_BACK = 10;
const WEEKS_AHEAD = 10;

interface ClassPlan {
  row: StoredRow;
  weekdays: number[];
  time: Span;
  scheduled: boolean;
  finished: boolean;
}

/** The study centre's demo school, the same on every start. */
export function seedStudy(ctx: SeedContext): StudyState {
  const host = ctx.state;
  const s = createStudyState(ctx.clock, (get) => studyRules(() => schoolOf(get(), host, ctx.clock(), '')));
  const today = formatDate(ctx.now);
  // Who the seeded records name as their operator: the shop's owner.
  const operator = ctx.accounts.all().find((a) => a.description !== '')?.name ?? OPERATOR;
  const at = (now: number): School => schoolOf(s, host, now, operator);
  const g = ctx.fake(900_900);
  s.settings.holidays = [...CN_HOLIDAYS];

  const courses = seedCourses(s, ctx.fake(900_901), courseNamesOf(ctx));
  seedStore(s.rooms, ctx.fake(900_902), {
    count: DEMO.rooms.length + ROOM_NAMES.length,
    rows: DEMO.rooms,
    values: {
      name: (_, i) => ROOM_NAMES[i - DEMO.rooms.length] ?? `教室${i}`,
      capacity: (r) => r.pick([8, 12, 16, 20, 24]),
      location: (r) => `${r.pick(['一', '二', '三', '四'])}楼${r.pick(['东侧', '西侧', '南侧', '北侧'])}`,
    },
    days: 800,
  });
  const students = seedStore(s.students, ctx.fake(900_903), {
    count: 120,
    rows: DEMO.students.map((d) => ({ ...d, type: 2, relation: 3 })),
    values: {
      type: (r) => r.pick([2, 2, 2, 2, 1, 3]),
      grade: (r) => r.int(1, 12),
      relation: (r) => r.pick([2, 3, 3, 3, 4, 5, 8]),
      points: (r) => r.int(0, 800),
    },
    days: 700,
  });
  for (const i of [8, 9, 10, 11]) (students[i] as StoredRow).values.type = 1;
  const schooling = ctx.fake(900_910);
  for (const row of students) placeInSchool(row.values, schooling);

  const teachers = teacherState.of(host).teachers.live();
  const active = teachers.filter((t) => t.values.employment !== 3 && t.id > 3).map((t) => t.id);
  const teacherByName = (name: string) => teachers.find((t) => t.values.name === name)?.id ?? 1;
  const rooms = s.rooms.live();
  const plans = seedClasses(s, g, courses, rooms, students, active, teacherByName);

  seedLessons(s, g, plans, today);
  // Today's lesson of the roll-call demo class, whatever day it is.
  const piano = plans[3] as ClassPlan;
  if (![...s.lessons.values()].some((l) => l.classId === piano.row.id && l.date === today))
    addLesson(s, piano, today, '今日加课', ctx.now);

  seedBalances(s, g, at(ctx.now - 200 * DAY_MS), courses, today);
  seedRollCalls(s, g, at, today, (plans[0] as ClassPlan).row.id);
  seedMakeups(s, g, at(ctx.now), today);
  const exhausted = (students[DEMO.exhausted] as StoredRow).id;
  const pianoCourse = (courses[DEMO.classes[3].course] as StoredRow).id;
  const left = leftOf(
    balanceOf(s, exhausted, pianoCourse)?.balance ?? { bought: 0, given: 0, used: 0, remainingFee: 0, status: 1 },
  );
  if (left !== 0)
    adjustBalance(at(ctx.now - DAY_MS), {
      studentId: exhausted,
      courseId: pianoCourse,
      kind: 'correct',
      lessons: -left,
      reason: '剩余课时转入钢琴一对一',
    });

  seedEvaluations(s, ctx.fake(900_904), today);
  seedRatings(s, ctx.fake(900_905), plans);
  seedNotices(s, ctx.fake(900_906), plans, students);
  // The growth calendar and homework check-ins are products of their own: a shop without one has no records of it.
  if (ctx.shop.has(PRODUCTS.growthCalendar)) seedGrowth(s, ctx.fake(900_907), plans, students, today, ctx.now);
  if (ctx.shop.has(PRODUCTS.checkIn)) seedChecks(s, ctx.fake(900_908), at, plans, today, ctx.now);
  return s;
}

/**
 * Age at the start of the school year (1 September) of each grade (its value in GRADES: 幼儿园 1 … 高中 11,
 * 成人 12), and the kinds of school that teach it: a child born in a year is in the grade its age puts it in.
 */
const SCHOOLING: Record<number, { age: [number, number]; kinds: readonly string[] }> = {
  1: { age: [3, 5], kinds: ['幼儿园'] },
  ...Object.fromEntries([2, 3, 4, 5, 6, 7].map((v) => [v, { age: [v + 4, v + 4], kinds: ['小学'] }])),
  ...Object.fromEntries([8, 9, 10].map((v) => [v, { age: [v + 4, v + 4], kinds: ['初级中学', '中学'] }])),
  11: { age: [15, 17], kinds: ['高级中学', '中学'] },
  12: { age: [22, 40], kinds: [] },
};

/** A student's birthday and school from the grade: the age fits it, and so does the school (none for adults). */
function placeInSchool(v: Record<string, unknown>, g: FakeData): void {
  const { age, kinds } = SCHOOLING[Number(v.grade)] ?? (SCHOOLING[12] as (typeof SCHOOLING)[number]);
  const now = new Date(g.now + 8 * 3_600_000);
  const termYear = now.getUTCMonth() >= 8 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  // Born in the twelve months before the 1 September `age` years before this school year's.
  const born = Date.UTC(termYear - g.int(age[0], age[1]) - 1, 8, 1) - 8 * 3_600_000 + g.int(0, 364) * DAY_MS;
  v.birthday = formatDate(born);
  v.school = kinds.length > 0 ? g.schoolOf(g.pick(kinds)) : '';
}

function seedCourses(s: StudyState, g: FakeData, names: readonly string[]): StoredRow[] {
  return seedStore(s.courses, g, {
    count: DEMO.courses.length + names.length,
    rows: DEMO.courses.map((c) => ({ ...c, isOpen: '1' })),
    values: {
      name: (_, i) => names[i - DEMO.courses.length] ?? `课程${i}`,
      type: (r) => r.pick([1, 1, 1, 2]),
      color: (r) => r.pick(COURSE_COLORS).value,
      chargeType: (r) => r.pick([1, 1, 1, 1, 1, 1, 2, 3]),
      price: (r) => r.int(8, 40) * 1000,
      deductLessons: (r) => r.pick([1, 1, 1, 1, 2]),
      isOpen: (r) => (r.chance(0.9) ? '1' : '0'),
    },
    days: 900,
  });
}

function seedClasses(
  s: StudyState,
  g: FakeData,
  courses: readonly StoredRow[],
  rooms: readonly StoredRow[],
  students: readonly StoredRow[],
  teachers: readonly number[],
  teacherByName: (name: string) => number,
): ClassPlan[] {
  const demo = DEMO.classes.map((c) => ({
    name: c.name,
    courseId: (courses[c.course] as StoredRow).id,
    capacity: c.capacity,
    deductLessons: 1,
    teacherIds: [teacherByName(c.teacher)],
    roomId: (rooms[c.room] as StoredRow).id,
    leaveDeduct: '0',
    absentDeduct: '1',
    remark: '',
    status: 1,
  }));
  const generatedCourses = courses.slice(DEMO.courses.length);
  const generatedRooms = rooms.slice(DEMO.rooms.length);
  const rows = seedStore(s.classes, g, {
    count: 36,
    rows: demo,
    values: {
      courseId: (r) => r.pick(generatedCourses).id,
      teacherIds: (r) => r.some(teachers, 1, 2),
      roomId: (r) => r.pick(generatedRooms).id,
      capacity: (r) => r.pick([8, 10, 12, 15, 20]),
      deductLessons: () => 1,
      leaveDeduct: (r) => (r.chance(0.3) ? '1' : '0'),
      absentDeduct: (r) => (r.chance(0.7) ? '1' : '0'),
      status: (_, i) => (i >= 32 ? CLASS_FINISHED : 1),
    },
    days: 400,
  });
  // Generated classes take their course's deduction and a name from it.
  const used = new Set<string>(demo.map((d) => d.name));
  for (const row of rows.slice(demo.length)) {
    const course = courses.find((c) => c.id === row.values.courseId) as StoredRow;
    row.values.deductLessons = course.values.deductLessons;
    let name = '';
    for (let n = 1; name === '' || used.has(name); n++)
      name = `${String(course.values.name)}${g.pick(['周一', '周三', '周五', '周六', '周日', '暑期', '精品'])}${n}班`;
    used.add(name);
    row.values.name = name;
  }

  const pool = students.slice(DEMO.students.length);
  const taken = new Map<number, number>();
  const plans: ClassPlan[] = [];
  rows.forEach((row, i) => {
    const members = new Map<number, number>();
    const spec = DEMO.classes[i];
    const joined = row.createdAt;
    if (spec) {
      for (const k of spec.members) members.set((students[k] as StoredRow).id, joined);
      for (const st of g.some(pool, spec.others, spec.others)) members.set(st.id, joined);
    } else {
      const size = Math.min(Number(row.values.capacity), g.int(4, 10));
      for (const st of g.some(
        pool.filter((p) => (taken.get(p.id) ?? 0) < 3),
        size,
        size,
      ))
        members.set(st.id, joined);
    }
    for (const id of members.keys()) taken.set(id, (taken.get(id) ?? 0) + 1);
    s.members.set(row.id, members);
    const weekend = g.chance(0.6);
    plans.push({
      row,
      weekdays: spec ? [...spec.weekdays] : weekend ? g.some([6, 7], 1, 2) : g.some([1, 2, 3, 4, 5], 1, 2),
      time: spec ? spec.time : g.pick(weekend ? WEEKEND_SLOTS : WEEKDAY_SLOTS),
      // Three classes have not been scheduled yet.
      scheduled: !(i >= 29 && i < 32),
      finished: row.values.status === CLASS_FINISHED,
    });
  });
  return plans;
}

function addLesson(s: StudyState, plan: ClassPlan, date: string, content: string, now: number): LessonRow {
  const l: LessonRow = {
    id: s.seq.lesson.take(),
    classId: plan.row.id,
    date,
    start: minutesOf(plan.time[0]),
    end: minutesOf(plan.time[1]),
    teacherId: teacherIdsOf(plan.row)[0] as number,
    roomId: idOf(plan.row.values.roomId),
    content,
    status: 1,
    extra: [],
    createdAt: now,
  };
  s.lessons.set(l.id, l);
  return l;
}

/** Weeks of lessons around today for every scheduled class; a date that would clash is left out. */
function seedLessons(s: StudyState, g: FakeData, plans: readonly ClassPlan[], today: string) {
  const index = new ConflictIndex(membership(s));
  const holidays = new Set(s.settings.holidays);
  for (const plan of plans) {
    if (!plan.scheduled) continue;
    const from = plan.finished ? addDays(today, -7 * 26) : addDays(today, -7 * WEEKS_BACK);
    const to = plan.finished ? addDays(today, -7 * 6) : addDays(today, 7 * WEEKS_AHEAD);
    const { dates } = ruleDates(
      { startDate: from, endType: 'date', endDate: to, weekdays: plan.weekdays, skipHolidays: true },
      holidays,
    );
    const check = index.checker({
      classId: plan.row.id,
      teacherId: teacherIdsOf(plan.row)[0] as number,
      roomId: idOf(plan.row.values.roomId),
      studentIds: membersOf(s, plan.row.id),
    });
    const [start, end] = plan.time.map(minutesOf) as [number, number];
    let n = 0;
    for (const date of dates) {
      if (check(date, start, end).length > 0) continue;
      n++;
      const l = addLesson(s, plan, date, `第 ${n} 课 · ${g.pick(LESSON_TOPICS)}`, plan.row.createdAt);
      index.add(bookedOf(l));
    }
  }
}

/**
 * What each student bought of each course: enough for the lessons already taken, and some over (a few are
 * nearly out); the purchase and any gift are in the log.
 */
function seedBalances(s: StudyState, g: FakeData, sc: School, courses: readonly StoredRow[], today: string) {
  const needed = new Map<string, { studentId: number; courseId: number; lessons: number }>();
  for (const l of s.lessons.values()) {
    if (l.date >= today) continue;
    const klass = s.classes.all().find((c) => c.id === l.classId) as StoredRow;
    const courseId = idOf(klass.values.courseId) as number;
    for (const studentId of membersOf(s, l.classId)) {
      const key = `${studentId}:${courseId}`;
      const n = needed.get(key) ?? { studentId, courseId, lessons: 0 };
      n.lessons += Number(klass.values.deductLessons ?? 1);
      needed.set(key, n);
    }
  }
  for (const [studentId, courseId] of [...s.members].flatMap(([c, m]) => {
    const courseId = idOf(s.classes.all().find((r) => r.id === c)?.values.courseId) as number;
    return [...m.keys()].map((st) => [st, courseId] as const);
  })) {
    const key = `${studentId}:${courseId}`;
    if (!needed.has(key)) needed.set(key, { studentId, courseId, lessons: 0 });
  }
  for (const n of needed.values()) {
    const course = courses.find((c) => c.id === n.courseId) as StoredRow;
    const price = Number(course.values.price);
    const byLesson = course.values.chargeType === CHARGE_BY_LESSON;
    const extra = g.chance(0.15) ? g.int(0, 2) : g.int(4, 30);
    const bought = byLesson ? Math.max(12, Math.ceil((n.lessons + extra) / 12) * 12) : g.pick([3, 6, 12]);
    const paid = Math.round((bought * price * g.pick([80, 85, 90, 95, 100])) / 100 / 100) * 100;
    const b = openBalance(s, n.studentId, n.courseId, sc.now);
    const buy = { ...b.balance, bought, remainingFee: paid };
    record(sc, b, buy, { lessons: bought, amount: paid }, { kind: 1, reason: '报名缴费' });
    if (byLesson && g.chance(0.3)) {
      const given = g.int(1, 4);
      record(sc, b, { ...b.balance, given }, { lessons: given, amount: 0 }, { kind: 2, reason: '报名赠送' });
    }
  }
}

/** Past lessons called (the last few of some classes not yet), mostly present; absences become makeups. */
function seedRollCalls(s: StudyState, g: FakeData, at: (now: number) => School, today: string, demoA: number) {
  const past = [...s.lessons.values()]
    .filter((l) => l.date < today)
    .sort((a, b) => a.date.localeCompare(b.date) || a.start - b.start);
  const lastOfDemoA = past.filter((l) => l.classId === demoA).at(-1)?.id;
  const recent = addDays(today, -7);
  for (const l of past) {
    if (l.date >= recent && l.classId > DEMO.classes.length && g.chance(0.3)) continue;
    const marks = membersOf(s, l.classId).map((studentId, i) => {
      if (l.id === lastOfDemoA && i === DEMO.absent) return { studentId, status: 3 as const };
      const r = g.int(1, 100);
      return {
        studentId,
        status: r <= 86 ? (1 as const) : r <= 91 ? (2 as const) : r <= 96 ? (3 as const) : (4 as const),
      };
    });
    if (marks.length === 0) continue;
    submitRollCall(at(chinaMs(`${l.date} 00:00:00`) + l.end * 60_000 + 600_000), { lessonId: l.id, marks });
  }
}

/** Some absences closed by hand, some made up in a later lesson of the course; the demo one still waits. */
function seedMakeups(s: StudyState, g: FakeData, sc: School, today: string) {
  const demoStudent = 1 + DEMO.absent;
  for (const a of [...s.absences.values()]) {
    if (a.studentId === demoStudent) continue;
    const r = g.rng.next();
    if (r < 0.4) {
      completeMakeups(sc, [a.id], g.pick(['已单独辅导', '观看课程回放', '家长表示不需要补课']));
      continue;
    }
    if (r > 0.75) continue;
    const from = s.lessons.get(a.lessonId) as LessonRow;
    const courseId = idOf(s.classes.all().find((c) => c.id === from.classId)?.values.courseId);
    const target = [...s.lessons.values()].find(
      (l) =>
        l.status === 1 &&
        l.date > today &&
        l.classId !== from.classId &&
        l.classId > DEMO.classes.length &&
        idOf(s.classes.all().find((c) => c.id === l.classId)?.values.courseId) === courseId,
    );
    if (!target) continue;
    try {
      arrangeMakeup(sc, a.id, target.id);
    } catch {
      // A full lesson or a clash for this student: this absence stays waiting, as it would in a real school.
    }
  }
}

const FEW_IMAGES = (g: FakeData, label: string, max: number) =>
  Array.from({ length: g.int(0, max) }, (_, k) => g.image(`${label}${k + 1}`));

function seedEvaluations(s: StudyState, g: FakeData, today: string) {
  const called = [...s.attendance.values()].filter((a) => a.status <= 2 && a.createdAt < chinaMs(`${today} 00:00:00`));
  const picks = g.rng.sample(called, 40);
  seedStore(s.evaluations, g, {
    count: picks.length,
    values: {
      studentId: (_, i) => picks[i]?.studentId,
      lessonId: (_, i) => picks[i]?.lessonId,
      score: (r) => r.pick([5, 5, 4, 4, 3]),
      content: (r) => r.pick(EVALUATIONS),
      images: (r) => FEW_IMAGES(r, '课堂', 3),
      video: () => '',
      isRead: (r) => (r.chance(0.7) ? 1 : 0),
    },
    days: 60,
  });
}

function seedRatings(s: StudyState, g: FakeData, plans: readonly ClassPlan[]) {
  const pairs = plans
    .filter((p) => !p.finished)
    .flatMap((p) => membersOf(s, p.row.id).map((st) => [teacherIdsOf(p.row)[0] as number, st] as const));
  const picks = g.rng.sample(pairs, 40);
  const rows = seedStore(s.ratings, g, {
    count: picks.length,
    values: {
      teacherId: (_, i) => picks[i]?.[0],
      studentId: (_, i) => picks[i]?.[1],
      score: (r) => r.pick([5, 5, 5, 4, 4, 3, 2]),
      content: (r) => r.pick(RATINGS),
      reply: () => '',
      replyTime: () => '',
    },
    days: 90,
  });
  for (const row of rows)
    if (g.chance(0.5)) {
      row.values.reply = g.pick(REPLIES);
      row.values.replyTime = formatDate(Math.min(row.createdAt + DAY_MS, g.now));
    }
}

function seedNotices(s: StudyState, g: FakeData, plans: readonly ClassPlan[], students: readonly StoredRow[]) {
  const open = plans.filter((p) => !p.finished && membersOf(s, p.row.id).length > 0).map((p) => p.row.id);
  const rows = seedStore(s.notices, g, {
    count: NOTICE_TITLES.length,
    values: {
      title: (_, i) => NOTICE_TITLES[i],
      target: (r) => (r.chance(0.8) ? TARGET_CLASS : TARGET_STUDENT),
      classIds: (r) => r.some(open, 1, 3),
      studentIds: (r) => r.some(students.slice(0, 60), 1, 5).map((x) => x.id),
      attachment: () => '',
    },
    days: 120,
  });
  for (const row of rows) {
    if (row.values.target === TARGET_CLASS) row.values.studentIds = [];
    else row.values.classIds = [];
    const recipients =
      row.values.target === TARGET_CLASS
        ? [...new Set((row.values.classIds as number[]).flatMap((c) => membersOf(s, c)))]
        : (row.values.studentIds as number[]);
    const reads = new Map<number, number>();
    const share = g.int(50, 100) / 100;
    for (const id of recipients) if (g.chance(share)) reads.set(id, row.createdAt + g.int(1, 72) * 3_600_000);
    s.noticeReads.set(row.id, reads);
  }
}

/** Up to `n` comments after `after`, none later than `now`. */
function comments(s: StudyState, g: FakeData, n: number, after: number, now: number): CommentRecord[] {
  return Array.from({ length: n }, (_, k) => {
    const parent = g.chance(0.6);
    return {
      id: s.seq.comment.take(),
      author: parent ? g.addressedName(g.pick(['妈妈', '爸爸'])) : g.addressedName('老师'),
      role: parent ? '家长' : '老师',
      content: g.pick(parent ? COMMENTS_PARENT : COMMENTS_TEACHER),
      createdAt: after + (k + 1) * g.int(1, 12) * 3_600_000,
    } satisfies CommentRecord;
  }).filter((c) => c.createdAt < now);
}

function seedGrowth(
  s: StudyState,
  g: FakeData,
  plans: readonly ClassPlan[],
  students: readonly StoredRow[],
  today: string,
  now: number,
) {
  const open = plans.filter((p) => !p.finished).map((p) => p.row.id);
  const demoA = (plans[0] as ClassPlan).row.id;
  const demoDays = [0, 3, 8].map((d) => addDays(today, -d)).filter((d) => d.slice(0, 7) === today.slice(0, 7));
  const rows = seedStore(s.growth, g, {
    count: 60,
    rows: demoDays.map((date, i) => ({
      target: TARGET_CLASS,
      classId: demoA,
      studentId: null,
      date,
      tags: [['课堂瞬间'], ['作品展示'], ['外出活动']][i],
      content: GROWTH_CONTENTS[i],
      isPush: '1',
    })),
    values: {
      target: (r) => (r.chance(0.6) ? TARGET_CLASS : TARGET_STUDENT),
      classId: (r) => r.pick(open),
      studentId: (r) => r.pick(students.slice(0, 80)).id,
      date: (r) => addDays(today, -r.int(0, 60)),
      content: (r) => r.pick(GROWTH_CONTENTS),
      images: (r) => FEW_IMAGES(r, '成长', 4),
      video: () => '',
      readCount: (r) => r.int(0, 12),
    },
    days: 60,
  });
  for (const row of rows) {
    if (row.values.target === TARGET_CLASS) row.values.studentId = null;
    else row.values.classId = null;
    s.growthComments.set(row.id, comments(s, g, g.int(0, 3), chinaMs(`${String(row.values.date)} 17:00:00`), now));
  }
}

function seedChecks(
  s: StudyState,
  g: FakeData,
  at: (now: number) => School,
  plans: readonly ClassPlan[],
  today: string,
  now: number,
) {
  const open = plans.filter((p) => !p.finished && membersOf(s, p.row.id).length > 0).map((p) => p.row.id);
  const demo = [
    {
      type: CHECK_DAILY,
      title: '21天硬笔书法打卡',
      classId: (plans[2] as ClassPlan).row.id,
      startDate: addDays(today, -10),
      endDate: addDays(today, 10),
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      remind: '1',
      remindTime: '20:00',
    },
    {
      type: CHECK_DAILY,
      title: '每日练琴打卡',
      classId: (plans[3] as ClassPlan).row.id,
      startDate: addDays(today, -20),
      endDate: addDays(today, 40),
      weekdays: [1, 2, 3, 4, 5, 6],
      remind: '1',
      remindTime: '19:30',
    },
    {
      type: CHECK_HOMEWORK,
      title: '创意美术家庭作业',
      classId: (plans[0] as ClassPlan).row.id,
      startDate: addDays(today, -30),
      endDate: addDays(today, 60),
      weekdays: [6],
      remind: '0',
      remindTime: null,
    },
  ];
  const checks = seedStore(s.checks, g, {
    count: 30,
    rows: demo,
    values: {
      type: (r) => (r.chance(0.6) ? CHECK_DAILY : CHECK_HOMEWORK),
      title: (r) => r.pick(CHECK_TITLES),
      classId: (r) => r.pick(open),
      startDate: (r) => addDays(today, -r.int(0, 60)),
      endDate: (r) => addDays(today, r.int(-5, 40)),
      weekdays: (r) =>
        r.pick([
          [1, 2, 3, 4, 5],
          [1, 2, 3, 4, 5, 6, 7],
          [6, 7],
        ]),
      images: (r) => FEW_IMAGES(r, '示例', 3),
      video: () => '',
      remind: (r) => (r.chance(0.7) ? '1' : '0'),
      remindTime: (r) => r.pick(['19:00', '19:30', '20:00', '20:30']),
    },
    days: 60,
  });
  for (const c of checks) {
    if (String(c.values.endDate) < String(c.values.startDate))
      c.values.endDate = addDays(String(c.values.startDate), 21);
    if (c.values.type === CHECK_DAILY) seedDiaries(s, g, c, today, now);
    else seedHomework(s, g, at, c, today, c.values.title === '创意美术家庭作业');
  }
}

function seedDiaries(s: StudyState, g: FakeData, check: StoredRow, today: string, now: number) {
  const members = membersOf(s, idOf(check.values.classId) ?? 0);
  const weekdays = check.values.weekdays as number[];
  const last = String(check.values.endDate) < today ? String(check.values.endDate) : today;
  for (let day = dayNumber(String(check.values.startDate)); day <= dayNumber(last); day++) {
    const date = dateOfDay(day);
    if (!weekdays.includes(weekdayOf(date))) continue;
    for (const studentId of members) {
      if (!g.chance(date === today ? 0.4 : 0.75)) continue;
      // Evenings, as children check in after school; today's only those already posted.
      const createdAt = chinaMs(`${date} 00:00:00`) + g.int(date === today ? 6 * 60 : 17 * 60, 21 * 60) * 60_000;
      if (createdAt >= now) continue;
      const id = s.seq.diary.take();
      s.diaries.set(id, {
        id,
        checkId: check.id,
        studentId,
        date,
        content: g.pick(DIARY_CONTENTS),
        images: FEW_IMAGES(g, '打卡', 2),
        video: '',
        likes: g.int(0, 12),
        liked: g.chance(0.3),
        comments: comments(s, g, g.int(0, 2), createdAt, now),
        createdAt,
      });
    }
  }
}

function seedHomework(
  s: StudyState,
  g: FakeData,
  at: (now: number) => School,
  check: StoredRow,
  today: string,
  demo: boolean,
) {
  const count = g.int(2, 4);
  const start = String(check.values.startDate);
  const rows = seedStore(s.homework, g, {
    count,
    values: {
      checkId: () => check.id,
      title: (r, i) => (i === 0 && demo ? HOMEWORK_TITLES[0] : r.pick(HOMEWORK_TITLES)),
      deadline: (_, i) => `${addDays(today, i === 0 ? -1 : (i - 1) * 7 + 3)} 20:00:00`,
      images: (r) => FEW_IMAGES(r, '作业示例', 2),
      video: () => '',
    },
    days: Math.max(1, dayNumber(today) - dayNumber(start)),
  });
  for (const hw of rows) {
    const sc = at(hw.createdAt);
    openSubmissions(sc, hw);
    const past = String(hw.values.deadline).slice(0, 10) < today;
    for (const x of s.submissions.values()) {
      if (x.homeworkId !== hw.id || !g.chance(past ? 0.8 : 0.4)) continue;
      x.status = 2;
      x.read = true;
      // Handed in by the deadline, and not later than now.
      x.submittedAt = g.notAfterNow(
        Math.min(chinaMs(String(hw.values.deadline)), hw.createdAt + g.int(2, 48) * 3_600_000),
        hw.createdAt,
      );
      x.content = g.pick(SUBMISSION_CONTENTS);
      x.images = FEW_IMAGES(g, '作业', 3);
      // The demo student's homework waits for the e2e review.
      if (x.studentId !== 1 + DEMO.absent && g.chance(0.6) && x.submittedAt + 6 * 3_600_000 <= g.now) {
        x.score = g.int(70, 100);
        x.comment = g.pick(REVIEWS);
        x.reviewedAt = x.submittedAt + 6 * 3_600_000;
      }
    }
    for (const x of s.submissions.values())
      if (x.homeworkId === hw.id && demo && past && x.studentId === 1 + DEMO.absent) {
        x.status = 2;
        x.read = true;
        x.submittedAt = Math.min(hw.createdAt + 3_600_000, g.now);
        x.content = '画好了我的家，有爸爸妈妈和小猫。';
      }
  }
}
