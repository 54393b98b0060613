import { PRODUCTS as BOUGHT, type OrderSource, type PayMethod } from '@console/contracts';
import { UpstreamError } from '../../errors.js';
import type { FakeData } from '../../kit/fake-data.js';
import type { SeedContext } from '../../kit/seed-context.js';
import { DAY_MS, formatDate, startOfDay } from '../../util/time.js';
import { type Goods, pickGoods } from './catalog.js';
import { type Customer, registeredBy, seedCustomers, seedReferrers } from './customers.js';
import { demoPlans, type Plan } from './demo-orders.js';
import { Ledger } from './ledger.js';
import { SERIAL_BLOCK, serialOf } from './numbers.js';
import { OrderBook, type OrderInit, type OrderItemRecord, type OrderRecord } from './orders.js';
import { PaySettings } from './pay-settings.js';
import { seedShopWithdrawals, seedUserWithdrawals } from './seed-withdrawals.js';
import { type Catalog, catalogOf } from './shop-catalog.js';
import { UserWithdrawals } from './user-withdrawals.js';
import { ShopWithdrawals } from './withdrawals.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** How far back the seeded history goes: a year and a bit, so 近30天 and a year-on-year view both have data. */
export const HISTORY_DAYS = 400;

export { DEMO_CODES } from './demo-orders.js';

/** Customers 1-6 are the demo people (customers.ts); random orders and withdrawals leave them alone. */
const DEMO_PEOPLE = 6;

/** A 12-digit write-off code per order id: a bijection of the id, so never repeated. */
export const codeOf = (id: number) => String((id * 982_451_653 + 123_456_789_012) % 1e12).padStart(12, '1');
/** An 18-digit order number: the day and a bijection of the id. */
/** The order number of the shop's order `id` placed at `at`: no two orders of any shops share one. */
export const orderNoOf = (shop: number, id: number, at: number) =>
  `${formatDate(at).replace(/-/g, '')}${String((serialOf(shop, id, SERIAL_BLOCK.order) * 7919 + 1_234_567) % 1e10).padStart(10, '0')}`;

export interface TransactionData {
  customers: Customer[];
  ledger: Ledger;
  book: OrderBook;
  withdrawals: ShopWithdrawals;
  userWithdrawals: UserWithdrawals;
  pay: PaySettings;
  /** What the shop sells: its orders are of these goods, its visitors look at them. */
  catalog: Catalog;
}

interface Event {
  at: number;
  seq: number;
  run: () => void;
}

const SOURCES: ReadonlyArray<[OrderSource, number]> = [
  ['miniProgram', 50],
  ['h5', 20],
  ['tiktok', 18],
  ['store', 12],
];

function pickWeighted<T>(g: FakeData, items: ReadonlyArray<[T, number]>): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let x = g.int(0, total - 1);
  for (const [item, w] of items) {
    x -= w;
    if (x < 0) return item;
  }
  return (items[items.length - 1] as [T, number])[0];
}

/** Orders a day over the history: busier lately and at weekends. */
function ordersPerDay(g: FakeData, total: number, now: number): number[] {
  const today = startOfDay(now);
  const weights = Array.from({ length: HISTORY_DAYS }, (_, d) => {
    const day = new Date(today - d * DAY_MS + 8 * HOUR).getUTCDay();
    return (0.55 + 0.9 * (1 - d / HISTORY_DAYS)) * (day === 0 || day === 6 ? 1.35 : 1);
  });
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((total * w) / sum));
  let left = total - counts.reduce((a, b) => a + b, 0);
  while (left > 0) {
    counts[g.int(0, HISTORY_DAYS - 1)]! += 1;
    left--;
  }
  return counts;
}

/**
 * The transaction module's seed: customers, 400 days of orders with their payments, write-offs, shipments,
 * refunds and settlements, the shop's withdrawals and its users' withdrawals, all applied to one ledger in
 * time order, so that every flow line's balance is the running balance and every figure derives from the
 * same history. Demo orders and withdrawals come last, at known times before `now`.
 */
export function seedTransaction(ctx: SeedContext): TransactionData {
  const g = ctx.fake(700_101);
  const now = ctx.now;
  const total = ctx.size('orders', 2400);
  const promotes = ctx.shop.has(BOUGHT.promoter);
  const customers = seedCustomers(g, Math.max(600, Math.round(total / 5)), HISTORY_DAYS + 30, now, promotes);
  if (promotes) seedReferrers(ctx.fake(700_202), customers);
  const ledger = new Ledger(ctx.shop.id);
  const book = new OrderBook(customers, ledger);
  const withdrawals = new ShopWithdrawals(ledger);
  const userWithdrawals = new UserWithdrawals(customers, ledger, () => book.commissions.rule);
  const events: Event[] = [];
  let seq = 0;
  const at = (time: number, run: () => void) => {
    if (time <= now) events.push({ at: time, seq: seq++, run });
  };

  // Random orders, up to two hours ago; the demo orders come after them.
  const catalog = catalogOf(ctx.shop, ctx.mediaBase);
  const plans: Plan[] = [];
  const today = startOfDay(now);
  const cutoff = now - 2 * HOUR;
  ordersPerDay(g, total, now).forEach((count, d) => {
    const dayStart = today - d * DAY_MS;
    const from = dayStart + 8 * HOUR;
    const to = Math.min(dayStart + 22 * HOUR, cutoff);
    const times: number[] = [];
    for (let i = 0; i < count; i++) if (to > from) times.push(from + g.int(0, to - from));
    for (const time of times.sort((a, b) => a - b)) plans.push(randomPlan(g, time, customers, now, catalog));
  });
  plans.sort((a, b) => a.at - b.at);
  plans.push(...demoPlans(now, catalog));

  plans.forEach((p, i) => {
    schedule(book.create(orderOf(i + 1, p, book, catalog.images)), p, book, at);
  });

  seedShopWithdrawals(HISTORY_DAYS, g, now, ctx.mediaBase, withdrawals, ledger, at);
  if (promotes) seedUserWithdrawals(g, now, customers, userWithdrawals, at);

  // What the platform does on its own (closing, settling) happens between the events, in time order.
  for (const e of events.sort((a, b) => a.at - b.at || a.seq - b.seq)) {
    book.tick(e.at);
    e.run();
  }
  book.tick(now);
  return { customers, ledger, book, withdrawals, userWithdrawals, pay: new PaySettings(), catalog };
}

function randomPlan(g: FakeData, time: number, customers: readonly Customer[], now: number, catalog: Catalog): Plan {
  const first = pickGoods(g.int(0, 999_999) / 1_000_000, catalog.goods);
  const goods = [first];
  if (first.type === 'product')
    for (let n = g.int(0, 2); n > 0; n--) goods.push(pickGoods(g.int(0, 999_999) / 1_000_000, catalog.products));
  const source = pickWeighted(g, SOURCES);
  const payMethod: PayMethod =
    source === 'store'
      ? g.chance(0.6)
        ? 'offline'
        : 'wechat'
      : pickWeighted<PayMethod>(g, [
          ['wechat', 72],
          ['alipay', source === 'tiktok' ? 0 : 14],
          ['balance', 14],
        ]);
  // Anyone signed up by then, but not the demo people (their orders are the demo orders).
  const buyerId = g.int(DEMO_PEOPLE + 1, Math.max(DEMO_PEOPLE + 1, registeredBy(customers, time)));
  const plan: Plan = {
    at: time,
    goods,
    quantities: goods.map((x) => (x.type === 'product' ? g.int(1, 2) : 1)),
    source,
    payMethod,
    buyerId,
    pay: null,
    finish: null,
    refund: null,
    buyerNote: g.chance(0.1) ? g.pick(['请尽快安排', '周末上课', '孩子零基础', '开发票', '送朋友的']) : '',
  };
  // One order in twenty is never paid and closes.
  if (g.chance(0.05)) return plan;
  const pay = time + g.int(1, 8) * MINUTE;
  plan.pay = pay;
  const product = first.type === 'product';
  const finish = product ? pay + g.int(3, 40) * HOUR : pay + g.int(5, 25 * 24) * HOUR;
  const r = g.int(0, 99);
  if (r < 4) plan.refund = { at: pay + g.int(1, 5 * 24) * HOUR, share: 'all' };
  else {
    if (g.chance(product ? 0.97 : 0.88) && finish <= now) plan.finish = finish;
    if (r < 7) plan.refund = { at: pay + g.int(1, 30 * 24) * HOUR, share: g.int(10, 50) };
  }
  if (plan.refund?.share === 'all' && plan.refund.at > now) plan.refund = null;
  return plan;
}

/**
 * A buyer's new order (the storefront's side, which the control routes play): placed at `at`, or just after
 * the last order when the clock reads earlier, and not paid yet.
 */
export function placeOrder(
  d: TransactionData,
  o: { buyerId: number; goods: Goods[]; quantities: number[]; source: OrderSource; at: number },
): OrderRecord {
  const at = Math.max(o.at, d.book.orders.at(-1)?.createdAt ?? o.at);
  const plan: Plan = { ...o, at, payMethod: 'wechat', pay: null, finish: null, refund: null };
  return d.book.create(orderOf(d.book.orders.length + 1, plan, d.book, d.catalog.images));
}

function orderOf(id: number, p: Plan, book: OrderBook, images: readonly string[]): OrderInit {
  const first = p.goods[0] as Goods;
  const items: OrderItemRecord[] = p.goods.map((x, i) => ({
    goods: x.index,
    name: x.name,
    spec: x.spec,
    image: images[x.index] as string,
    price: x.price,
    quantity: p.quantities[i] as number,
  }));
  const goodsAmount = items.reduce((s, i) => s + i.price * i.quantity, 0);
  // A coupon on one order in five, never more than 30 % off; postage on small parcels.
  const coupon = [500, 1000, 2000, 5000][id % 4] as number;
  const discount = p.discount ?? (id % 5 === 0 && coupon * 10 <= goodsAmount * 3 ? coupon : 0);
  const freight = first.type === 'product' && p.source !== 'store' && goodsAmount < 9_900 ? 1_000 : 0;
  let code = p.code ?? null;
  if (code === null && first.type !== 'product') {
    code = codeOf(id);
    while (book.hasCode(code)) code = codeOf(id + 1_000_003);
  }
  return {
    orderNo: orderNoOf(book.ledger.shop, id, p.at),
    type: first.type,
    campaign: first.campaign,
    source: p.source,
    payMethod: null,
    buyerId: p.buyerId,
    items,
    goodsAmount,
    discount,
    freight,
    payable: goodsAmount - discount + freight,
    createdAt: p.at,
    verifyCode: code,
    buyerNote: p.buyerNote ?? '',
  };
}

const STAFF = ['张校长', '李老师', '前台小王'];
const CARRIERS = [
  ['顺丰速运', 'SF'],
  ['中通快递', 'ZT'],
  ['圆通速递', 'YT'],
] as const;

/** The order's history as events: paid, completed, refunded (closing and settling are the book's own). */
function schedule(o: OrderRecord, p: Plan, book: OrderBook, at: (t: number, run: () => void) => void): void {
  if (p.pay === null) return;
  const pay = p.pay;
  const method = p.payMethod;
  at(pay, () => book.pay(o.id, method, pay));
  const staff = STAFF[o.id % STAFF.length] as string;
  if (p.finish !== null) {
    const finish = p.finish;
    at(finish, () => {
      if (o.status === 'refunded') return;
      if (o.type === 'product') {
        o.shippedAt = finish;
        const [company, prefix] = CARRIERS[o.id % CARRIERS.length] as [string, string];
        o.shipping = { company, trackingNo: `${prefix}${String(o.id * 7_777_777).padStart(12, '0')}`, at: finish };
        o.logs.push({ operator: staff, content: `发货：${o.shipping.company} ${o.shipping.trackingNo}`, at: finish });
      } else {
        o.verifiedAt = finish;
        o.logs.push({ operator: staff, content: `核销订单，核销码 ****${o.verifyCode?.slice(-4) ?? ''}`, at: finish });
      }
      o.status = 'done';
      o.finishedAt = finish;
      book.settle(o);
    });
  }
  if (p.refund) {
    const { at: when, share } = p.refund;
    at(when, () => {
      const left = o.paid - o.refunded;
      const amount =
        share === 'all' ? left : Math.min(left, Math.max(100, Math.floor((o.paid * share) / 10_000) * 100));
      if (amount <= 0) return;
      try {
        book.refund(
          o.id,
          { amount, reason: share === 'all' ? '买家申请退款' : '协商一致退款', refundedBefore: o.refunded },
          staff,
          when,
        );
      } catch (err) {
        // The shop's balance could not cover it then: the refund never happened.
        if (!(err instanceof UpstreamError)) throw err;
      }
    });
  }
}
