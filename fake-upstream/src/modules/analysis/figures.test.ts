import {
  addDays,
  flowAnalysisSchema,
  transactionAnalysisSchema,
  userAnalysisSchema,
  websiteAnalysisSchema,
} from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { testState } from '../../kit/testing.js';
import { formatDate } from '../../util/time.js';
import { transactionState } from '../transaction/index.js';
import { analysisState } from './state.js';

const NOW = Date.UTC(2025, 5, 15, 6, 30);
const TODAY = formatDate(NOW);
const state = testState(NOW);
const { figures } = analysisState.of(state.primary);
const { book } = transactionState.of(state.primary);

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
    it(`agree with the order list for ${r.startDate} – ${r.endDate}`, () => {
      const list = book.list({ ...r, page: 1, size: 20 });
      const t = transactionAnalysisSchema.parse(figures.transaction(r));
      expect(t.cards.orders.value).toBe(list.counts.all);
      expect(t.cards.payAmount.value).toBe(list.summary.paid);
      expect(t.cards.refundAmount.value).toBe(list.summary.refunded);
      expect(sum(t.trend, (p) => p.orders)).toBe(t.cards.orders.value);
      expect(sum(t.trend, (p) => p.payAmount)).toBe(t.cards.payAmount.value);
      expect(sum(t.types, (s) => s.amount)).toBe(t.cards.payAmount.value);
      expect(sum(t.sources, (s) => s.count)).toBe(t.cards.paidOrders.value);
      expect(t.trend).toHaveLength(
        r.startDate === r.endDate ? 24 : Math.round((Date.parse(r.endDate) - Date.parse(r.startDate)) / 864e5) + 1,
      );

      const u = userAnalysisSchema.parse(figures.user(r));
      expect(u.cards.orderUsers.value).toBe(list.summary.buyers);
      // The funnel narrows: every buyer visited, not every visitor ordered, not every order was paid.
      expect(u.cards.visitors.value).toBeGreaterThanOrEqual(u.cards.orderUsers.value);
      expect(u.cards.orderUsers.value).toBeGreaterThanOrEqual(u.cards.payUsers.value);
      expect(sum(u.gender, (g) => g.value)).toBe(u.cards.visitors.value);
      expect(sum(u.regions, (x) => x.payAmount)).toBe(t.cards.payAmount.value);

      const f = flowAnalysisSchema.parse(figures.flow(r));
      expect(f.cards.payAmount.value).toBe(list.summary.paid);
      expect(sum(f.ranking, (g) => g.payAmount)).toBe(f.cards.payAmount.value);
      expect(sum(f.ranking, (g) => g.refundAmount)).toBe(f.cards.refundAmount.value);
      expect(sum(f.trend, (p) => p.pv)).toBe(f.cards.pv.value);
      expect(sum(f.sources, (s) => s.pv)).toBe(f.cards.pv.value);

      const w = websiteAnalysisSchema.parse(figures.website(r));
      const h5 = book.list({ ...r, source: 'h5', page: 1, size: 20 });
      expect(w.cards.orders.value).toBe(h5.counts.all);
      expect(w.cards.payAmount.value).toBe(h5.summary.paid);
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

  it('leaves orders in the recycle bin out, as the list does', () => {
    const r = { startDate: addDays(TODAY, -29), endDate: TODAY };
    const closed = book.list({ ...r, status: 'closed', page: 1, size: 5 }).page[0];
    const before = figures.transaction(r).cards.orders.value;
    book.recycle([closed!.id], '张校长', NOW);
    expect(figures.transaction(r).cards.orders.value).toBe(before - 1);
    book.restore([closed!.id], '张校长', NOW);
  });
});
