import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../errors.js';
import { testState } from '../../kit/testing.js';
import { DAY_MS, formatDate } from '../../util/time.js';
import { CATALOG, type Goods } from './catalog.js';
import type { Customer } from './customers.js';
import { type OrderRecord, SETTLE_AFTER_MS, UNPAID_CLOSE_MS } from './orders.js';
import { DEMO_CODES, placeOrder } from './seed.js';
import { transactionState } from './state.js';

const NOW = Date.UTC(2025, 5, 15, 6, 30);
const fresh = () => transactionState.of(testState(NOW).primary);
const refused = (run: () => unknown) => {
  try {
    run();
  } catch (err) {
    if (err instanceof UpstreamError) return err.message;
    throw err;
  }
  throw new Error('expected a refusal');
};

function demoRefundOrder(d: ReturnType<typeof fresh>): OrderRecord {
  return d.book.orders.find((o) => d.book.buyer(o).phone === '17700001001' && o.status === 'done') as OrderRecord;
}

describe('order book', () => {
  it('refunds in parts up to what was paid, out of the available balance once settled, and never more', () => {
    const d = fresh();
    const o = demoRefundOrder(d);
    const before = { ...d.ledger.balances };
    d.book.refund(o.id, { amount: 10_000, reason: '协商一致退款', refundedBefore: 0 }, '张校长', NOW);
    expect(o).toMatchObject({ refunded: 10_000, status: 'done' });
    expect(d.ledger.balances.available).toBe(before.available - 10_000);
    expect(d.ledger.balances.pending).toBe(before.pending);

    expect(refused(() => d.book.refund(o.id, { amount: 20_001, reason: 'x', refundedBefore: 10_000 }, 'a', NOW))).toBe(
      '退款金额不能超过可退金额 ¥200.00',
    );
    expect(refused(() => d.book.refund(o.id, { amount: 100, reason: 'x', refundedBefore: 0 }, 'a', NOW))).toBe(
      '该订单的退款已有变化，请刷新后重试',
    );
    d.book.refund(o.id, { amount: 20_000, reason: '买家申请退款', refundedBefore: 10_000 }, '张校长', NOW);
    expect(o).toMatchObject({ refunded: 30_000, status: 'refunded' });
    expect(refused(() => d.book.refund(o.id, { amount: 1, reason: 'x', refundedBefore: 30_000 }, 'a', NOW))).toBe(
      '该订单已全额退款，不能再退款',
    );
    expect(d.ledger.balances.totalRefund).toBe(before.totalRefund + 30_000);
    expect(d.book.detail(o, '').timeline.filter((s) => s.label === '退款成功')).toHaveLength(2);
  });

  it('refunds an unsettled order out of what waits for settlement, then settles only the rest', () => {
    const d = fresh();
    const o = d.book.byVerifyCode(DEMO_CODES.verify);
    expect(o.settled).toBe(false);
    const before = { ...d.ledger.balances };
    d.book.refund(o.id, { amount: 68_000, reason: '协商一致退款', refundedBefore: 0 }, '张校长', NOW);
    expect(d.ledger.balances.pending).toBe(before.pending - 68_000);
    d.book.verify(DEMO_CODES.verify, '张校长', NOW);
    expect(d.ledger.balances.available).toBe(before.available + o.paid - 68_000);
    expect(d.ledger.balances.pending).toBe(before.pending - o.paid);
  });

  it('writes off by code once, and refuses unknown, used and refunded codes', () => {
    const d = fresh();
    expect(refused(() => d.book.verify('000000000000', 'a', NOW))).toBe('核销码不存在，请核对后重试');
    expect(refused(() => d.book.verify(DEMO_CODES.verified, 'a', NOW))).toBe('该订单已核销，不能重复核销');
    const o = d.book.verify(DEMO_CODES.verify, '张校长', NOW);
    expect(o).toMatchObject({ status: 'done', verifiedAt: NOW, settled: true });
    expect(refused(() => d.book.verify(DEMO_CODES.verify, 'a', NOW))).toBe('该订单已核销，不能重复核销');
  });

  it('ships only orders waiting to be shipped', () => {
    const d = fresh();
    const waiting = d.book.orders.find((o) => o.status === 'toShip') as OrderRecord;
    d.book.ship(waiting.id, { company: '顺丰速运', trackingNo: 'SF1234567890' }, '张校长', NOW);
    expect(waiting).toMatchObject({ status: 'done', settled: true });
    expect(refused(() => d.book.ship(waiting.id, { company: '顺丰速运', trackingNo: 'SF1' }, 'a', NOW))).toBe(
      '只有待发货的订单可以发货',
    );
  });

  it('recycles finished orders only, restores them, and deletes for good only from the bin', () => {
    const d = fresh();
    const open = d.book.orders.find((o) => o.status === 'toVerify') as OrderRecord;
    const closed = d.book.orders.find((o) => o.status === 'closed') as OrderRecord;
    expect(refused(() => d.book.recycle([closed.id, open.id], 'a', NOW))).toBe(
      `订单 ${open.orderNo} 尚未完成，不能删除`,
    );
    expect(closed.recycled).toBe(false);
    expect(refused(() => d.book.remove([closed.id]))).toBe('只能彻底删除回收站中的订单');
    d.book.recycle([closed.id], 'a', NOW);
    expect(d.book.recycleList({ page: 1, size: 20 }).page.map((o) => o.id)).toEqual([closed.id]);
    expect(refused(() => d.book.refund(closed.id, { amount: 1, reason: 'x', refundedBefore: 0 }, 'a', NOW))).toBe(
      '订单已在回收站，不能退款',
    );
    d.book.restore([closed.id], 'a', NOW);
    expect(closed.recycled).toBe(false);
    d.book.recycle([closed.id], 'a', NOW);
    d.book.remove([closed.id]);
    expect(() => d.book.find(closed.id)).toThrow();
  });

  it('never deletes for good an order that took money, refunded or not, and says why', () => {
    const d = fresh();
    const refunded = d.book.orders.find((o) => o.status === 'refunded') as OrderRecord;
    const closed = d.book.orders.find((o) => o.status === 'closed' && !o.gone) as OrderRecord;
    d.book.recycle([closed.id, refunded.id], 'a', NOW);
    const flows = d.ledger.flows.length;
    expect(refused(() => d.book.remove([closed.id, refunded.id]))).toBe(
      `订单 ${refunded.orderNo} 已付款，不能彻底删除：只有未付款或已关闭的订单可以彻底删除`,
    );
    expect(closed.gone || refunded.gone).toBe(false);
    expect(d.ledger.flows).toHaveLength(flows);
    // Every line of the statement still opens its order.
    for (const f of d.ledger.flows) if (f.orderId !== null) expect(d.book.find(f.orderId).orderNo).toBe(f.orderNo);
  });

  it('takes a buyer’s payment once, closes what is never paid after 30 minutes, settles after 7 days', () => {
    const d = fresh();
    const at = NOW + 60_000;
    const buyer = d.customers[20] as Customer;
    const course = placeOrder(d, {
      buyerId: buyer.id,
      goods: [CATALOG[0] as Goods],
      quantities: [1],
      source: 'h5',
      at,
    });
    const left = placeOrder(d, { buyerId: buyer.id, goods: [CATALOG[0] as Goods], quantities: [1], source: 'h5', at });
    expect(course.status).toBe('unpaid');
    const before = { ...d.ledger.balances };
    d.book.pay(course.id, 'alipay', at + 60_000);
    expect(course).toMatchObject({
      status: 'toVerify',
      paid: course.payable,
      payMethod: 'alipay',
      paidAt: at + 60_000,
    });
    expect(d.ledger.balances.pending).toBe(before.pending + course.payable);
    expect(d.ledger.flows.at(-1)).toMatchObject({ type: 'orderIncome', orderId: course.id, amount: course.payable });
    expect(refused(() => d.book.pay(course.id, 'wechat', at + 120_000))).toBe('订单已支付，不能重复支付');
    d.book.tick(at + UNPAID_CLOSE_MS);
    expect(left).toMatchObject({ status: 'closed', closedAt: at + UNPAID_CLOSE_MS });
    expect(refused(() => d.book.pay(left.id, 'wechat', at + UNPAID_CLOSE_MS))).toBe('订单已超时关闭，不能支付');
    d.book.tick(at + 60_000 + SETTLE_AFTER_MS - 1);
    expect(course.settled).toBe(false);
    const unsettled = { ...d.ledger.balances };
    d.book.tick(at + 60_000 + SETTLE_AFTER_MS);
    expect(course.settled).toBe(true);
    expect(d.ledger.balances.available).toBe(unsettled.available + course.payable);
    expect(d.ledger.balances.pending).toBe(unsettled.pending - course.payable);
  });

  it('lists by 支付时间 from the ledger: the orders paid within the days, newest payment first', () => {
    const d = fresh();
    const day = formatDate(NOW - 3 * DAY_MS);
    const q = { startDate: day, endDate: day, page: 1, size: 500 };
    const paid = d.book.list({ ...q, dateField: 'payTime' });
    const expected = d.book.orders.filter((o) => o.paidAt !== null && formatDate(o.paidAt) === day);
    expect(paid.total).toBe(expected.length);
    expect(paid.summary.paid).toBe(expected.reduce((s, o) => s + o.paid, 0));
    const times = paid.page.map((o) => o.paidAt as number);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(d.book.list({ ...q, dateField: 'payTime', status: 'unpaid' }).total).toBe(0);
  });

  it('lists a tab with every tab’s count and the sums of the tab, by the chosen search field', () => {
    const d = fresh();
    const all = d.book.list({ page: 1, size: 20 });
    const live = d.book.orders.filter((o) => !o.recycled && !o.gone);
    expect(all.counts.all).toBe(live.length);
    expect(all.summary.paid).toBe(live.reduce((s, o) => s + o.paid, 0));
    expect(all.summary.buyers).toBe(new Set(live.map((o) => o.buyerId)).size);
    const done = d.book.list({ page: 2, size: 10, status: 'done', type: 'course' });
    expect(done.total).toBe(live.filter((o) => o.status === 'done' && o.type === 'course').length);
    expect(done.page.every((o) => o.status === 'done' && o.type === 'course')).toBe(true);
    expect(done.counts.all).toBe(live.filter((o) => o.type === 'course').length);
    const byPhone = d.book.list({ page: 1, size: 20, searchField: 'phone', keyword: '17700001001' });
    expect(byPhone.page.map((o) => d.book.buyer(o).name)).toEqual(['林晓雨', '林晓雨']);
    const times = all.page.map((o) => o.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
