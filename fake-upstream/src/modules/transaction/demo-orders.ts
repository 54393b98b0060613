import type { OrderSource, PayMethod } from '@console/contracts';
import type { Goods } from './catalog.js';
import type { Catalog } from './shop-catalog.js';

const MINUTE = 60_000;

/** Write-off codes of the demo orders the e2e tests type. */
export const DEMO_CODES = { verify: '880012345678', verified: '880087654321' } as const;

/** An order's plan before its history runs: what it is, and when each step happens (null: never). */
export interface Plan {
  at: number;
  goods: Goods[];
  quantities: number[];
  source: OrderSource;
  payMethod: PayMethod;
  buyerId: number;
  /** When the buyer pays; never paid, the order closes on its own after 30 minutes. */
  pay: number | null;
  finish: number | null;
  /** A full refund before completion, or a part of what was paid at some moment. */
  refund: { at: number; share: number | 'all' } | null;
  code?: string;
  buyerNote?: string;
  /** A coupon, in fen; by default one order in five has one. */
  discount?: number;
}

/**
 * The demo orders' goods: the primary shop's by the names its tests know; another shop's by what they are, from
 * its own catalogue (a shop without the mall ships nothing, so its parcels are courses too).
 */
function demoGoods(catalog: Catalog) {
  const { goods, products } = catalog;
  const named = (name: string) => goods.find((c) => c.name === name);
  const courses = goods.filter((g) => g.type === 'course');
  const cheapest = [...courses].sort((a, b) => a.price - b.price)[0] as Goods;
  const product = (n: number) => products[n] ?? (courses[n + 1] as Goods);
  const campaign = goods.find((g) => g.type === 'campaign') ?? cheapest;
  return {
    supplies: [named('儿童画材套装') ?? product(0), named('水彩颜料') ?? product(1)],
    course: named('少儿创意美术（秋季班）') ?? (courses[0] as Goods),
    taster: named('书法体验课') ?? cheapest,
    bag: named('学校定制书包') ?? product(2),
    copybook: named('书法练习字帖') ?? product(3),
    openClass: named('钢琴公开课') ?? campaign,
  };
}

/** The demo orders, each at a known time in the last two hours, for the e2e tests and the screenshots. */
export function demoPlans(now: number, catalog: Catalog): Plan[] {
  const g = demoGoods(catalog);
  const base = { source: 'miniProgram' as const, payMethod: 'wechat' as const, refund: null };
  return [
    {
      // 林晓雨: ¥300.00 of art supplies, shipped and settled: refunded in parts by the e2e test.
      ...base,
      at: now - 110 * MINUTE,
      goods: g.supplies,
      quantities: g.supplies[0]?.type === 'product' ? [2, 1] : [1, 1],
      buyerId: 1,
      pay: now - 108 * MINUTE,
      finish: now - 100 * MINUTE,
      discount: 1_590,
      buyerNote: '周末上课用',
    },
    {
      // 周一鸣: an autumn art course waiting to be written off with its code.
      ...base,
      at: now - 90 * MINUTE,
      goods: [g.course],
      quantities: [1],
      buyerId: 2,
      pay: now - 89 * MINUTE,
      finish: null,
      code: DEMO_CODES.verify,
    },
    {
      // 沈佳怡: a calligraphy taster already written off.
      ...base,
      source: 'h5',
      at: now - 80 * MINUTE,
      goods: [g.taster],
      quantities: [1],
      buyerId: 3,
      pay: now - 79 * MINUTE,
      finish: now - 60 * MINUTE,
      code: DEMO_CODES.verified,
    },
    {
      // 沈佳怡: a school bag waiting to be shipped.
      ...base,
      at: now - 70 * MINUTE,
      goods: [g.bag],
      quantities: [1],
      buyerId: 3,
      pay: now - 69 * MINUTE,
      finish: null,
    },
    {
      // 林晓雨: a copybook never paid, closed.
      ...base,
      at: now - 60 * MINUTE,
      goods: [g.copybook],
      quantities: [1],
      buyerId: 1,
      pay: null,
      finish: null,
    },
    {
      // 周一鸣: a piano open class just ordered, not paid yet.
      ...base,
      at: now - 10 * MINUTE,
      goods: [g.openClass],
      quantities: [1],
      buyerId: 2,
      pay: null,
      finish: null,
    },
  ];
}
