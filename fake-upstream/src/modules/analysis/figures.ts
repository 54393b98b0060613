import {
  type AnalysisRange,
  allocate,
  daysBetween,
  divRound,
  type FlowAnalysis,
  labelOf,
  type Metric,
  ORDER_SOURCES,
  ORDER_TYPES,
  PAY_METHODS,
  previousRange,
  type Share,
  type TransactionAnalysis,
  type UserAnalysis,
  type WebsiteAnalysis,
} from '@console/contracts';
import { DAY_MS, formatDate, parseDateTime } from '../../util/time.js';
import {
  type Customer,
  type FlowRow,
  type OrderRecord,
  PROVINCES,
  type TransactionData,
} from '../transaction/index.js';
import { DEVICES, REFERRERS, SITE_PAGES, VISIT_SOURCES, type Visits } from './visits.js';

const HOUR = 3_600_000;
/** The H5 site among the visit sources (visits.ts) and the order sources (the book's columns). */
const H5 = 1;

/** Milliseconds [from, to) of a range of China-time days. */
interface Window {
  from: number;
  to: number;
}

function windowOf(startDate: string, endDate: string): Window {
  return { from: parseDateTime(startDate) as number, to: (parseDateTime(endDate) as number) + DAY_MS };
}

/** Trend buckets: the hours of a single day, or the days of a longer range. */
function bucketsOf(w: Window) {
  const hourly = w.to - w.from <= DAY_MS;
  const step = hourly ? HOUR : DAY_MS;
  const count = Math.round((w.to - w.from) / step);
  const labels = Array.from({ length: count }, (_, i) =>
    hourly ? `${String(i).padStart(2, '0')}:00` : formatDate(w.from + i * DAY_MS).slice(5),
  );
  return { hourly, labels, of: (ms: number) => Math.floor((ms - w.from) / step) };
}

/** Counts different ids without a set per request: a stamp per id, a new stamp per count. */
class Distinct {
  private marks = new Uint32Array(1);
  private stamp = 0;

  /** Starts a new count over ids below `size`. */
  reset(size: number): this {
    if (this.marks.length < size) this.marks = new Uint32Array(size);
    if (++this.stamp === 0xffffffff) {
      this.marks.fill(0);
      this.stamp = 1;
    }
    return this;
  }

  /** True the first time `id` is seen since the reset. */
  add(id: number): boolean {
    if (this.marks[id] === this.stamp) return false;
    this.marks[id] = this.stamp;
    return true;
  }
}

interface OrderTotals {
  orders: number;
  paidOrders: number;
  orderUsers: number;
  payUsers: number;
  payAmount: number;
  refundOrders: number;
  refundAmount: number;
  /** Orders placed on the H5 site, and what they paid. */
  h5Orders: number;
  h5PayAmount: number;
}

const metric = (value: number, previous: number): Metric => ({ value, previous });
const share = (key: string, name: string): Share => ({ key, name, count: 0, amount: 0 });

/**
 * The analysis screens' figures, derived on request from the transaction module's orders, ledger and customers
 * and the visits: an order counts on the day it was placed (in the recycle bin or not: the bin only hides it
 * from the list), money on the day it moved — a payment on its payment's day, a refund on the refund's day, as
 * the statement has them, so a refund never rewrites a past day. Money stays in fen (an order's money is split
 * over its items with `allocate`, so the per-goods figures add up to the total).
 */
export class Figures {
  private readonly a = new Distinct();
  private readonly b = new Distinct();
  private readonly c = new Distinct();

  constructor(
    private readonly visits: Visits,
    private readonly t: TransactionData,
  ) {}

  private echo(r: AnalysisRange) {
    const prev = previousRange(r.startDate, r.endDate);
    return {
      range: {
        startDate: r.startDate,
        endDate: r.endDate,
        previousStart: prev.startDate,
        previousEnd: prev.endDate,
        granularity: daysBetween(r.startDate, r.endDate) === 1 ? ('hour' as const) : ('day' as const),
      },
      now: windowOf(r.startDate, r.endDate),
      prev: windowOf(prev.startDate, prev.endDate),
    };
  }

  /** Every order placed in the window that still exists (the recycle bin hides an order, it changes no figure). */
  private eachPlaced(w: Window, visit: (o: OrderRecord) => void): void {
    const { book } = this.t;
    const c = book.columns;
    for (let id = book.firstAtOrAfter(w.from) + 1, hi = book.firstAtOrAfter(w.to); id <= hi; id++)
      if (c.exists(id)) visit(book.orders[id - 1] as OrderRecord);
  }

  /** Every line of one type in the window, oldest first, with its order: the ledger is the book of money. */
  private eachLine(w: Window, type: 'orderIncome' | 'orderRefund', visit: (o: OrderRecord, f: FlowRow) => void) {
    const { ledger, book } = this.t;
    for (let i = ledger.firstAtOrAfter(w.from), end = ledger.firstAtOrAfter(w.to); i < end; i++) {
      const f = ledger.flows[i] as FlowRow;
      if (f.type === type && f.orderId !== null) visit(book.orders[f.orderId - 1] as OrderRecord, f);
    }
  }

  /**
   * The window's order figures: orders placed and their buyers, by 下单时间; money by the time it moved —
   * payments (支付金额) and refunds (退款金额) as the ledger's lines of those days, so the statement agrees.
   */
  private orderTotals(w: Window): OrderTotals {
    const size = this.t.customers.length + 2;
    const buyers = this.a.reset(size);
    const payers = this.b.reset(size);
    const refunded = this.c.reset(this.t.book.orders.length + 2);
    const out: OrderTotals = {
      orders: 0,
      paidOrders: 0,
      orderUsers: 0,
      payUsers: 0,
      payAmount: 0,
      refundOrders: 0,
      refundAmount: 0,
      h5Orders: 0,
      h5PayAmount: 0,
    };
    this.eachPlaced(w, (o) => {
      out.orders++;
      if (buyers.add(o.buyerId)) out.orderUsers++;
      if (o.source === 'h5') out.h5Orders++;
    });
    this.eachLine(w, 'orderIncome', (o, f) => {
      out.paidOrders++;
      out.payAmount += f.amount;
      if (payers.add(o.buyerId)) out.payUsers++;
      if (o.source === 'h5') out.h5PayAmount += f.amount;
    });
    this.eachLine(w, 'orderRefund', (o, f) => {
      out.refundAmount += f.amount;
      if (refunded.add(o.id)) out.refundOrders++;
    });
    return out;
  }

  /** One day's overview figures ('YYYY-MM-DD'): orders placed, 支付金额 and different visitors. */
  day(date: string): { orders: number; payAmount: number; visitors: number } {
    const w = windowOf(date, date);
    const o = this.orderTotals(w);
    return { orders: o.orders, payAmount: o.payAmount, visitors: this.visitTotals(w).uv };
  }

  private visitTotals(w: Window, onlySource = -1) {
    const v = this.visits;
    const people = this.a.reset(v.maxVisitor + 1);
    const ips = new Set<number>();
    const out = { pv: 0, uv: 0, sessions: 0, bounces: 0, duration: 0, ip: 0 };
    for (let i = v.firstAtOrAfter(w.from), end = v.firstAtOrAfter(w.to); i < end; i++) {
      if (onlySource >= 0 && v.source[i] !== onlySource) continue;
      out.sessions++;
      out.pv += v.pages[i] as number;
      out.duration += v.duration[i] as number;
      if (v.pages[i] === 1) out.bounces++;
      if (people.add(v.visitor[i] as number)) out.uv++;
      if (onlySource >= 0) ips.add(v.ip[i] as number);
    }
    out.ip = ips.size;
    return out;
  }

  private signedUp(w: Window, at: (c: Customer) => number | null): number {
    let n = 0;
    for (const c of this.t.customers) {
      const t = at(c);
      if (t !== null && t >= w.from && t < w.to) n++;
    }
    return n;
  }

  flow(r: AnalysisRange): FlowAnalysis {
    const { range, now, prev } = this.echo(r);
    const [o, p] = [this.orderTotals(now), this.orderTotals(prev)];
    const [v, pv] = [this.visitTotals(now), this.visitTotals(prev)];
    const buckets = bucketsOf(now);
    const trend = buckets.labels.map((label) => ({ label, pv: 0, uv: 0, payAmount: 0, refundAmount: 0 }));
    const visits = this.visits;
    const people = this.a.reset(visits.maxVisitor + 1);
    const sources = VISIT_SOURCES.map((s) => ({ key: s.key, name: s.name, pv: 0, uv: 0 }));
    const perSource = new Distinct().reset((visits.maxVisitor + 1) * VISIT_SOURCES.length);
    const catalog = this.t.catalog.goods;
    const goodsViews = catalog.map((g) => ({ name: g.name, type: labelOf(ORDER_TYPES, g.type), pv: 0, uv: 0 }));
    const perGoods = new Distinct().reset((visits.maxVisitor + 1) * catalog.length);
    let bucket = -1;
    for (let i = visits.firstAtOrAfter(now.from), end = visits.firstAtOrAfter(now.to); i < end; i++) {
      const b = buckets.of(visits.at[i] as number);
      if (b !== bucket) {
        bucket = b;
        people.reset(visits.maxVisitor + 1);
      }
      const who = visits.visitor[i] as number;
      const pages = visits.pages[i] as number;
      const point = trend[b] as (typeof trend)[number];
      point.pv += pages;
      if (people.add(who)) point.uv++;
      const s = visits.source[i] as number;
      const src = sources[s] as (typeof sources)[number];
      src.pv += pages;
      if (perSource.add(who * VISIT_SOURCES.length + s)) src.uv++;
      const goods = visits.goods[i] as number;
      if (goods >= 0) {
        const view = goodsViews[goods] as (typeof goodsViews)[number];
        view.pv++;
        if (perGoods.add(who * catalog.length + goods)) view.uv++;
      }
    }
    const money = catalog.map(() => ({ payUsers: 0, payAmount: 0, refundAmount: 0 }));
    const payers = new Distinct().reset((this.t.customers.length + 2) * catalog.length);
    this.eachLine(now, 'orderIncome', (order, f) => {
      (trend[buckets.of(f.at)] as (typeof trend)[number]).payAmount += f.amount;
      const parts = allocate(f.amount, weightsOf(order));
      order.items.forEach((item, k) => {
        const m = money[item.goods] as (typeof money)[number];
        m.payAmount += parts[k] as number;
        if (payers.add(order.buyerId * catalog.length + item.goods)) m.payUsers++;
      });
    });
    this.eachLine(now, 'orderRefund', (order, f) => {
      (trend[buckets.of(f.at)] as (typeof trend)[number]).refundAmount += f.amount;
      const parts = allocate(f.amount, weightsOf(order));
      order.items.forEach((item, k) => {
        (money[item.goods] as (typeof money)[number]).refundAmount += parts[k] as number;
      });
    });
    return {
      range,
      cards: {
        pv: metric(v.pv, pv.pv),
        uv: metric(v.uv, pv.uv),
        payUsers: metric(o.payUsers, p.payUsers),
        payAmount: metric(o.payAmount, p.payAmount),
        refundAmount: metric(o.refundAmount, p.refundAmount),
      },
      trend,
      sources,
      ranking: goodsViews
        .map((g, i) => ({ ...g, ...(money[i] as (typeof money)[number]) }))
        .sort((x, y) => y.payAmount - x.payAmount || y.pv - x.pv),
    };
  }

  transaction(r: AnalysisRange): TransactionAnalysis {
    const { range, now, prev } = this.echo(r);
    const [o, p] = [this.orderTotals(now), this.orderTotals(prev)];
    const buckets = bucketsOf(now);
    const trend = buckets.labels.map((label) => ({ label, orders: 0, payAmount: 0, refunds: 0, refundAmount: 0 }));
    const types = ORDER_TYPES.map((x) => share(x.value, x.label));
    const sources = ORDER_SOURCES.map((x) => share(x.value, x.label));
    const methods = PAY_METHODS.map((x) => share(x.value, x.label));
    const goods = this.t.catalog.goods.map((g) => ({
      name: g.name,
      type: labelOf(ORDER_TYPES, g.type),
      count: 0,
      amount: 0,
    }));
    const byKey = new Map([...types, ...sources, ...methods].map((s) => [s.key, s]));
    this.eachPlaced(now, (order) => {
      (trend[buckets.of(order.createdAt)] as (typeof trend)[number]).orders++;
    });
    this.eachLine(now, 'orderIncome', (order, f) => {
      (trend[buckets.of(f.at)] as (typeof trend)[number]).payAmount += f.amount;
      for (const key of [order.type, order.source, order.payMethod]) {
        const s = key === null ? undefined : byKey.get(key);
        if (!s) continue;
        s.count++;
        s.amount += f.amount;
      }
      const parts = allocate(f.amount, weightsOf(order));
      order.items.forEach((item, k) => {
        const gd = goods[item.goods] as (typeof goods)[number];
        gd.count++;
        gd.amount += parts[k] as number;
      });
    });
    this.eachLine(now, 'orderRefund', (_order, f) => {
      const point = trend[buckets.of(f.at)] as (typeof trend)[number];
      point.refunds++;
      point.refundAmount += f.amount;
    });
    return {
      range,
      cards: {
        orders: metric(o.orders, p.orders),
        paidOrders: metric(o.paidOrders, p.paidOrders),
        payUsers: metric(o.payUsers, p.payUsers),
        payAmount: metric(o.payAmount, p.payAmount),
        refundOrders: metric(o.refundOrders, p.refundOrders),
        refundAmount: metric(o.refundAmount, p.refundAmount),
        avgPerUser: metric(perUser(o), perUser(p)),
      },
      trend,
      types,
      sources,
      payMethods: methods,
      topGoods: goods
        .filter((g) => g.count > 0)
        .sort((x, y) => y.amount - x.amount)
        .slice(0, 10),
    };
  }

  user(r: AnalysisRange): UserAnalysis {
    const { range, now, prev } = this.echo(r);
    const [o, p] = [this.orderTotals(now), this.orderTotals(prev)];
    const [v, pv] = [this.visitTotals(now), this.visitTotals(prev)];
    const customers = this.t.customers;
    const buckets = bucketsOf(now);
    const trend = buckets.labels.map((label) => ({ label, visitors: 0, newUsers: 0, payUsers: 0 }));
    const gender = [
      { key: 'female', name: '女', value: 0 },
      { key: 'male', name: '男', value: 0 },
      { key: 'unknown', name: '未知', value: 0 },
    ];
    const terminals = VISIT_SOURCES.map((s) => ({ key: s.key, name: s.name, value: 0 }));
    const regions = PROVINCES.map((name) => ({ name, visitors: 0, payUsers: 0, payAmount: 0 }));
    const visits = this.visits;
    const people = this.a.reset(visits.maxVisitor + 1);
    const inBucket = this.b.reset(visits.maxVisitor + 1);
    const perTerminal = new Distinct().reset((visits.maxVisitor + 1) * VISIT_SOURCES.length);
    let bucket = -1;
    for (let i = visits.firstAtOrAfter(now.from), end = visits.firstAtOrAfter(now.to); i < end; i++) {
      const who = visits.visitor[i] as number;
      const b = buckets.of(visits.at[i] as number);
      if (b !== bucket) {
        bucket = b;
        inBucket.reset(visits.maxVisitor + 1);
      }
      if (inBucket.add(who)) (trend[b] as (typeof trend)[number]).visitors++;
      const s = visits.source[i] as number;
      if (perTerminal.add(who * VISIT_SOURCES.length + s)) (terminals[s] as (typeof terminals)[number]).value++;
      if (!people.add(who)) continue;
      const customer = customers[who - 1];
      const g = customer ? customer.gender : 'unknown';
      (gender.find((x) => x.key === g) as (typeof gender)[number]).value++;
      const province = customer ? customer.province : PROVINCES[who % PROVINCES.length];
      (regions.find((x) => x.name === province) as (typeof regions)[number]).visitors++;
    }
    for (const c of customers)
      if (c.registeredAt >= now.from && c.registeredAt < now.to)
        (trend[buckets.of(c.registeredAt)] as (typeof trend)[number]).newUsers++;
    const payers = new Distinct().reset(customers.length + 2);
    const payersInBucket = new Distinct().reset(customers.length + 2);
    bucket = -1;
    this.eachLine(now, 'orderIncome', (order, f) => {
      const b = buckets.of(f.at);
      if (b !== bucket) {
        bucket = b;
        payersInBucket.reset(customers.length + 2);
      }
      if (payersInBucket.add(order.buyerId)) (trend[b] as (typeof trend)[number]).payUsers++;
      const region = regions.find((x) => x.name === customers[order.buyerId - 1]?.province);
      if (!region) return;
      region.payAmount += f.amount;
      if (payers.add(order.buyerId)) region.payUsers++;
    });
    return {
      range,
      cards: {
        visitors: metric(v.uv, pv.uv),
        newUsers: metric(
          this.signedUp(now, (c) => c.registeredAt),
          this.signedUp(prev, (c) => c.registeredAt),
        ),
        orderUsers: metric(o.orderUsers, p.orderUsers),
        payUsers: metric(o.payUsers, p.payUsers),
        members: metric(
          this.signedUp(now, (c) => c.memberSince),
          this.signedUp(prev, (c) => c.memberSince),
        ),
        avgPerUser: metric(perUser(o), perUser(p)),
      },
      trend,
      gender,
      terminals,
      regions: regions.sort((x, y) => y.visitors - x.visitors),
    };
  }

  website(r: AnalysisRange): WebsiteAnalysis {
    const { range, now, prev } = this.echo(r);
    const [o, p] = [this.orderTotals(now), this.orderTotals(prev)];
    const [v, pv] = [this.visitTotals(now, H5), this.visitTotals(prev, H5)];
    const buckets = bucketsOf(now);
    const trend = buckets.labels.map((label) => ({ label, pv: 0, uv: 0 }));
    const referrers = REFERRERS.map((x) => ({ key: x.key, name: x.name, value: 0 }));
    const devices = DEVICES.map((x) => ({ key: x.key, name: x.name, value: 0 }));
    const pages = SITE_PAGES.map((x) => ({ path: x.path, title: x.title, pv: 0, uv: 0, avgDuration: 0, sessions: 0 }));
    const visits = this.visits;
    const size = visits.maxVisitor + 1;
    const inBucket = this.a.reset(size);
    const perReferrer = new Distinct().reset(size * REFERRERS.length);
    const perDevice = new Distinct().reset(size * DEVICES.length);
    const perPage = new Distinct().reset(size * SITE_PAGES.length);
    let bucket = -1;
    for (let i = visits.firstAtOrAfter(now.from), end = visits.firstAtOrAfter(now.to); i < end; i++) {
      if (visits.source[i] !== H5) continue;
      const who = visits.visitor[i] as number;
      const b = buckets.of(visits.at[i] as number);
      if (b !== bucket) {
        bucket = b;
        inBucket.reset(size);
      }
      const point = trend[b] as (typeof trend)[number];
      point.pv += visits.pages[i] as number;
      if (inBucket.add(who)) point.uv++;
      const ref = visits.referrer[i] as number;
      if (perReferrer.add(who * REFERRERS.length + ref)) (referrers[ref] as (typeof referrers)[number]).value++;
      const dev = visits.device[i] as number;
      if (perDevice.add(who * DEVICES.length + dev)) (devices[dev] as (typeof devices)[number]).value++;
      const pg = visits.page[i] as number;
      const page = pages[pg] as (typeof pages)[number];
      page.pv += visits.pages[i] as number;
      page.sessions++;
      page.avgDuration += visits.duration[i] as number;
      if (perPage.add(who * SITE_PAGES.length + pg)) page.uv++;
    }
    const avg = (total: { duration: number; sessions: number }) =>
      total.sessions === 0 ? 0 : divRound(total.duration, total.sessions);
    const bounce = (total: { bounces: number; sessions: number }) =>
      total.sessions === 0 ? 0 : divRound(total.bounces * 1000, total.sessions);
    return {
      range,
      cards: {
        pv: metric(v.pv, pv.pv),
        uv: metric(v.uv, pv.uv),
        ip: metric(v.ip, pv.ip),
        avgDuration: metric(avg(v), avg(pv)),
        bounceRate: metric(bounce(v), bounce(pv)),
        orders: metric(o.h5Orders, p.h5Orders),
        payAmount: metric(o.h5PayAmount, p.h5PayAmount),
      },
      trend,
      referrers,
      pages: pages
        .map(({ sessions, avgDuration, ...rest }) => ({
          ...rest,
          avgDuration: sessions === 0 ? 0 : divRound(avgDuration, sessions),
        }))
        .sort((x, y) => y.pv - x.pv),
      devices,
    };
  }
}

/** What an order's money is split over its items by (allocate keeps the parts whole and adding up). */
const weightsOf = (o: OrderRecord) => o.items.map((i) => i.price * i.quantity);

/** 客单价: what each paying buyer paid on average, to the fen. */
function perUser(o: OrderTotals): number {
  return o.payUsers === 0 ? 0 : divRound(o.payAmount, o.payUsers);
}
