import { JOIN_MODE, KNOWLEDGE_TYPE, MEMBER_STATUS } from '@console/contracts';
import { seedStore } from '../../kit/seed.js';
import type { SeedContext } from '../../kit/seed-context.js';
import type { ResourceStore, StoredRow } from '../../kit/store.js';
import { PRIMARY_SHOP } from '../../state/shops.js';

export interface CircleStores {
  circles: ResourceStore;
  members: ResourceStore;
  posts: ResourceStore;
  knowledge: ResourceStore;
}

const TOPICS = [
  '少儿美术',
  '素描',
  '国画',
  '硬笔书法',
  '钢琴',
  '声乐',
  '中国舞',
  '少儿英语',
  '绘本阅读',
  '数学思维',
  '围棋',
  '少儿编程',
  '国学经典',
  '科学实验',
  '亲子教育',
  '小升初',
];
const KINDS = ['交流圈', '学习圈', '打卡圈', '家长圈', '俱乐部', '研习社'];
const INTROS = [
  '老师每周分享课堂作品和练习方法，家长和孩子一起交流进步。',
  '每天一个小练习，坚持打卡，老师逐条点评。',
  '课程答疑、作品点评、活动通知都在这里。',
  '汇集名师讲解和优秀作品，帮助孩子系统提高。',
  '家长互助交流育儿和学习经验，定期组织线下活动。',
];
const REASONS = [
  '孩子在学校上美术课，想多学习一些方法',
  '朋友推荐加入，想跟老师学习',
  '孩子刚开始学，希望得到老师指导',
  '报名了线下课程，想加入交流',
  '想看看老师分享的作品',
];
const POSTS = [
  '今天孩子完成了第一幅水彩风景，颜色比上周自然多了，谢谢老师的耐心指导！',
  '请问老师，孩子握笔总是太用力，有什么小练习可以改善吗？',
  '分享一下本周的打卡作业，孩子自己选的主题「我的家」。',
  '周末的写生活动太棒了，孩子回来讲了一晚上。',
  '新学期的课表什么时候出？想提前安排时间。',
  '推荐一本适合六七岁孩子的绘本：《小蓝和小黄》，讲颜色的故事。',
  '今天练琴半小时，终于把《小星星》弹顺了！',
  '老师布置的线描练习，大家都画了什么？来晒晒～',
  '孩子说最喜欢上周的手工课，想问下材料在哪里买的。',
  '期末作品展的时间定了吗？家里老人也想去看看。',
  '坚持打卡第 30 天，孩子的字明显工整了。',
  '有没有家长一起拼车去城西校区的？周六上午。',
];
const KNOWLEDGE_TITLES = [
  '色彩基础：三原色与调色',
  '线描入门：用线条表现质感',
  '构图的三个小技巧',
  '如何陪孩子看一幅画',
  '素描的明暗五调子',
  '写字姿势与握笔方法',
  '每日十分钟：手指操热身',
  '名画故事：向日葵',
  '从涂鸦到创作：孩子绘画的四个阶段',
  '家庭画角怎么布置',
];

/** Demo circles the e2e tests and screenshots rely on; the first is a review circle with a busy queue. */
const DEMO_CIRCLES = [
  {
    name: '创意美术家长圈',
    ownerId: 1,
    joinMode: JOIN_MODE.review,
    price: null,
    intro: '王老师和家长们的交流圈：每周作业点评、课堂作品分享、画材推荐。',
    isShow: '1',
    sort: 1,
  },
  {
    name: '钢琴进阶交流圈',
    ownerId: 3,
    joinMode: JOIN_MODE.paid,
    price: 9900,
    intro: '陈老师的钢琴进阶圈：练琴打卡、曲目讲解、考级经验。',
    isShow: '1',
    sort: 2,
  },
  {
    name: '书法每日一练',
    ownerId: 2,
    joinMode: JOIN_MODE.free,
    price: null,
    intro: '每天一个字，李老师示范讲解，坚持打卡。',
    isShow: '1',
    sort: 3,
  },
] as const;
/** Join requests waiting in the first demo circle's queue. */
export const DEMO_REQUESTS = ['小鱼妈妈', '阳光宝贝', '可爱琴童', '追梦少年', '星空画家', '木木爸爸'] as const;
const DEMO_KNOWLEDGE = [
  { title: '水彩入门：颜色的冷与暖', type: KNOWLEDGE_TYPE.article },
  { title: '握笔姿势示范', type: KNOWLEDGE_TYPE.video },
  { title: '名画故事：星空', type: KNOWLEDGE_TYPE.audio },
] as const;
const DEMO_PINNED_POST = '【置顶】本周作业：画一棵秋天的树，周日晚八点前在圈里打卡，老师逐一点评。';

const nth = <T>(items: readonly T[], i: number): T => items[i] as T;

/** 32 circles, their members (requests in review circles), posts and knowledge items. */
export function seedCircles(ctx: SeedContext, s: CircleStores, teachers: ResourceStore): void {
  const rng = ctx.rng(700_001);
  const owners = teachers
    .live()
    .filter((t) => t.values.employment !== 3)
    .map((t) => t.id);
  // The named demo circles are the primary shop's; another shop's circles are about its own courses.
  const primary = ctx.shop.id === PRIMARY_SHOP;
  const demos = primary ? DEMO_CIRCLES : [];
  const topics = primary ? TOPICS : ctx.shop.profile.courses;
  const names: string[] = demos.map((c) => c.name);
  for (let tries = 0; names.length < 32; tries++) {
    if (tries > 2000) throw new Error('too few circle topics for 32 distinct names');
    const name = `${rng.pick(topics)}${rng.pick(KINDS)}`;
    if (!names.includes(name)) names.push(name);
  }
  seedStore(s.circles, ctx.fake(700_002), {
    count: names.length,
    rows: demos,
    values: {
      name: (_g, i) => nth(names, i),
      icon: (g, i) => g.image(nth(names, i), { w: 200, h: 200 }),
      background: (g, i) => g.image(nth(names, i), { w: 750, h: 300 }),
      intro: (g) => g.pick(INTROS),
      ownerId: (g) => g.pick(owners),
      joinMode: (g) => g.pick([JOIN_MODE.free, JOIN_MODE.free, JOIN_MODE.paid, JOIN_MODE.review, JOIN_MODE.review]),
      isShow: (g) => (g.chance(0.85) ? '1' : '0'),
    },
    days: 300,
  });
  for (const c of s.circles.all()) {
    if (c.values.joinMode !== JOIN_MODE.paid) c.values.price = null;
    else if (typeof c.values.price !== 'number') c.values.price = rng.pick([1990, 4990, 9900, 19_900]);
  }
  const circles = s.circles.all();
  seedMembers(ctx, s.members, circles);
  seedPosts(ctx, s.posts, circles);
  seedKnowledge(ctx, s.knowledge, circles);
}

function seedMembers(ctx: SeedContext, store: ResourceStore, circles: readonly StoredRow[]): void {
  const rng = ctx.rng(700_003);
  const planned: Array<{ circleId: number; status: number; nickname?: string }> = [];
  for (const [k, c] of circles.entries()) {
    const review = c.values.joinMode === JOIN_MODE.review;
    if (k === 0) {
      planned.push(...DEMO_REQUESTS.map((nickname) => ({ circleId: c.id, status: MEMBER_STATUS.pending, nickname })));
      for (let i = 0; i < 2; i++) planned.push({ circleId: c.id, status: MEMBER_STATUS.rejected });
      for (let i = 0; i < 38; i++) planned.push({ circleId: c.id, status: MEMBER_STATUS.joined });
      continue;
    }
    for (let i = rng.int(0, 20); i > 0; i--) planned.push({ circleId: c.id, status: MEMBER_STATUS.joined });
    if (!review) continue;
    for (let i = rng.int(0, 4); i > 0; i--) planned.push({ circleId: c.id, status: MEMBER_STATUS.pending });
    for (let i = rng.int(0, 2); i > 0; i--) planned.push({ circleId: c.id, status: MEMBER_STATUS.rejected });
  }
  const p = (i: number) => nth(planned, i);
  seedStore(store, ctx.fake(700_004), {
    count: planned.length,
    rows: planned.map((m) => (m.nickname ? { nickname: m.nickname } : {})),
    values: {
      circleId: (_g, i) => p(i).circleId,
      status: (_g, i) => p(i).status,
      reason: (g, i) => (p(i).status === MEMBER_STATUS.joined ? '' : g.pick(REASONS)),
      muted: (g, i) => (p(i).status === MEMBER_STATUS.joined && g.chance(0.06) ? '1' : '0'),
    },
    days: 200,
  });
  // The demo requests arrived within the last hour: a queue is what came in lately.
  const latest = ctx.now - 3_600_000;
  for (const [i, row] of store.all().entries()) {
    if (!p(i).nickname) continue;
    row.createdAt = latest + i * 60_000;
    row.updatedAt = row.createdAt;
  }
}

function seedPosts(ctx: SeedContext, store: ResourceStore, circles: readonly StoredRow[]): void {
  const rng = ctx.rng(700_005);
  const planned: number[] = [];
  for (const [k, c] of circles.entries()) {
    const n = k === 0 ? 32 : rng.int(0, 12);
    for (let i = 0; i < n; i++) planned.push(c.id);
  }
  const rows = seedStore(store, ctx.fake(700_006), {
    count: planned.length,
    values: {
      circleId: (_g, i) => nth(planned, i),
      content: (g) => g.pick(POSTS),
      images: (g) => (g.chance(0.5) ? Array.from({ length: g.int(1, 3) }, (_, k) => g.image(`作品${k + 1}`)) : []),
      isTop: () => '0',
      isFeatured: (g) => (g.chance(0.15) ? '1' : '0'),
      isShow: (g) => (g.chance(0.95) ? '1' : '0'),
      likeCount: (g) => g.int(0, 120),
      commentCount: (g) => g.int(0, 30),
    },
    days: 120,
  });
  // The first demo circle's newest post is the week's assignment, pinned by its owner.
  const assignment = rows.filter((r) => r.values.circleId === circles[0]?.id).at(-1);
  if (assignment && ctx.shop.id === PRIMARY_SHOP)
    Object.assign(assignment.values, { content: DEMO_PINNED_POST, isTop: '1', isShow: '1', author: '王雅琴' });
}

function seedKnowledge(ctx: SeedContext, store: ResourceStore, circles: readonly StoredRow[]): void {
  const rng = ctx.rng(700_007);
  const primary = ctx.shop.id === PRIMARY_SHOP;
  const demos = primary ? DEMO_KNOWLEDGE : [];
  const titles = primary
    ? KNOWLEDGE_TITLES
    : ctx.shop.profile.courses.flatMap((c) => [`${c}：入门要点`, `${c}：在家怎么练`]);
  const planned: Array<{ circleId: number; title: string; type: number }> = [];
  for (const [k, c] of circles.entries()) {
    const n = k === 0 ? 12 : rng.int(0, 6);
    for (let i = 0; i < n; i++) {
      const demo = k === 0 ? demos[i] : undefined;
      planned.push({
        circleId: c.id,
        title: demo?.title ?? (k === 0 ? nth(titles, i - demos.length) : rng.pick(titles)),
        type:
          demo?.type ??
          rng.pick([KNOWLEDGE_TYPE.article, KNOWLEDGE_TYPE.article, KNOWLEDGE_TYPE.video, KNOWLEDGE_TYPE.audio]),
      });
    }
  }
  const p = (i: number) => nth(planned, i);
  seedStore(store, ctx.fake(700_008), {
    count: planned.length,
    values: {
      circleId: (_g, i) => p(i).circleId,
      title: (_g, i) => p(i).title,
      type: (_g, i) => p(i).type,
      cover: (g, i) => g.image(p(i).title, { w: 750, h: 420 }),
      content: (g, i) => (p(i).type === KNOWLEDGE_TYPE.article ? g.html(p(i).title) : ''),
      video: (g, i) => (p(i).type === KNOWLEDGE_TYPE.video ? g.video() : ''),
      audio: (g, i) => (p(i).type === KNOWLEDGE_TYPE.audio ? g.audio() : ''),
      isShow: (g) => (g.chance(0.9) ? '1' : '0'),
    },
    days: 180,
  });
}
