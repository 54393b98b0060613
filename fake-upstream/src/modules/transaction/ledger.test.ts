import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../errors.js';
import { Ledger } from './ledger.js';

type Op =
  | { kind: 'income'; amount: number }
  | { kind: 'refund'; share: number }
  | { kind: 'settle'; share: number }
  | { kind: 'withdraw'; share: number }
  | { kind: 'return'; share: number }
  | { kind: 'paid'; share: number }
  | { kind: 'payUser'; amount: number };

const amount = fc.integer({ min: 1, max: 5_000_000 });
const share = fc.integer({ min: 1, max: 100 });
const op: fc.Arbitrary<Op> = fc.oneof(
  amount.map((a) => ({ kind: 'income' as const, amount: a })),
  share.map((s) => ({ kind: 'refund' as const, share: s })),
  share.map((s) => ({ kind: 'settle' as const, share: s })),
  share.map((s) => ({ kind: 'withdraw' as const, share: s })),
  share.map((s) => ({ kind: 'return' as const, share: s })),
  share.map((s) => ({ kind: 'paid' as const, share: s })),
  amount.map((a) => ({ kind: 'payUser' as const, amount: a })),
);

/** A part of `total` (in whole fen), at least 1 when there is anything. */
const part = (total: number, pct: number) => Math.max(1, Math.floor((total * pct) / 100));

describe('ledger', () => {
  it('adds up to the fen over any history of payments, refunds, settlements and withdrawals', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 120 }), (ops) => {
        const l = new Ledger();
        const b = l.balances;
        let at = 1_700_000_000_000;
        for (const o of ops) {
          at += 60_000;
          try {
            if (o.kind === 'income') l.income(o.amount, at, { orderId: 1, orderNo: 'O', method: '微信支付' });
            if (o.kind === 'refund' && b.pending > 0)
              l.refund(part(b.pending, o.share), at, {
                orderId: 1,
                orderNo: 'O',
                method: '微信支付',
                settled: false,
                reason: 'r',
              });
            if (o.kind === 'settle' && b.pending > 0) l.settle(part(b.pending, o.share));
            if (o.kind === 'withdraw' && b.available > 0)
              l.withdraw(part(b.available, o.share), at, { account: '银行卡', withdrawNo: 'W' });
            if (o.kind === 'return' && b.frozen > 0)
              l.withdrawReturned(part(b.frozen, o.share), at, { account: '银行卡', withdrawNo: 'W', reason: 'r' });
            if (o.kind === 'paid' && b.frozen > 0) l.withdrawPaid(part(b.frozen, o.share));
            if (o.kind === 'payUser') l.payUser(o.amount, at, { withdrawNo: 'U', userName: '张三' });
          } catch (err) {
            // Refused for want of money: nothing may have moved, which the sums below check.
            if (!(err instanceof UpstreamError)) throw err;
          }
          for (const v of Object.values(b)) expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
          expect(b.totalIncome - b.totalRefund).toBe(
            b.available + b.pending + b.frozen + b.totalWithdrawn + b.userPaid,
          );
        }
        const signed = l.flows.reduce((s, f) => s + (f.direction === 'in' ? f.amount : -f.amount), 0);
        expect(signed).toBe(l.balance);
        expect(l.flows.at(-1)?.balance ?? 0).toBe(l.balance);
        let running = 0;
        for (const f of l.flows) {
          running += f.direction === 'in' ? f.amount : -f.amount;
          expect(f.balance).toBe(running);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('refuses to move money it does not hold, and moves nothing then', () => {
    const l = new Ledger();
    l.income(10_000, 1, { orderId: 1, orderNo: 'O1', method: '微信支付' });
    expect(() => l.withdraw(1, 2, { account: '银行卡', withdrawNo: 'W1' })).toThrow('可提现余额不足');
    l.settle(10_000);
    expect(() =>
      l.refund(10_001, 3, { orderId: 1, orderNo: 'O1', method: '微信支付', settled: true, reason: 'r' }),
    ).toThrow('可提现余额不足，无法退款');
    expect(l.balances).toMatchObject({ available: 10_000, pending: 0, totalRefund: 0 });
    expect(l.flows).toHaveLength(1);
  });

  it('refuses amounts that are not whole positive fen', () => {
    const l = new Ledger();
    for (const bad of [0, -1, 1.5, Number.NaN])
      expect(() => l.income(bad, 1, { orderId: 1, orderNo: 'O', method: 'x' })).toThrow();
  });
});
