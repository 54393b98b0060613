import { FLOW_DIRECTION, type Flow, type FlowType } from '@console/contracts';
import { fail } from '../../errors.js';
import { PRIMARY_SHOP } from '../../state/shops.js';
import { formatDateTime } from '../../util/time.js';
import { SERIAL_BLOCK, serialOf } from './numbers.js';

/** A flow line as stored: times as milliseconds, and the order it belongs to (what analysis reads by). */
export interface FlowRow extends Omit<Flow, 'time'> {
  at: number;
  orderId: number | null;
}

/** The shop's balances, all integer fen. */
export interface Balances {
  available: number;
  pending: number;
  frozen: number;
  totalIncome: number;
  totalRefund: number;
  totalWithdrawn: number;
  /** Paid out to users' WeChat change from the available balance. */
  userPaid: number;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const stampOf = (ms: number) => formatDateTime(ms).replace(/\D/g, '');

/**
 * The shop's money on the platform, one method per kind of movement: the one book every money figure is a
 * query of (the statement, 总资产, and 交易分析's 支付金额 and 退款金额 by the day each line happened). Every
 * method checks before it moves anything (no half-done change), moves whole fen only, and writes a flow line
 * with the balance after it when the balance changes. Lines are in time order: a line is never dated before
 * the one written before it. What holds at every moment (ledger.test.ts says it over random histories):
 *
 *   totalIncome − totalRefund = available + pending + frozen + totalWithdrawn + userPaid
 *   the last flow line's balance = available + pending = the signed sum of all flow lines
 */
export class Ledger {
  readonly balances: Balances = {
    available: 0,
    pending: 0,
    frozen: 0,
    totalIncome: 0,
    totalRefund: 0,
    totalWithdrawn: 0,
    userPaid: 0,
  };
  readonly flows: FlowRow[] = [];

  /** `shop`: whose book it is, which its numbers (and those of the orders and withdrawals on it) tell apart. */
  constructor(readonly shop: number = PRIMARY_SHOP) {}

  get balance(): number {
    return this.balances.available + this.balances.pending;
  }

  /** A buyer paid: the money waits (待结算) until its order completes. */
  income(amount: number, at: number, o: { orderId: number; orderNo: string; method: string }): FlowRow {
    whole(amount);
    this.balances.pending += amount;
    this.balances.totalIncome += amount;
    return this.line('orderIncome', amount, at, { ...o, remark: '买家支付' });
  }

  /** An order completed: what is left of its money after refunds becomes withdrawable. */
  settle(amount: number): void {
    whole(amount);
    if (amount > this.balances.pending) throw new Error(`settling ${amount} with ${this.balances.pending} pending`);
    this.balances.pending -= amount;
    this.balances.available += amount;
  }

  /** Money back to a buyer: from what waits for settlement, or from the available balance once settled. */
  refund(
    amount: number,
    at: number,
    o: { orderId: number; orderNo: string; method: string; settled: boolean; reason: string },
  ): FlowRow {
    whole(amount);
    const from = o.settled ? 'available' : 'pending';
    if (amount > this.balances[from]) throw fail('可提现余额不足，无法退款');
    this.balances[from] -= amount;
    this.balances.totalRefund += amount;
    return this.line('orderRefund', amount, at, {
      orderId: o.orderId,
      orderNo: o.orderNo,
      method: o.method,
      remark: o.reason,
    });
  }

  /** The shop asks to withdraw: the amount leaves the balance and waits in 提现中. */
  withdraw(amount: number, at: number, o: { account: string; withdrawNo: string }): FlowRow {
    whole(amount);
    if (amount > this.balances.available) throw fail('可提现余额不足');
    this.balances.available -= amount;
    this.balances.frozen += amount;
    return this.line('withdraw', amount, at, {
      orderId: null,
      orderNo: null,
      method: o.account,
      remark: `提现单 ${o.withdrawNo}`,
    });
  }

  /** A withdrawal refused by the platform: the amount comes back. */
  withdrawReturned(amount: number, at: number, o: { account: string; withdrawNo: string; reason: string }): FlowRow {
    whole(amount);
    if (amount > this.balances.frozen) throw new Error(`returning ${amount} with ${this.balances.frozen} frozen`);
    this.balances.frozen -= amount;
    this.balances.available += amount;
    return this.line('withdrawReturn', amount, at, {
      orderId: null,
      orderNo: null,
      method: o.account,
      remark: `提现单 ${o.withdrawNo} 驳回：${o.reason}`,
    });
  }

  /** A withdrawal paid to the bank (the fee stays with the platform). */
  withdrawPaid(amount: number): void {
    whole(amount);
    if (amount > this.balances.frozen) throw new Error(`paying ${amount} with ${this.balances.frozen} frozen`);
    this.balances.frozen -= amount;
    this.balances.totalWithdrawn += amount;
  }

  /** A user's withdrawal paid at once to their WeChat change, out of the available balance. */
  payUser(amount: number, at: number, o: { withdrawNo: string; userName: string }): FlowRow {
    whole(amount);
    if (amount > this.balances.available) throw fail('可提现余额不足，无法打款到微信零钱');
    this.balances.available -= amount;
    this.balances.userPaid += amount;
    return this.line('userWithdraw', amount, at, {
      orderId: null,
      orderNo: null,
      method: '微信零钱',
      remark: `${o.userName} 提现 ${o.withdrawNo}`,
    });
  }

  /** The position of the first line at or after `ms`: a day's lines are [firstAtOrAfter(day), firstAtOrAfter(next day)). */
  firstAtOrAfter(ms: number): number {
    let lo = 0;
    let hi = this.flows.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.flows[mid] as FlowRow).at < ms) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private line(
    type: FlowType,
    amount: number,
    when: number,
    o: { orderId: number | null; orderNo: string | null; method: string; remark: string },
  ): FlowRow {
    const id = this.flows.length + 1;
    // A clock set back never dates a line before the last one: the book stays in time order.
    const at = Math.max(when, this.flows.at(-1)?.at ?? when);
    const row: FlowRow = {
      id,
      tradeNo: `T${stampOf(at)}${pad(serialOf(this.shop, id, SERIAL_BLOCK.trade) % 1_000_000, 6)}`,
      orderId: o.orderId,
      orderNo: o.orderNo,
      at,
      direction: FLOW_DIRECTION[type],
      type,
      amount,
      balance: this.balance,
      method: o.method,
      remark: o.remark,
    };
    this.flows.push(row);
    return row;
  }
}

function whole(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`not an amount of fen: ${amount}`);
}
