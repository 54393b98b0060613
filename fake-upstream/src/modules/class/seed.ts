import { BOOKING_STATUS, CLASS_CONTENT_TYPE } from '@console/contracts';
import { seedStore } from '../../kit/seed.js';
import type { SeedContext } from '../../kit/seed-context.js';
import type { ResourceStore, StoredRow } from '../../kit/store.js';
import { PRIMARY_SHOP } from '../../state/shops.js';
import type { Rng } from '../../util/random.js';
import { DAY_MS, formatDate, formatDateTime, startOfDay } from '../../util/time.js';

export interface ClassStores {
  courses: ResourceStore;
  trials: ResourceStore;
  bookings: ResourceStore;
}

/** The course categories of the demo school, in the shared category store under content type '5'. */
export const CLASS_CATEGORY_SEED: Record<string, string[]> = {
  [CLASS_CONTENT_TYPE]: ['美术', '书法', '音乐', '舞蹈', '语言', '思维', '编程'],
};

/** Courses of each category, and the teacher subjects that teach it (teachers are picked by subject). */
const CATALOGUE: ReadonlyArray<{ courses: readonly string[]; subjects: readonly string[] }> = [
  { courses: ['少儿创意美术', '素描基础', '水彩风景', '国画入门', '卡通漫画'], subjects: ['美术'] },
  { courses: ['硬笔书法', '软笔书法', '书法考级'], subjects: ['书法', '国学'] },
  { courses: ['钢琴启蒙', '少儿声乐', '古筝', '尤克里里', '小提琴'], subjects: ['钢琴', '声乐'] },
  { courses: ['中国舞', '拉丁舞', '街舞', '芭蕾形体'], subjects: ['舞蹈'] },
  { courses: ['少儿英语', '自然拼读', '播音与朗诵', '小主持人'], subjects: ['英语', '国学'] },
  { courses: ['思维数学', '围棋入门', '科学实验'], subjects: ['数学', '围棋'] },
  { courses: ['乐高编程', 'Python 编程', 'Scratch 创意编程'], subjects: ['编程'] },
];
const VARIANTS = ['（周六班）', '（周日班）', '（寒假班）', '（暑假班）', '提高班', '启蒙班', '（晚间班）', '精品小班'];
const SCHEDULES = [
  '每周六 9:00-10:30',
  '每周六 14:00-15:30',
  '每周日 10:00-11:30',
  '每周三、五 18:30-20:00',
  '每周二、四 19:00-20:30',
  '周一至周五 9:00-16:00',
];

interface Plan {
  name: string;
  category: number;
  /** The subjects of the teachers who teach it; the category's when not given. */
  subjects?: readonly string[];
}

/** What a shop teaches: its courses by category (index in CLASS_CATEGORY_SEED) and their teachers' subjects. */
type Catalogue = ReadonlyArray<{ category: number; courses: readonly string[]; subjects: readonly string[] }>;

/**
 * The primary shop's catalogue is the whole of CATALOGUE; another shop teaches its own courses, in the category
 * of the catalogue that shares most of them (a dance studio's are 舞蹈), by teachers of its own subjects.
 */
function catalogueOf(ctx: SeedContext): Catalogue {
  if (ctx.shop.id === PRIMARY_SHOP) return CATALOGUE.map((e, category) => ({ ...e, category }));
  const { courses, subjects } = ctx.shop.profile;
  const shared = CATALOGUE.map((e) => e.courses.filter((c) => courses.includes(c)).length);
  return [{ category: shared.indexOf(Math.max(...shared)), courses, subjects }];
}

/** `count` course names with their category, the demo rows' first (`fixed`). */
function plan(
  rng: Rng,
  count: number,
  fixed: readonly Plan[],
  suffix: (rng: Rng) => string,
  catalogue: Catalogue,
): Plan[] {
  const out: Plan[] = [...fixed];
  for (let tries = 0; out.length < count; tries++) {
    if (tries > count * 50) throw new Error(`the catalogue has fewer than ${count} distinct course names`);
    const entry = catalogue[rng.int(0, catalogue.length - 1)] as Catalogue[number];
    const name = `${rng.pick(entry.courses)}${suffix(rng)}`;
    if (!out.some((p) => p.name === name)) out.push({ name, category: entry.category, subjects: entry.subjects });
  }
  return out;
}

/** Live teachers (not left) who teach one of `subjects`; any live teacher when none does. */
function teachersFor(teachers: ResourceStore, subjects: readonly string[]): number[] {
  const working = teachers.live().filter((r) => r.values.employment !== 3);
  const matching = working.filter((r) =>
    (r.values.subjects as string[] | undefined)?.some((s) => subjects.includes(s)),
  );
  return (matching.length > 0 ? matching : working).map((r) => r.id);
}

/** Demo offline courses the e2e tests and screenshots rely on (teachers 1–3 are the demo teachers). */
const DEMO_COURSES = [
  {
    name: '少儿创意美术（周六班）',
    category: 0,
    row: { teacherIds: [1], price: 198_000, lessonCount: 24, chargeMode: 1, capacity: 12, enrolled: 9 },
  },
  {
    name: '硬笔书法提高班',
    category: 1,
    row: { teacherIds: [2], price: 168_000, lessonCount: 20, chargeMode: 1, capacity: 15, enrolled: 11 },
  },
  {
    name: '钢琴启蒙一对一',
    category: 2,
    row: { teacherIds: [3], price: 22_000, lessonCount: 1, chargeMode: 1, capacity: 1, enrolled: 0 },
  },
  {
    name: '暑期美术集训营',
    category: 0,
    row: { teacherIds: [1, 2], price: 38_000, lessonCount: 10, chargeMode: 3, capacity: 30, enrolled: 0, onShelf: '0' },
  },
  {
    name: '中国舞月卡',
    category: 3,
    row: { price: 68_000, lessonCount: 8, chargeMode: 2, capacity: 20, enrolled: 14 },
  },
] as const;

/** Demo trial courses: a free one with bookings in every state, a full one, one that has ended. */
const DEMO_TRIALS = [
  {
    name: '创意美术免费体验课',
    category: 0,
    row: { teacherIds: [1], price: 198_000, trialPrice: 0, bookingLimit: 30 },
  },
  {
    name: '钢琴启蒙 9.9 元体验课',
    category: 2,
    row: { teacherIds: [3], price: 220_000, trialPrice: 990, bookingLimit: 3 },
  },
  {
    name: '书法体验课（已结束）',
    category: 1,
    row: { teacherIds: [2], price: 168_000, trialPrice: 1990, bookingLimit: 20 },
  },
] as const;

/** The demo trial courses' bookings: [trial course, name, state, days from today (negative: past), hour]. */
const DEMO_BOOKINGS: ReadonlyArray<readonly [number, string, number, number, number]> = [
  [0, '王小米', BOOKING_STATUS.booked, 3, 10],
  [0, '李可馨', BOOKING_STATUS.booked, 5, 14],
  [0, '张宇轩', BOOKING_STATUS.attended, -4, 10],
  [0, '陈若曦', BOOKING_STATUS.cancelled, 6, 10],
  [0, '刘浩然', BOOKING_STATUS.expired, -2, 15],
  [0, '赵一诺', BOOKING_STATUS.attended, -9, 9],
  [1, '孙梓萱', BOOKING_STATUS.booked, 2, 16],
  [1, '周天佑', BOOKING_STATUS.booked, 4, 16],
  [1, '吴书瑶', BOOKING_STATUS.attended, -3, 16],
  [1, '郑佳琪', BOOKING_STATUS.cancelled, 7, 16],
  [2, '钱明轩', BOOKING_STATUS.attended, -40, 10],
  [2, '冯诗涵', BOOKING_STATUS.expired, -35, 10],
];

/**
 * The demo school's storefront courses: 36 offline courses and 32 trial courses from its catalogue, taught by
 * teachers of the matching subjects, and each trial course's bookings in every state.
 */
export function seedClass(ctx: SeedContext, s: ClassStores, teachers: ResourceStore): void {
  const categories = ctx.categoryIds(CLASS_CONTENT_TYPE);
  const rng = ctx.rng(500_001);
  const today = startOfDay(ctx.now);
  const sites = ctx.shop.profile.sites.map((site) => site.address);
  const helpers = { categories: () => categories };

  // The named demo courses, trial courses and bookings are the primary shop's.
  const primary = ctx.shop.id === PRIMARY_SHOP;
  const catalogue = catalogueOf(ctx);
  const demoCourses = primary ? DEMO_COURSES : [];
  const demoTrials = primary ? DEMO_TRIALS : [];
  const courses = plan(rng, 36, demoCourses, (r) => r.pick(VARIANTS), catalogue);
  seedStore(s.courses, ctx.fake(500_002), {
    count: courses.length,
    rows: demoCourses.map((d) => ({ name: d.name, onShelf: '1', ...d.row })),
    values: {
      name: (_g, i) => (courses[i] as Plan).name,
      cover: (g, i) => g.image((courses[i] as Plan).name, { w: 750, h: 420 }),
      categoryId: (_g, i) => categories[(courses[i] as Plan).category] ?? null,
      teacherIds: (g, i) => g.some(teachersFor(teachers, subjectsOf(courses[i] as Plan)), 1, 2),
      teachers: () => [],
      price: (g) => g.pick([98_000, 128_000, 168_000, 198_000, 238_000, 298_000, 368_000]),
      lessonCount: (g) => g.pick([8, 12, 16, 20, 24, 32, 48]),
      capacity: (g) => g.pick([6, 8, 10, 12, 15, 20]),
      address: (g) => g.pick(sites),
      schedule: (g) => g.pick(SCHEDULES),
      description: (g, i) => g.html((courses[i] as Plan).name),
      onShelf: (g) => (g.chance(0.8) ? '1' : '0'),
      enrolled: () => 0,
    },
    days: 400,
    helpers,
  });
  // Enrolled students fill part of each class; a course off the shelf keeps the ones it has.
  const fill = ctx.rng(500_003);
  for (const row of s.courses.all().slice(demoCourses.length))
    row.values.enrolled = fill.int(0, Number(row.values.capacity));

  const trialKinds = ['体验课', '试听课', '体验营'];
  const trialNames = catalogue.reduce((n, e) => n + e.courses.length * trialKinds.length, 0);
  const trials = plan(rng, Math.min(32, trialNames), demoTrials, (r) => r.pick(trialKinds), catalogue);
  seedStore(s.trials, ctx.fake(500_004), {
    count: trials.length,
    rows: demoTrials.map((d, i) => ({
      name: d.name,
      onShelf: i === 2 ? '0' : '1',
      validFrom: formatDate(today - (i === 2 ? 90 : 30) * DAY_MS),
      validTo: formatDate(today + (i === 2 ? -30 : 60) * DAY_MS),
      lessonCount: 1,
      capacity: 6,
      ...d.row,
    })),
    values: {
      name: (_g, i) => (trials[i] as Plan).name,
      cover: (g, i) => g.image((trials[i] as Plan).name, { w: 750, h: 420 }),
      categoryId: (_g, i) => categories[(trials[i] as Plan).category] ?? null,
      teacherIds: (g, i) => g.some(teachersFor(teachers, subjectsOf(trials[i] as Plan)), 1, 2),
      teachers: () => [],
      price: (g) => g.pick([128_000, 168_000, 198_000, 238_000, 298_000]),
      trialPrice: (g) => g.pick([0, 0, 990, 1990, 2990, 4990, 9900]),
      bookingLimit: (g) => g.pick([10, 20, 30, 50, 100]),
      validFrom: (g) => formatDate(today - g.int(0, 60) * DAY_MS),
      validTo: (g) => formatDate(today + g.int(-10, 120) * DAY_MS),
      lessonCount: (g) => g.pick([1, 1, 2]),
      capacity: (g) => g.pick([4, 6, 8, 10]),
      address: (g) => g.pick(sites),
      schedule: (g) => g.pick(['每周六 10:00-11:00', '每周日 15:00-16:00', '每周三 18:30-19:30']),
      description: (g, i) => g.html((trials[i] as Plan).name),
      onShelf: (g) => (g.chance(0.85) ? '1' : '0'),
      booked: () => 0,
    },
    days: 200,
    helpers,
  });
  seedBookings(ctx, s, today, primary);
}

function subjectsOf(p: Plan): readonly string[] {
  return p.subjects ?? (CATALOGUE[p.category] as (typeof CATALOGUE)[number]).subjects;
}

/** The trial courses' bookings: the demo rows, then a few for every other course within its limit. */
function seedBookings(ctx: SeedContext, s: ClassStores, today: number, primary: boolean): void {
  const at = (days: number, hour: number) => formatDateTime(today + days * DAY_MS + hour * 3_600_000);
  const trials = s.trials.all();
  const planned: Array<{ courseId: number; status: number; trialTime: string; name?: string }> = (
    primary ? DEMO_BOOKINGS : []
  ).map(([course, name, status, days, hour]) => ({
    courseId: (trials[course] as StoredRow).id,
    name,
    status,
    trialTime: at(days, hour),
  }));
  const rng = ctx.rng(500_005);
  for (const course of trials.slice(primary ? DEMO_TRIALS.length : 0)) {
    const limit = Number(course.values.bookingLimit);
    const ended = String(course.values.validTo) < formatDate(today);
    const n = rng.int(0, Math.min(12, limit));
    for (let k = 0; k < n; k++) {
      // A course that has ended has no one still waiting for a trial.
      const status = rng.pick(ended ? [2, 2, 3, 4] : [1, 1, 1, 2, 2, 3, 4]);
      const days = status === 1 ? rng.int(1, 14) : status === 3 ? rng.int(-10, 10) : -rng.int(1, 30);
      planned.push({ courseId: course.id, status, trialTime: at(days, rng.pick([9, 10, 14, 15, 16, 18])) });
    }
  }
  seedStore(s.bookings, ctx.fake(500_006), {
    count: planned.length,
    rows: planned.map((p) => (p.name ? { name: p.name } : {})),
    values: {
      courseId: (_g, i) => (planned[i] as (typeof planned)[number]).courseId,
      status: (_g, i) => (planned[i] as (typeof planned)[number]).status,
      trialTime: (_g, i) => (planned[i] as (typeof planned)[number]).trialTime,
      age: (g) => g.int(4, 12),
      source: (g) => g.pick([1, 1, 2, 3, 4]),
      remark: (g) =>
        g.chance(0.3) ? g.pick(['孩子比较内向，希望老师多鼓励', '家长陪同', '需要停车位', '想了解正式课的排班']) : '',
    },
    days: 30,
  });
}
