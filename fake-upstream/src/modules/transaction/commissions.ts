import { type CommissionStatus, feeAt, type PromoterRule } from '@console/contracts';
import { DAY_MS } from '../../util/time.js';
import type { Customer } from './customers.js';

/** The rules a shop starts with: 10 % and 5 %, 7 days frozen, the money module's withdrawal defaults. */
export const DEFAULT_PROMOTER_RULE: PromoterRule = {
  enabled: true,
  scope: 'approved',
  binding: 'first',
  level1Rate: 1_000,
  level2Rate: 500,
  freezeDays: 7,
  minWithdraw: 1_000,
  feeRate: 100,
};

/** One promoter's commission on one payment, in fen. */
export interface CommissionEntry {
  id: number;
  orderId: number;
  /** The promoter: a customer. */
  promoterId: number;
  level: 1 | 2;
  /** Basis points of the rule when it was earned. */
  rate: number;
  amount: number;
  status: CommissionStatus;
  /** When it was earned: the payment's time. */
  at: number;
  unfreezeAt: number;
}

/** What an order tells the commission book: who paid, how much, and how much went back. */
export interface PaidOrder {
  id: number;
  buyerId: number;
  paid: number;
  refunded: number;
}

/**
 * Promoters' commission, written with the orders it is earned on (the order book calls it), in whole fen.
 * A payment by a buyer a promoter brought earns that promoter level-1 commission, and the promoter who brought
 * them level 2; it stays frozen (待结算) for the rule's days, and a refund meanwhile lowers it to the rate of
 * what is left (已取消 at nothing). Once settled it is the promoter's 未提现, which their withdrawals draw
 * from (customers.ts keeps balance, 提现中 and 已提现); the shop's money moves only when a withdrawal is paid
 * to WeChat change, as the ledger's 用户提现 line. So for every promoter, at every moment:
 *
 *   settled commission = 未提现 + 提现中 + 已提现, and 累计佣金 = settled + frozen
 */
export class Commissions {
  rule: PromoterRule = { ...DEFAULT_PROMOTER_RULE };
  /** The rule's version: advances on every save of it. */
  readonly ruleVersion = { version: 1 };
  readonly entries: CommissionEntry[] = [];
  /** Entries still frozen, the first to unfreeze first (the seed ticks on every event: it only looks at the head). */
  private frozen: CommissionEntry[] = [];

  constructor(private readonly customers: readonly Customer[]) {}

  /** The promoter who brought `c`, while they still promote. */
  private promoterOf(c: Customer | undefined): Customer | undefined {
    const p = c && c.referrerId > 0 ? this.customers[c.referrerId - 1] : undefined;
    return p?.promoter ? p : undefined;
  }

  /** An order paid at `at`: commission for whoever brought its buyer, and for whoever brought them. */
  earn(o: PaidOrder, at: number): void {
    if (!this.rule.enabled) return;
    const first = this.promoterOf(this.customers[o.buyerId - 1]);
    if (!first) return;
    this.add(o, first.id, 1, this.rule.level1Rate, at);
    const second = this.promoterOf(first);
    if (second && second.id !== o.buyerId) this.add(o, second.id, 2, this.rule.level2Rate, at);
  }

  private add(o: PaidOrder, promoterId: number, level: 1 | 2, rate: number, at: number): void {
    const amount = feeAt(o.paid, rate);
    if (amount === 0) return;
    const e: CommissionEntry = {
      id: this.entries.length + 1,
      orderId: o.id,
      promoterId,
      level,
      rate,
      amount,
      status: 'pending',
      at,
      unfreezeAt: at + this.rule.freezeDays * DAY_MS,
    };
    this.entries.push(e);
    // After the others unless the rule's days were shortened since they were earned.
    let place = this.frozen.length;
    while (place > 0 && (this.frozen[place - 1] as CommissionEntry).unfreezeAt > e.unfreezeAt) place--;
    this.frozen.splice(place, 0, e);
  }

  /** A refund of the order: frozen commission shrinks to what is left of it; settled commission stays. */
  refund(o: PaidOrder): void {
    for (const e of this.frozen) {
      if (e.orderId !== o.id) continue;
      e.amount = feeAt(o.paid - o.refunded, e.rate);
      if (e.amount === 0) e.status = 'cancelled';
    }
    this.frozen = this.frozen.filter((e) => e.status === 'pending');
  }

  /** Commission whose frozen days are over by `now` joins its promoter's balance. */
  tick(now: number): void {
    let n = 0;
    for (; n < this.frozen.length && (this.frozen[n] as CommissionEntry).unfreezeAt <= now; n++) {
      const e = this.frozen[n] as CommissionEntry;
      e.status = 'settled';
      (this.customers[e.promoterId - 1] as Customer).commission.balance += e.amount;
    }
    if (n > 0) this.frozen.splice(0, n);
  }

  /** One promoter's figures: frozen, settled, and the level-1 orders they brought (not cancelled). */
  figuresOf(promoterId: number): { frozen: number; settled: number; orderIds: number[] } {
    const out = { frozen: 0, settled: 0, orderIds: [] as number[] };
    for (const e of this.entries) {
      if (e.promoterId !== promoterId) continue;
      if (e.status === 'pending') out.frozen += e.amount;
      if (e.status === 'settled') out.settled += e.amount;
      if (e.level === 1 && e.status !== 'cancelled') out.orderIds.push(e.orderId);
    }
    return out;
  }
}
