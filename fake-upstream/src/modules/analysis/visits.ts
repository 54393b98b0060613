import type { FakeData } from '../../kit/fake-data.js';
import type { SeedContext } from '../../kit/seed-context.js';
import { DAY_MS, startOfDay } from '../../util/time.js';
import { HISTORY_DAYS, type OrderRecord, pickGoods, type TransactionData } from '../transaction/index.js';

/** Storefronts visits come from (orders at the front desk have none). */
export const VISIT_SOURCES = [
  { key: 'miniProgram', name: '小程序' },
  { key: 'h5', name: 'H5官网' },
  { key: 'tiktok', name: '抖音' },
] as const;
/** Where visitors of the H5 site came from. */
export const REFERRERS = [
  { key: 'search', name: '搜索引擎' },
  { key: 'direct', name: '直接访问' },
  { key: 'link', name: '外部链接' },
  { key: 'social', name: '社交媒体' },
] as const;
export const DEVICES = [
  { key: 'pc', name: '电脑' },
  { key: 'mobile', name: '手机' },
  { key: 'tablet', name: '平板' },
] as const;
/** The H5 site's pages, where a visit lands. */
export const SITE_PAGES = [
  { path: '/', title: '首页' },
  { path: '/about', title: '关于我们' },
  { path: '/courses', title: '课程介绍' },
  { path: '/teachers', title: '师资团队' },
  { path: '/works', title: '学员作品' },
  { path: '/news', title: '新闻动态' },
  { path: '/contact', title: '联系我们' },
  { path: '/signup', title: '在线报名' },
] as const;

const SOURCE_INDEX = { miniProgram: 0, h5: 1, tiktok: 2 } as const;

/**
 * Every visit of the last 400 days as columns, oldest first: who (a customer's id, or an anonymous visitor
 * above them), when, from which storefront, how many pages, which goods, how long, and for the H5 site where
 * from, on what device, from which address and on which page it landed. Buyers visit on the day they order,
 * and people sign up on a visit, so the funnel 访客 → 下单 → 成交 holds by construction.
 */
export class Visits {
  size = 0;
  at = new Float64Array(4096);
  visitor = new Uint32Array(4096);
  source = new Uint8Array(4096);
  pages = new Uint16Array(4096);
  /** The goods looked at, or -1. */
  goods = new Int16Array(4096);
  duration = new Uint16Array(4096);
  referrer = new Uint8Array(4096);
  device = new Uint8Array(4096);
  ip = new Uint32Array(4096);
  page = new Uint8Array(4096);
  /** The largest visitor id: stamps of distinct visitors are arrays of this size. */
  maxVisitor = 0;

  push(v: {
    at: number;
    visitor: number;
    source: number;
    pages: number;
    goods: number;
    duration: number;
    referrer: number;
    device: number;
    ip: number;
    page: number;
  }): void {
    if (this.size === this.at.length) this.grow();
    const i = this.size++;
    this.at[i] = v.at;
    this.visitor[i] = v.visitor;
    this.source[i] = v.source;
    this.pages[i] = v.pages;
    this.goods[i] = v.goods;
    this.duration[i] = v.duration;
    this.referrer[i] = v.referrer;
    this.device[i] = v.device;
    this.ip[i] = v.ip;
    this.page[i] = v.page;
    if (v.visitor > this.maxVisitor) this.maxVisitor = v.visitor;
  }

  /** A visit at its place in time (after every visit so far, unless the clock was set back). */
  add(v: Parameters<Visits['push']>[0]): void {
    const at = this.firstAtOrAfter(v.at + 1);
    this.push(v);
    if (at === this.size - 1) return;
    // Rare: shift the later visits up by one and put this one in its place.
    for (const col of [
      this.at,
      this.visitor,
      this.source,
      this.pages,
      this.goods,
      this.duration,
      this.referrer,
      this.device,
      this.ip,
      this.page,
    ]) {
      const value = col[this.size - 1] as number;
      col.copyWithin(at + 1, at, this.size - 1);
      col[at] = value;
    }
  }

  /** The position of the first visit at or after `ms`. */
  firstAtOrAfter(ms: number): number {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.at[mid] as number) < ms) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private grow(): void {
    const n = this.at.length * 2;
    this.at = copy(new Float64Array(n), this.at);
    this.visitor = copy(new Uint32Array(n), this.visitor);
    this.source = copy(new Uint8Array(n), this.source);
    this.pages = copy(new Uint16Array(n), this.pages);
    this.goods = copy(new Int16Array(n), this.goods);
    this.duration = copy(new Uint16Array(n), this.duration);
    this.referrer = copy(new Uint8Array(n), this.referrer);
    this.device = copy(new Uint8Array(n), this.device);
    this.ip = copy(new Uint32Array(n), this.ip);
    this.page = copy(new Uint8Array(n), this.page);
  }
}

function copy<T extends { set(a: ArrayLike<number>): void }>(to: T, from: ArrayLike<number>): T {
  to.set(from);
  return to;
}

interface Pending {
  at: number;
  visitor: number;
  source: number;
  goods: number;
  minPages: number;
}

/** Seeds the visits from the transaction module's orders and customers (seeding it first when needed). */
export function seedVisits(ctx: SeedContext, t: TransactionData): Visits {
  const g = ctx.fake(800_301);
  const visits = new Visits();
  const { book, customers } = t;
  const catalog = t.catalog.goods;
  const today = startOfDay(ctx.now);
  const anonymousBase = customers.length + 1;
  const perDayOrders = Math.max(1, book.orders.length / HISTORY_DAYS);
  // Returning visitors: a pool some twenty days of anonymous traffic deep.
  const pool = Math.round(20 * (25 + perDayOrders * 3));
  let nextCustomer = 0;
  let nextOrder = book.firstAtOrAfter(today - (HISTORY_DAYS - 1) * DAY_MS);

  for (let d = HISTORY_DAYS - 1; d >= 0; d--) {
    const start = today - d * DAY_MS;
    const end = Math.min(start + DAY_MS, ctx.now);
    const day: Pending[] = [];
    // Whoever signed up that day did so on a visit.
    while (nextCustomer < customers.length && (customers[nextCustomer]?.registeredAt ?? Infinity) < end) {
      const c = customers[nextCustomer++];
      if (c && c.registeredAt >= start)
        day.push({ at: c.registeredAt, visitor: c.id, source: SOURCE_INDEX[c.terminal], goods: -1, minPages: 2 });
    }
    // Every online buyer looked at what they bought shortly before ordering.
    let orders = 0;
    while (nextOrder < book.orders.length && (book.orders[nextOrder]?.createdAt ?? Infinity) < end) {
      const o = book.orders[nextOrder++];
      orders++;
      if (!o || o.source === 'store') continue;
      day.push({
        at: o.createdAt - g.int(1, 15) * 60_000,
        visitor: o.buyerId,
        source: SOURCE_INDEX[o.source],
        goods: o.items[0]?.goods ?? -1,
        minPages: 3,
      });
    }
    // Browsers who did not buy: some customers, mostly anonymous, busier at weekends.
    const weekday = new Date(start + 8 * 3_600_000).getUTCDay();
    const browsing = Math.round(
      (25 + orders * 3) * (weekday === 0 || weekday === 6 ? 1.3 : 1) * (0.8 + g.int(0, 40) / 100),
    );
    const registered = Math.max(1, nextCustomer);
    const open = start + 7 * 3_600_000;
    const span = Math.min(end, start + 23 * 3_600_000) - open;
    for (let i = 0; span > 0 && i < browsing; i++) {
      const visitor = g.chance(0.35) ? g.int(1, registered) : anonymousBase + g.int(0, pool - 1);
      day.push({
        at: open + g.int(0, span - 1),
        visitor,
        source: g.chance(0.55) ? 0 : g.chance(0.55) ? 1 : 2,
        goods: g.chance(0.7) ? pickGoods(g.int(0, 999_999) / 1_000_000, catalog).index : -1,
        minPages: 1,
      });
    }
    day.sort((a, b) => a.at - b.at);
    for (const v of day) {
      if (v.at < start || v.at >= end) continue;
      const pages = v.minPages + (g.chance(0.35) ? 0 : g.int(1, 7));
      visits.push({
        ...v,
        pages,
        duration: pages === 1 ? g.int(3, 40) : g.int(30, 120) * pages,
        referrer: pickReferrer(g),
        device: v.source === 1 ? (g.chance(0.38) ? 0 : g.chance(0.9) ? 1 : 2) : 1,
        ip: ipOf(v.visitor, d),
        page:
          v.goods >= 0 && v.goods < catalog.length && catalog[v.goods]?.type !== 'product'
            ? 2
            : g.int(0, SITE_PAGES.length - 1),
      });
    }
  }
  return visits;
}

/** The visit in which a buyer placed an order online (front-desk orders come from no visit). */
export function visitBefore(visits: Visits, o: OrderRecord, t: TransactionData): void {
  if (o.source === 'store') return;
  const goods = o.items[0]?.goods ?? -1;
  visits.add({
    at: o.createdAt,
    visitor: o.buyerId,
    source: SOURCE_INDEX[o.source],
    pages: 3,
    goods,
    duration: 240,
    referrer: 1,
    device: 1,
    ip: ipOf(o.buyerId, Math.floor(o.createdAt / DAY_MS)),
    page: goods >= 0 && t.catalog.goods[goods]?.type !== 'product' ? 2 : 0,
  });
}

function pickReferrer(g: FakeData): number {
  const r = g.int(0, 99);
  return r < 42 ? 0 : r < 70 ? 1 : r < 84 ? 2 : 3;
}

/** A visitor's address: the same for a few days running, as home broadband is. */
function ipOf(visitor: number, day: number): number {
  return (Math.imul(visitor, 2_654_435_761) ^ Math.floor(day / 5)) >>> 0;
}
