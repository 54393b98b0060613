import { addDays, overviewSchema, transactionAnalysisSchema } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { callContext, testState } from '../../kit/testing.js';
import { formatDate } from '../../util/time.js';
import { analysisFake } from '../analysis/index.js';
import { cluesOf } from '../enrollment/state.js';
import { transactionState } from '../transaction/index.js';
import { homeHandlers } from './home.js';

const NOW = Date.UTC(2025, 5, 15, 6, 30);
const TODAY = formatDate(NOW);

describe('the overview', () => {
  const state = testState(NOW);
  const ctx = callContext(state, NOW);
  const overview = overviewSchema.parse(homeHandlers.indexData({}, ctx));
  const analysis = (date: string) =>
    transactionAnalysisSchema.parse(
      (analysisFake.handlers['analysis.transaction'] as (i: never, c: typeof ctx) => unknown)(
        { startDate: date, endDate: date } as never,
        ctx,
      ),
    );
  const uv = (date: string) =>
    (
      (analysisFake.handlers['analysis.flow'] as (i: never, c: typeof ctx) => unknown)(
        { startDate: date, endDate: date } as never,
        ctx,
      ) as { cards: { uv: { value: number } } }
    ).cards.uv.value;

  it('has today and yesterday as the 7-day trend’s last two days, income in whole fen', () => {
    expect(overview.trend.map((d) => d.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => addDays(TODAY, -n)));
    const [yesterday, today] = overview.trend.slice(-2);
    expect(today).toEqual({
      date: TODAY,
      visits: overview.todayVisits,
      orders: overview.todayOrders,
      income: overview.todayIncome,
      clues: overview.todayClues,
    });
    expect(yesterday).toMatchObject({ orders: overview.yesterdayOrders, income: overview.yesterdayIncome });
    expect(Number.isInteger(overview.todayIncome)).toBe(true);
    expect(overview.todayOrders).toBeGreaterThan(0);
  });

  it('is, day by day, what 交易分析, 流量分析 and the leads say', () => {
    for (const d of overview.trend) {
      const t = analysis(d.date);
      expect([d.orders, d.income]).toEqual([t.cards.orders.value, t.cards.payAmount.value]);
      expect(d.visits).toBe(uv(d.date));
      expect(d.clues).toBe(cluesOf(ctx).store.createdOn(d.date));
    }
  });

  it('counts every customer signed up by now, and the day’s figures move with a payment', () => {
    const d = transactionState.of(state.primary);
    expect(overview.totalUsers).toBe(d.customers.filter((c) => c.registeredAt <= NOW).length);
    const unpaid = d.book.orders.find((o) => o.status === 'unpaid');
    if (!unpaid) throw new Error('no unpaid order');
    d.book.pay(unpaid.id, 'wechat', NOW);
    const after = overviewSchema.parse(homeHandlers.indexData({}, ctx));
    expect(after.todayIncome).toBe(overview.todayIncome + unpaid.payable);
    expect(after.todayOrders).toBe(overview.todayOrders);
  });
});
