import {
  assetsOverviewSchema,
  flowSchema,
  orderDetailSchema,
  userWithdrawSchema,
  withdrawAuthSchema,
  withdrawSchema,
} from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { testState } from '../../kit/testing.js';
import { DAY_MS } from '../../util/time.js';
import { DEMO_CODES, HISTORY_DAYS } from './seed.js';
import { transactionState } from './state.js';
import { flowView } from './statement.js';
import { withdrawView } from './withdrawals.js';

const NOW = Date.UTC(2025, 5, 15, 6, 30);
const stateAt = (now = NOW, sizes = {}) => testState(now, { sizes });

describe('transaction seed', () => {
  const d = transactionState.of(stateAt().primary);

  it('seeds 400 days of orders, oldest first, every one a valid order of the contract', () => {
    const { book } = d;
    expect(book.orders.length).toBeGreaterThanOrEqual(2300);
    expect(book.orders[0]!.createdAt).toBeGreaterThanOrEqual(NOW - HISTORY_DAYS * DAY_MS);
    for (let i = 1; i < book.orders.length; i++)
      expect(book.orders[i]!.createdAt).toBeGreaterThanOrEqual(book.orders[i - 1]!.createdAt);
    for (const o of book.orders) {
      expect(orderDetailSchema.safeParse(book.detail(o, 'http://x')).error?.issues).toBeUndefined();
      expect(o.refunded).toBeLessThanOrEqual(o.paid);
      expect(o.payable).toBe(o.goodsAmount - o.discount + o.freight);
      if (o.status === 'refunded') expect(o.refunded).toBe(o.paid);
      if (o.status === 'unpaid' || o.status === 'closed') expect(o.paid).toBe(0);
      else expect(o.paid).toBe(o.payable);
    }
    const statuses = new Set(book.orders.map((o) => o.status));
    expect([...statuses].sort()).toEqual(['closed', 'done', 'refunded', 'toShip', 'toVerify', 'unpaid']);
  });

  it('keeps the books: flows run to the balance, and income less refunds is where the money is', () => {
    const { ledger, book } = d;
    const b = ledger.balances;
    expect(b.totalIncome - b.totalRefund).toBe(b.available + b.pending + b.frozen + b.totalWithdrawn + b.userPaid);
    let running = 0;
    for (const f of ledger.flows) {
      running += f.direction === 'in' ? f.amount : -f.amount;
      expect(f.balance).toBe(running);
      expect(flowSchema.safeParse(flowView(f)).success).toBe(true);
    }
    // 待结算 is exactly the unsettled orders' money less their refunds.
    const unsettled = book.orders.filter((o) => !o.settled).reduce((s, o) => s + o.paid - o.refunded, 0);
    expect(b.pending).toBe(unsettled);
    expect(b.totalIncome).toBe(book.orders.reduce((s, o) => s + o.paid, 0));
    expect(b.totalRefund).toBe(book.orders.reduce((s, o) => s + o.refunded, 0));
    expect(
      assetsOverviewSchema.safeParse({
        ...b,
        authStatus: 'approved',
        recentFlows: ledger.flows.slice(-3).map(flowView),
      }).success,
    ).toBe(true);
  });

  it('seeds withdrawals, users’ withdrawals and the authentication as the contract reads them', () => {
    for (const r of d.withdrawals.records) expect(withdrawSchema.safeParse(withdrawView(r)).success).toBe(true);
    for (const r of d.userWithdrawals.records)
      expect(userWithdrawSchema.safeParse(d.userWithdrawals.view(r, 'http://x')).success).toBe(true);
    expect(withdrawAuthSchema.safeParse(d.withdrawals.authView('http://x')).success).toBe(true);
    expect(d.withdrawals.records.length).toBeGreaterThan(8);
    expect(d.userWithdrawals.records.length).toBeGreaterThan(15);
    for (const c of d.customers) {
      const { balance, frozen, withdrawn } = c.commission;
      expect(Math.min(balance, frozen, withdrawn)).toBeGreaterThanOrEqual(0);
    }
  });

  it('pays promoters only commission earned on their buyers’ payments: settled = 未提现 + 提现中 + 已提现', () => {
    const { commissions } = d.book;
    expect(commissions.entries.length).toBeGreaterThan(100);
    const settled = new Map<number, number>();
    for (const e of commissions.entries) {
      const order = d.book.orders[e.orderId - 1];
      const buyer = d.customers[(order?.buyerId ?? 0) - 1];
      const brought = e.level === 1 ? buyer?.referrerId : d.customers[(buyer?.referrerId ?? 0) - 1]?.referrerId;
      expect(brought).toBe(e.promoterId);
      if (e.status === 'settled') settled.set(e.promoterId, (settled.get(e.promoterId) ?? 0) + e.amount);
      if (e.status === 'pending') expect(e.unfreezeAt).toBeGreaterThan(NOW);
    }
    for (const c of d.customers) {
      const { balance, frozen, withdrawn } = c.commission;
      expect(balance + frozen + withdrawn).toBe(settled.get(c.id) ?? 0);
    }
    // The demo promoters brought enough buyers to have earned what they ask to withdraw today.
    expect(settled.get(4)).toBeGreaterThan(100_000);
  });

  it('has the demo orders and people the browser tests use', () => {
    expect(d.book.byVerifyCode(DEMO_CODES.verify).status).toBe('toVerify');
    expect(d.book.byVerifyCode(DEMO_CODES.verified).status).toBe('done');
    const refundable = d.book.orders.find((o) => d.book.buyer(o).phone === '17700001001' && o.status === 'done');
    expect(refundable?.paid).toBe(30_000);
    expect(refundable?.settled).toBe(true);
    const pending = d.userWithdrawals.records.filter((r) => r.status === 'pending' && r.userId <= 6);
    expect(pending.map((r) => r.method).sort()).toEqual(['alipay', 'wechat']);
  });

  it('is the same on every start', () => {
    const again = transactionState.of(stateAt().primary);
    expect(again.book.orders.map((o) => o.orderNo)).toEqual(d.book.orders.map((o) => o.orderNo));
    expect(again.ledger.balances).toEqual(d.ledger.balances);
  });
});
