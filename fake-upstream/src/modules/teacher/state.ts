import { teacher } from '@console/contracts';
import { moduleState } from '../../kit/module.js';
import { seedStore } from '../../kit/seed.js';
import { ResourceStore } from '../../kit/store.js';
import { PRIMARY_SHOP } from '../../state/shops.js';

/** Demo teachers the e2e tests and the README rely on; the rest are generated from the fields' kinds. */
export const DEMO_TEACHERS = [
  { name: '王雅琴', phone: '13900001001', sex: 2, title: '美术教研组长', subjects: ['美术'], employment: 1 },
  { name: '李书恒', phone: '13900001002', sex: 1, title: '高级讲师', subjects: ['书法', '国学'], employment: 1 },
  { name: '陈沐阳', phone: '13900001003', sex: 1, title: '钢琴讲师', subjects: ['钢琴'], employment: 2 },
] as const;

/** The school's teachers: the one teacher entity, which online courses and the study centre read. */
export const teacherState = moduleState('teacher', (ctx) => {
  const teachers = new ResourceStore(
    teacher,
    { unique: ['phone'], computedDefaults: { lessonCount: 0, hoursTaught: 0 } },
    ctx.clock,
  );
  // The named demo teachers are the primary shop's; another shop's teach its own subjects.
  const primary = ctx.shop.id === PRIMARY_SHOP;
  const { subjects } = ctx.shop.profile;
  seedStore(teachers, ctx.fake(900_101), {
    count: 36,
    rows: primary ? DEMO_TEACHERS : [],
    values: {
      ...(primary ? {} : { subjects: (g) => g.some(subjects, 1, 2) }),
      // A school's staff are mostly full time; one in eight has left.
      employment: (g) => g.pick([1, 1, 1, 1, 1, 2, 2, 3]),
      lessonCount: (g) => g.int(0, 600),
      hoursTaught: (g) => g.int(0, 1200),
    },
    days: 900,
  });
  return { teachers };
});
