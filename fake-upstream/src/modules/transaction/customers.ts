import type { OrderSource } from '@console/contracts';
import type { FakeData } from '../../kit/fake-data.js';
import { DAY_MS } from '../../util/time.js';

/** The shop's buyers and visitors who signed up, with a promoter's commission when they are one. */
export interface Customer {
  id: number;
  name: string;
  phone: string;
  gender: 'male' | 'female' | 'unknown';
  province: string;
  /** The storefront they signed up on. */
  terminal: Exclude<OrderSource, 'store'>;
  registeredAt: number;
  /** When they bought the paid membership, if they did. */
  memberSince: number | null;
  promoter: boolean;
  /** The promoter who brought them (a customer's id), 0 when they came on their own. */
  referrerId: number;
  /** A promoter's commission, in fen: what they may withdraw, what waits in a withdrawal, what they got. */
  commission: { balance: number; frozen: number; withdrawn: number };
}

/** Where the shop's customers live: mostly its own province, some from around. */
export const PROVINCES = ['浙江', '江苏', '上海', '安徽', '江西', '福建', '北京', '广东', '山东', '湖北'] as const;
const PROVINCE_WEIGHTS = [46, 14, 12, 7, 4, 4, 4, 4, 3, 2];

/** Demo people the e2e tests and screenshots rely on (phones no generated customer has: 177…). */
const DEMO_PEOPLE = 6;
export const DEMO_CUSTOMERS = [
  { name: '林晓雨', phone: '17700001001', promoter: false },
  { name: '周一鸣', phone: '17700001002', promoter: false },
  { name: '沈佳怡', phone: '17700001003', promoter: false },
  { name: '郑小满', phone: '17700001004', promoter: true },
  { name: '钱多多', phone: '17700001005', promoter: true },
  { name: '何雨桐', phone: '17700001006', promoter: true },
] as const;

function weighted<T>(g: FakeData, items: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((a, b) => a + b, 0);
  let x = g.int(0, total - 1);
  for (let i = 0; i < items.length; i++) {
    x -= weights[i] as number;
    if (x < 0) return items[i] as T;
  }
  return items[items.length - 1] as T;
}

/**
 * `count` customers signed up over the last `days` days, oldest first (ids in that order), the demo people
 * first among the early ones so that they can have bought at any time.
 */
export function seedCustomers(g: FakeData, count: number, days: number, now: number, promotes: boolean): Customer[] {
  const start = now - days * DAY_MS;
  const times = Array.from({ length: count }, (_, i) =>
    i < 40 ? start + i * 60_000 : start + Math.floor((g.int(0, 1_000_000) / 1_000_000) ** 0.9 * days * DAY_MS),
  ).sort((a, b) => a - b);
  return times.map((registeredAt, i): Customer => {
    const demo = DEMO_CUSTOMERS[i];
    const member = registeredAt + g.int(0, 60) * DAY_MS;
    const gender = g.chance(0.1) ? 'unknown' : g.chance(0.62) ? 'female' : 'male';
    return {
      id: i + 1,
      name: demo?.name ?? g.personName(),
      phone: demo?.phone ?? g.uniqueMobile(i + 17),
      gender,
      province: weighted(g, PROVINCES, PROVINCE_WEIGHTS),
      terminal: weighted(g, ['miniProgram', 'h5', 'tiktok'] as const, [60, 20, 20]),
      registeredAt,
      memberSince: g.chance(0.12) && member <= now ? member : null,
      // A shop without 推广大使 has no promoters, whoever its customers are.
      promoter: (demo ? demo.promoter : g.chance(0.04)) && promotes,
      referrerId: 0,
      commission: { balance: 0, frozen: 0, withdrawn: 0 },
    };
  });
}

/** How many customers had signed up by `at` (they are sorted by sign-up). */
export function registeredBy(customers: readonly Customer[], at: number): number {
  let lo = 0;
  let hi = customers.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((customers[mid] as Customer).registeredAt <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Demo promoters by id: 郑小满, 钱多多, 何雨桐. */
const DEMO_PROMOTERS = [4, 5, 6];

/**
 * Who brought whom: 钱多多 was brought by 郑小满; the demo promoters each brought one customer in forty, and
 * about one other customer in seven came through a promoter who had signed up before them.
 */
export function seedReferrers(g: FakeData, customers: readonly Customer[]): void {
  (customers[4] as Customer).referrerId = 4;
  const promoters: Customer[] = customers.filter((c) => c.promoter && c.id <= DEMO_PEOPLE);
  for (const c of customers) {
    if (c.id > DEMO_PEOPLE) {
      const demo = DEMO_PROMOTERS[c.id % 40];
      if (demo !== undefined) c.referrerId = demo;
      else if (g.chance(0.15) && promoters.length > 0) c.referrerId = g.pick(promoters).id;
    }
    if (c.promoter && c.id > DEMO_PEOPLE) promoters.push(c);
  }
}
