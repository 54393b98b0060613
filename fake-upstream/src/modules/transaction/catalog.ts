import type { OrderType } from '@console/contracts';

/** One thing the shop sells: a course, goods, or a campaign's offer. Prices in fen. */
export interface Goods {
  index: number;
  name: string;
  type: OrderType;
  /** The playway of a campaign (拼团, 秒杀, 助力, 报名). */
  campaign: string | null;
  spec: string;
  price: number;
  /** How often buyers choose it, relative to the rest. */
  weight: number;
}

export type Entry = Omit<Goods, 'index'>;

const COURSES: Entry[] = [
  { name: '少儿创意美术（秋季班）', type: 'course', campaign: null, spec: '16 课时', price: 268_000, weight: 9 },
  { name: '素描基础', type: 'course', campaign: null, spec: '12 课时', price: 198_000, weight: 6 },
  { name: '水彩风景', type: 'course', campaign: null, spec: '12 课时', price: 218_000, weight: 4 },
  { name: '硬笔书法', type: 'course', campaign: null, spec: '20 课时', price: 158_000, weight: 8 },
  { name: '软笔书法', type: 'course', campaign: null, spec: '20 课时', price: 188_000, weight: 5 },
  { name: '钢琴启蒙一对一', type: 'course', campaign: null, spec: '10 课时', price: 350_000, weight: 5 },
  { name: '中国舞考级班', type: 'course', campaign: null, spec: '24 课时', price: 288_000, weight: 6 },
  { name: '少儿英语自然拼读', type: 'course', campaign: null, spec: '32 课时', price: 398_000, weight: 7 },
  { name: '乐高编程', type: 'course', campaign: null, spec: '16 课时', price: 328_000, weight: 5 },
  { name: '围棋入门', type: 'course', campaign: null, spec: '16 课时', price: 168_000, weight: 4 },
  { name: '少儿声乐', type: 'course', campaign: null, spec: '12 课时', price: 208_000, weight: 3 },
  { name: '国学经典诵读', type: 'course', campaign: null, spec: '10 课时', price: 99_000, weight: 3 },
  { name: '美术试听课', type: 'course', campaign: null, spec: '1 课时', price: 990, weight: 8 },
  { name: '书法体验课', type: 'course', campaign: null, spec: '1 课时', price: 1_990, weight: 6 },
];

const GOODS: Entry[] = [
  { name: '儿童画材套装', type: 'product', campaign: null, spec: '36 色', price: 12_800, weight: 6 },
  { name: '书法练习字帖', type: 'product', campaign: null, spec: '一套 6 册', price: 4_590, weight: 5 },
  { name: '钢琴启蒙教材', type: 'product', campaign: null, spec: '上下册', price: 6_800, weight: 3 },
  { name: '舞蹈练功服', type: 'product', campaign: null, spec: '130 码', price: 8_900, weight: 3 },
  { name: '围棋套装', type: 'product', campaign: null, spec: '云子 + 棋盘', price: 15_800, weight: 2 },
  { name: '水彩颜料', type: 'product', campaign: null, spec: '24 色', price: 5_990, weight: 4 },
  { name: '素描铅笔套装', type: 'product', campaign: null, spec: '14 支', price: 3_590, weight: 4 },
  { name: '学校定制书包', type: 'product', campaign: null, spec: '蓝色', price: 19_900, weight: 2 },
];

const CAMPAIGNS: Entry[] = [
  { name: '暑期美术集训营', type: 'campaign', campaign: '拼团', spec: '3人团', price: 99_900, weight: 5 },
  { name: '国庆书法体验周', type: 'campaign', campaign: '秒杀', spec: '5 课时', price: 19_900, weight: 5 },
  { name: '少儿编程助力免费学', type: 'campaign', campaign: '助力', spec: '2 课时', price: 990, weight: 3 },
  { name: '亲子绘画活动', type: 'campaign', campaign: '报名', spec: '周六上午场', price: 9_900, weight: 4 },
  { name: '钢琴公开课', type: 'campaign', campaign: '报名', spec: '周日下午场', price: 4_900, weight: 2 },
];

/**
 * The primary shop's catalogue: what its orders are of and what its visitors look at (the tests and the README
 * know these goods). Another shop's is derived from its own courses and mall (shop-catalog.ts).
 */
export const CATALOG: readonly Goods[] = [...COURSES, ...GOODS, ...CAMPAIGNS].map((g, index) => ({
  ...g,
  index,
}));

const weightOf = new Map<readonly Goods[], number>();

/** Picks goods by their weights with a number in [0, 1). */
export function pickGoods(r: number, among: readonly Goods[]): Goods {
  let total = weightOf.get(among);
  if (total === undefined) {
    total = among.reduce((s, g) => s + g.weight, 0);
    weightOf.set(among, total);
  }
  let x = r * total;
  for (const g of among) {
    x -= g.weight;
    if (x < 0) return g;
  }
  return among[among.length - 1] as Goods;
}
