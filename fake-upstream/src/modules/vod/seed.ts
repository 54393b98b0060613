import {
  LEARNER_SOURCE,
  PAY_TYPE,
  PRODUCTS,
  SECTION_MEDIA,
  VOD_CONTENT_TYPE,
  type vodCourse,
  type vodDraft,
  type vodLearner,
  type vodSection,
} from '@console/contracts';
import type { FakeData } from '../../kit/fake-data.js';
import { seedStore } from '../../kit/seed.js';
import type { CategorySeeds, SeedContext } from '../../kit/seed-context.js';
import type { ResourceStore } from '../../kit/store.js';
import { PRIMARY_SHOP } from '../../state/shops.js';
import { formatDateTime } from '../../util/time.js';
import { teacherState } from '../teacher/state.js';

const PRIMARY_CATEGORIES = ['少儿美术', '书法练字', '音乐启蒙', '语言表达', '思维编程'];

/** Another shop's online courses: each of its courses at four stages, a category each. */
const OWN_CATEGORIES: ReadonlyArray<[string, (course: string) => string]> = [
  ['入门启蒙', (c) => `${c}入门十讲`],
  ['进阶提高', (c) => `${c}进阶精讲`],
  ['考级比赛', (c) => `${c}考级辅导`],
  ['家长课堂', (c) => `${c}：家长陪练指南`],
];

/** The primary shop's categories are the ones the tests know; another's are the stages of its own courses. */
export const VOD_CATEGORY_SEED: CategorySeeds = {
  [VOD_CONTENT_TYPE]: (shop) => (shop.id === PRIMARY_SHOP ? PRIMARY_CATEGORIES : OWN_CATEGORIES.map(([name]) => name)),
};

/** Course names by category, in the seed's order of categories. */
const COURSE_NAMES: readonly (readonly string[])[] = [
  ['少儿创意美术入门', '水彩风景十二课', '国画小品入门', '素描基础：从线条到明暗', '儿童插画创作', '黏土手工与色彩'],
  ['硬笔书法 21 天', '楷书基本笔画精讲', '软笔书法入门', '行书速成', '小学生规范字'],
  ['钢琴启蒙·认识五线谱', '少儿声乐发声练习', '尤克里里弹唱', '古筝入门二十讲', '乐理基础'],
  ['小主持人表达训练', '绘本阅读与讲述', '少儿英语自然拼读', '朗诵与播音入门'],
  ['乐高机器人入门', 'Scratch 编程启蒙', 'Python 少儿编程', '思维数学：数与形'],
];

/** Lesson topics a course's sections are named after. */
const TOPICS =
  '课程导学 认识工具 基础练习 示范讲解 作品赏析 技法精讲 综合练习 常见问题 课堂实录 阶段复习 创作实践 作品点评 拓展提高 结课展示'.split(
    ' ',
  );

/** Demo courses the e2e tests and the README rely on; ids 1–3 in this order. */
export const DEMO_COURSES = [
  {
    title: '少儿创意美术入门',
    payType: PAY_TYPE.paid,
    price: 19_900,
    originalPrice: 29_900,
    isShow: '1',
    description: '从涂鸦到创作：色彩、造型与想象力的十二节启蒙课。',
  },
  { title: '硬笔书法 21 天', payType: PAY_TYPE.free, price: 0, originalPrice: null, isShow: '1' },
  { title: '钢琴启蒙·认识五线谱', payType: PAY_TYPE.paid, price: 9_900, originalPrice: null, isShow: '0' },
] as const;
/** Sections and learners of the demo courses (the third has none yet: a new course, still off the shelf). */
const DEMO_SECTIONS = [12, 8, 0];
const DEMO_LEARNERS = [45, 32, 0];
export const DEMO_LEARNER = { name: '张子涵', phone: '13700001001' } as const;

const COURSE_COUNT = 36;

type Stores = { courses: ResourceStore; sections: ResourceStore; drafts: ResourceStore; learners: ResourceStore };

/** Counts per course: the demo courses', then a course's share of a school's catalogue. */
function plan(g: FakeData, demo: readonly number[], min: number, max: number): number[] {
  return Array.from({ length: COURSE_COUNT }, (_, i) => demo[i] ?? g.int(min, max));
}

/** Index `i` of a flat list of children laid out course by course. */
function owner(counts: readonly number[]) {
  const out: Array<{ course: number; n: number }> = [];
  counts.forEach((count, c) => {
    for (let n = 0; n < count; n++) out.push({ course: c, n });
  });
  return out;
}

/** The school's online catalogue: 36 courses by five categories, their sections and learners, some drafts. */
export function seedVod(ctx: SeedContext, s: Stores): void {
  // A shop without the online-course product has no online courses.
  if (!ctx.shop.has(PRODUCTS.onlineCourse)) return;
  const g = ctx.fake(600_101);
  const categories = ctx.categoryIds(VOD_CONTENT_TYPE);
  const teachers = teacherState
    .of(ctx)
    .teachers.live()
    .map((t) => t.id);
  // The named demo courses are the primary shop's; another shop's catalogue is its own courses.
  const primary = ctx.shop.id === PRIMARY_SHOP;
  const demos = primary ? DEMO_COURSES : [];
  const catalogue = primary ? COURSE_NAMES : OWN_CATEGORIES.map(([, title]) => ctx.shop.profile.courses.map(title));
  const demoTitles = new Set<string>(demos.map((d) => d.title));
  const all = catalogue.flatMap((list, c) => list.map((title) => ({ title, categoryId: categories[c] })));
  const byTitle = (title: string) => all.find((n) => n.title === title);
  // The demo courses first, then the rest of the catalogue; a name comes again only as a later term (第2期).
  const names = [...demos.map((d) => byTitle(d.title)), ...all.filter((n) => !demoTitles.has(n.title))];
  const others = names.length - demos.length;
  const nth = (i: number) => demos.length + ((i - demos.length) % others);
  const sectionCounts = plan(g, primary ? DEMO_SECTIONS : [], 3, 15);
  const learnerCounts = plan(g, primary ? DEMO_LEARNERS : [], 0, 60);

  const courses = seedStore<typeof vodCourse>(s.courses, g, {
    count: COURSE_COUNT,
    rows: demos.map((row, i) => ({ ...row, categoryId: names[i]?.categoryId, teacherId: teachers[i] })),
    values: {
      title: (_g, i) => {
        const term = Math.floor((i - demos.length) / others) + 1;
        const name = names[nth(i)]?.title ?? '';
        return term === 1 ? name : `${name}（第${term}期）`;
      },
      categoryId: (_g, i) => names[nth(i)]?.categoryId,
      teacherId: (fake) => fake.pick(teachers),
      payType: (fake) => (fake.chance(0.7) ? PAY_TYPE.paid : PAY_TYPE.free),
      freeSectionIds: () => [],
      isShow: (fake) => (fake.chance(0.85) ? '1' : '0'),
    },
    days: 400,
  });
  for (const course of courses) {
    const v = course.values;
    if (v.payType === PAY_TYPE.free) {
      v.price = 0;
      v.originalPrice = null;
    } else if (typeof v.price !== 'number' || v.price === 0) v.price = g.fen(19, 699);
    if (v.payType === PAY_TYPE.paid && typeof v.originalPrice === 'number' && v.originalPrice < Number(v.price))
      v.originalPrice = Number(v.price) + g.int(5, 20) * 1000;
  }

  const sectionOwners = owner(sectionCounts);
  seedStore<typeof vodSection>(s.sections, g, {
    count: sectionOwners.length,
    values: {
      courseId: (_g, i) => courses[sectionOwners[i]?.course ?? 0]?.id,
      title: (fake, i) => {
        const n = sectionOwners[i]?.n ?? 0;
        return `第${n + 1}节 ${n === 0 ? '课程导学' : fake.pick(TOPICS)}`;
      },
      mediaType: (fake) => (fake.chance(0.8) ? SECTION_MEDIA.video : SECTION_MEDIA.audio),
      duration: (fake) => fake.int(120, 1500),
      isFree: (_g, i) => ((sectionOwners[i]?.n ?? 9) < 2 ? '1' : '0'),
      isShow: (fake) => (fake.chance(0.92) ? '1' : '0'),
      sort: (_g, i) => (sectionOwners[i]?.n ?? 0) + 1,
      playCount: (fake) => fake.int(0, 5000),
    },
    emptyRate: 0,
    days: 360,
  });
  for (const row of s.sections.all()) matchMedia(row.values, g);

  const learnerOwners = owner(learnerCounts);
  seedStore<typeof vodLearner>(s.learners, g, {
    count: learnerOwners.length,
    rows: primary ? [{ ...DEMO_LEARNER, progress: 100, source: LEARNER_SOURCE.purchase }] : [],
    values: {
      courseId: (_g, i) => courses[learnerOwners[i]?.course ?? 0]?.id,
      phone: (fake, i) => fake.uniqueMobile(i + 10),
      progress: (fake) => (fake.chance(0.25) ? 100 : fake.int(0, 99)),
      source: (fake, i) => {
        const course = courses[learnerOwners[i]?.course ?? 0];
        if (course?.values.payType === PAY_TYPE.free) return LEARNER_SOURCE.purchase;
        return fake.pick([1, 1, 1, 1, 1, 1, 2, 3, 3]);
      },
    },
    emptyRate: 0,
    days: 200,
  });
  for (const row of s.learners.all()) studyTimes(row.values, row.createdAt, g);

  seedStore<typeof vodDraft>(s.drafts, g, {
    count: 32,
    values: {
      title: (fake) => `${fake.course()} ${fake.pick(TOPICS)}`,
      mediaType: (fake) => (fake.chance(0.75) ? SECTION_MEDIA.video : SECTION_MEDIA.audio),
      duration: (fake) => fake.int(90, 1800),
    },
    emptyRate: 0,
    days: 30,
  });
  for (const row of s.drafts.all()) matchMedia(row.values, g);
}

/** A section's file is the one its type says; its size follows its duration (about 1 Mbps video, 128 kbps audio). */
function matchMedia(v: Record<string, unknown>, g: FakeData): void {
  const seconds = typeof v.duration === 'number' ? v.duration : 600;
  if (v.mediaType === SECTION_MEDIA.video) {
    v.audio = '';
    v.video ||= g.video();
    v.size = seconds * 125_000;
  } else {
    v.video = '';
    v.audio ||= g.audio();
    v.size = seconds * 16_000;
  }
}

/** First study when the learner joined; the last a while after; completion only at 100 %. */
function studyTimes(v: Record<string, unknown>, joinedAt: number, g: FakeData): void {
  const first = joinedAt + g.int(0, 3) * 3_600_000;
  const last = first + g.int(0, 40) * 86_400_000 + g.int(0, 600) * 60_000;
  const until = Math.min(g.notAfterNow(last, first), g.now - 60_000);
  v.firstStudyTime = formatDateTime(Math.min(first, until));
  v.lastStudyTime = formatDateTime(until);
  v.completeTime = v.progress === 100 ? formatDateTime(until) : null;
}
