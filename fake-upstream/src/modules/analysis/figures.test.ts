import {
  addDays,
  flowAnalysisSchema,
  transactionAnalysisSchema,
  userAnalysisSchema,
  websiteAnalysisSchema,
} from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { testState } from '../../kit/testing.js';
import { DAY_MS, formatDate, startOfDay } from '../../util/time.js';
import { CATALOG, transactionState } from '../transaction/index.js';
import { placeOrder } from '../transaction/seed.js';
import { flowPage } from '../transaction/statement.js';
import { analysisState } from './state.js';

const NOW = Date.UTC(2025, 5, 15, 6, 30);
const TODAY = formatDate(NOW);
const state = testState(NOW);
const { figures } = analysisState.of(state.primary);
const { book, ledger } = transactionState.of(state.primary);

const RANGES = [
  { startDate: TODAY, endDate: TODAY },
  { startDate: addDays(TODAY, -6), endDate: TODAY },
  { startDate: addDays(TODAY, -29), endDate: TODAY },
  { startDate: '2025-03-01', endDate: '2025-03-31' },
  { startDate: addDays(TODAY, -365), endDate: TODAY },
];
const sum = <T>(xs: readonly T[], f: (x: T) => number) => xs.reduce((s, x) => s + f(x), 0);

describe('analysis figures', () => {
  for (const r of RANGES) {
    it(`agree with the order list and the statement for ${r.startDate} – ${r.endDate}`, () => {
      const placed = book.list({ ...r, page: 1, size: 20 });
      const paid = book.list({ ...r, dateField: 'payTime', page: 1, size: 20 });
      const income = flowPage(ledger, { ...r, type: 'orderIncome', page: 1, size: 1 });
      const refunds = flowPage(ledger, { ...r, type: 'orderRefund', page: 1, size: 1 });
      const t = transactionAnalysisSchema.parse(figures.transaction(r));
      expect(t.cards.orders.value).toBe(placed.counts.all);
      expect(t.cards.payAmount.value).toBe(paid.summary.paid);
      expect(t.cards.payAmount.value).toBe(income.income);
      expect(t.cards.paidOrders.value).toBe(income.total);
      expect(t.cards.refundAmount.value).toBe(refunds.expense);
      expect(sum(t.trend, (p) => p.orders)).toBe(t.cards.orders.value);
      expect(sum(t.trend, (p) => p.payAmount)).toBe(t.cards.payAmount.value);
      expect(sum(t.trend, (p) => p.refundAmount)).toBe(t.cards.refundAmount.value);
      expect(sum(t.trend, (p) => p.refunds)).toBe(refunds.total);
      expect(sum(t.types, (s) => s.amount)).toBe(t.cards.payAmount.value);
      expect(sum(t.sources, (s) => s.count)).toBe(t.cards.paidOrders.value);
      expect(t.trend).toHaveLength(
        r.startDate === r.endDate ? 24 : Math.round((Date.parse(r.endDate) - Date.parse(r.startDate)) / 864e5) + 1,
      );

      const u = userAnalysisSchema.parse(figures.user(r));
      expect(u.cards.orderUsers.value).toBe(placed.summary.buyers);
      expect(u.cards.payUsers.value).toBe(paid.summary.buyers);
      // The funnel narrows: every buyer visited, not every visitor ordered.
      expect(u.cards.visitors.value).toBeGreaterThanOrEqual(u.cards.orderUsers.value);
      expect(sum(u.gender, (g) => g.value)).toBe(u.cards.visitors.value);
      expect(sum(u.regions, (x) => x.payAmount)).toBe(t.cards.payAmount.value);

      const f = flowAnalysisSchema.parse(figures.flow(r));
      expect(f.cards.payAmount.value).toBe(t.cards.payAmount.value);
      expect(f.cards.refundAmount.value).toBe(t.cards.refundAmount.value);
      expect(sum(f.ranking, (g) => g.payAmount)).toBe(f.cards.payAmount.value);
      expect(sum(f.ranking, (g) => g.refundAmount)).toBe(f.cards.refundAmount.value);
      expect(sum(f.trend, (p) => p.refundAmount)).toBe(f.cards.refundAmount.value);
      expect(sum(f.trend, (p) => p.pv)).toBe(f.cards.pv.value);
      expect(sum(f.sources, (s) => s.pv)).toBe(f.cards.pv.value);

      const w = websiteAnalysisSchema.parse(figures.website(r));
      const h5 = book.list({ ...r, source: 'h5', page: 1, size: 20 });
      const h5Paid = book.list({ ...r, source: 'h5', dateField: 'payTime', page: 1, size: 20 });
      expect(w.cards.orders.value).toBe(h5.counts.all);
      expect(w.cards.payAmount.value).toBe(h5Paid.summary.paid);
      expect(sum(w.pages, (p) => p.pv)).toBe(w.cards.pv.value);
      expect(w.cards.bounceRate.value).toBeLessThanOrEqual(1000);
    });
  }

  it('compares with the period just before, of the same length', () => {
    const week = figures.transaction({ startDate: addDays(TODAY, -6), endDate: TODAY });
    expect(week.range).toMatchObject({ previousStart: addDays(TODAY, -13), previousEnd: addDays(TODAY, -7) });
    const before = book.list({ startDate: addDays(TODAY, -13), endDate: addDays(TODAY, -7), page: 1, size: 20 });
    expect(week.cards.orders.previous).toBe(before.counts.all);
    expect(week.cards.avgPerUser.value).toBe(Math.round(week.cards.payAmount.value / week.cards.payUsers.value));
  });
});

describe('the books behind the figures', () => {
  const MONTH = { startDate: addDays(TODAY, -29), endDate: TODAY };
  const every = () => [figures.transaction(MONTH), figures.flow(MONTH), figures.user(MONTH), figures.website(MONTH)];

  it('a refund counts on the day it is made, and leaves the day its order was paid as it was', () => {
    const s = testState(NOW);
    const { book: b } = transactionState.of(s.primary);
    const f = analysisState.of(s.primary).figures;
    const o = b.orders.find(
      (x) => x.status === 'done' && x.settled && x.paidAt !== null && x.paidAt < NOW - 3 * DAY_MS,
    );
    if (!o) throw new Error('no settled order');
    const paidDay = formatDate(o.paidAt as number);
    const before = { paidDay: f.transaction({ startDate: paidDay, endDate: paidDay }), today: f.day(TODAY) };
    const todays = f.transaction({ startDate: TODAY, endDate: TODAY }).cards.refundAmount.value;
    b.refund(o.id, { amount: 100, reason: '协商一致退款', refundedBefore: o.refunded }, '张校长', NOW);
    expect(f.transaction({ startDate: paidDay, endDate: paidDay })).toEqual(before.paidDay);
    expect(f.transaction({ startDate: TODAY, endDate: TODAY }).cards.refundAmount.value).toBe(todays + 100);
    expect(f.day(TODAY)).toEqual(before.today);
  });

  it('the recycle bin hides an order from the list and changes no figure', () => {
    const s = testState(NOW);
    const { book: b } = transactionState.of(s.primary);
    const f = analysisState.of(s.primary).figures;
    const o = b.list({ ...MONTH, status: 'done', page: 1, size: 1 }).page[0];
    if (!o) throw new Error('no finished order');
    const before = [f.transaction(MONTH), f.flow(MONTH), f.user(MONTH), f.website(MONTH)];
    const listed = b.list({ ...MONTH, page: 1, size: 1 }).counts.all;
    b.recycle([o.id], '张校长', NOW);
    expect(b.list({ ...MONTH, page: 1, size: 1 }).counts.all).toBe(listed - 1);
    expect(b.recycleList({ ...MONTH, page: 1, size: 20 }).total).toBe(1);
    expect([f.transaction(MONTH), f.flow(MONTH), f.user(MONTH), f.website(MONTH)]).toEqual(before);
    b.restore([o.id], '张校长', NOW);
    expect(every()).toEqual(before);
  });

  it('an order placed before midnight and paid after counts as placed today and paid tomorrow', () => {
    const s = testState(NOW);
    const d = transactionState.of(s.primary);
    const f = analysisState.of(s.primary).figures;
    const buyer = d.customers[10];
    if (!buyer) throw new Error('no customer');
    const order = (at: number) =>
      placeOrder(d, { buyerId: buyer.id, goods: [CATALOG[0]!], quantities: [1], source: 'h5', at });
    const today = f.day(TODAY);
    // Never paid: it closes on its own 30 minutes later, and still counts as placed.
    const unpaid = order(NOW);
    d.book.tick(NOW + 30 * 60_000);
    expect(unpaid.status).toBe('closed');
    const midnight = startOfDay(NOW) + DAY_MS;
    const late = order(midnight - 60_000);
    d.book.pay(late.id, 'wechat', midnight + 5 * 60_000);
    const tomorrow = formatDate(midnight);
    expect(f.day(TODAY)).toMatchObject({ orders: today.orders + 2, payAmount: today.payAmount });
    expect(f.day(tomorrow)).toMatchObject({ orders: 0, payAmount: late.payable });
    // The buyer's visit of each order is recorded at its time, in time order.
    const { visits } = analysisState.of(s.primary);
    for (const o of [unpaid, late]) {
      const i = visits.firstAtOrAfter(o.createdAt);
      expect([visits.at[i], visits.visitor[i]]).toEqual([o.createdAt, buyer.id]);
    }
    for (let i = 1; i < visits.size; i++) expect(visits.at[i]).toBeGreaterThanOrEqual(visits.at[i - 1] as number);
  });
});
