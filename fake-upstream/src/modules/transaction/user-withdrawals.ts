import {
  feeAt,
  formatYuan,
  type PromoterRule,
  type UserWithdraw,
  type UserWithdrawMethod,
  type UserWithdrawStatus,
} from '@console/contracts';
import { fail, notFound } from '../../errors.js';
import { DAY_MS, formatDateTime, parseDateTime } from '../../util/time.js';
import type { Customer } from './customers.js';
import type { Ledger } from './ledger.js';
import { SERIAL_BLOCK, serialOf } from './numbers.js';

export interface UserWithdrawRecord {
  id: number;
  withdrawNo: string;
  userId: number;
  amount: number;
  fee: number;
  received: number;
  method: UserWithdrawMethod;
  account: string;
  qrCode: string;
  status: UserWithdrawStatus;
  reason: string | null;
  voucher: string | null;
  remark: string;
  createdAt: number;
  reviewedAt: number | null;
  paidAt: number | null;
}

export interface UserWithdrawQuery {
  page: number;
  size: number;
  status?: UserWithdrawStatus;
  method?: UserWithdrawMethod;
  keyword?: string;
  startDate?: string;
  endDate?: string;
}

const time = (ms: number | null) => (ms === null ? null : formatDateTime(ms));
const maskPhone = (p: string) => `${p.slice(0, 3)}****${p.slice(-4)}`;

/** What of the 推广规则 a withdrawal request answers to: its minimum (fen) and the shop's fee (basis points). */
export type WithdrawRule = Pick<PromoterRule, 'minWithdraw' | 'feeRate'>;

/** Why a request below the rule's minimum is refused. */
export const belowMinimum = (minWithdraw: number) => `提现金额不能低于最低提现金额 ${formatYuan(minWithdraw)}`;

/**
 * Withdrawals of promoters and users from their commission at the shop. A request moves the amount from the
 * person's balance to 提现中; rejecting moves it back; paying moves it to 已提现 (and, for WeChat change, out
 * of the shop's available balance through the ledger). A request answers to the shop's 推广规则 as it is then
 * (read through `rule`, the commission book's): below its minimum it is refused, and its fee is reckoned at the
 * rule's rate and kept on the request, so a later change of the rule leaves past requests as they were.
 */
export class UserWithdrawals {
  readonly records: UserWithdrawRecord[] = [];

  constructor(
    private readonly customers: readonly Customer[],
    private readonly ledger: Ledger,
    readonly rule: () => WithdrawRule,
  ) {}

  private customer(id: number): Customer {
    const c = this.customers[id - 1];
    if (!c) throw notFound();
    return c;
  }

  /** A person asks to withdraw (in their app; the console only reviews). */
  request(userId: number, amount: number, method: UserWithdrawMethod, at: number): UserWithdrawRecord {
    const c = this.customer(userId);
    if (!c.promoter) throw fail('该用户不是推广员，没有可提现的佣金');
    const { minWithdraw, feeRate } = this.rule();
    if (amount < minWithdraw) throw fail(belowMinimum(minWithdraw));
    if (amount > c.commission.balance) throw fail('可提现佣金不足');
    c.commission.balance -= amount;
    c.commission.frozen += amount;
    const id = this.records.length + 1;
    const fee = feeAt(amount, feeRate);
    const record: UserWithdrawRecord = {
      id,
      withdrawNo: `U${formatDateTime(at).replace(/\D/g, '')}${String(serialOf(this.ledger.shop, id, SERIAL_BLOCK.withdraw)).padStart(4, '0')}`,
      userId,
      amount,
      fee,
      received: amount - fee,
      method,
      account:
        method === 'wechat'
          ? `微信昵称 ${c.name.slice(0, 1)}**`
          : method === 'alipay'
            ? `支付宝 ${maskPhone(c.phone)}`
            : `${['招商银行', '中国工商银行', '中国建设银行'][id % 3]}（尾号 ${String(4000 + ((id * 37) % 6000))}）`,
      qrCode: '',
      status: 'pending',
      reason: null,
      voucher: null,
      remark: '',
      createdAt: at,
      reviewedAt: null,
      paidAt: null,
    };
    this.records.push(record);
    return record;
  }

  find(id: number): UserWithdrawRecord {
    const r = this.records[id - 1];
    if (!r) throw notFound();
    return r;
  }

  /** 审核通过: WeChat change is paid at once out of the shop's balance; the others wait for the transfer. */
  approve(id: number, at: number): UserWithdrawRecord {
    const r = this.find(id);
    if (r.status !== 'pending') throw fail(`该提现${labelOfStatus(r.status)}，不能重复审核`);
    if (r.method === 'wechat') {
      this.ledger.payUser(r.received, at, { withdrawNo: r.withdrawNo, userName: this.customer(r.userId).name });
      this.paid(r, at);
    } else r.status = 'approved';
    r.reviewedAt = at;
    return r;
  }

  /** 驳回 with the reason: the amount goes back to the person's balance. */
  reject(id: number, reason: string, at: number): UserWithdrawRecord {
    const r = this.find(id);
    if (r.status === 'paid') throw fail('该提现已打款，不能驳回');
    if (r.status === 'rejected') throw fail('该提现已驳回');
    const c = this.customer(r.userId);
    c.commission.frozen -= r.amount;
    c.commission.balance += r.amount;
    r.status = 'rejected';
    r.reason = reason;
    r.reviewedAt = at;
    return r;
  }

  /** The shop transferred the money itself: recorded with the voucher. */
  markPaid(id: number, voucher: string, remark: string, at: number): UserWithdrawRecord {
    const r = this.find(id);
    if (r.status === 'pending') throw fail('请先审核通过再标记打款');
    if (r.status === 'paid') throw fail('该提现已打款');
    if (r.status === 'rejected') throw fail('该提现已驳回，不能打款');
    r.voucher = voucher;
    r.remark = remark;
    this.paid(r, at);
    return r;
  }

  private paid(r: UserWithdrawRecord, at: number): void {
    const c = this.customer(r.userId);
    c.commission.frozen -= r.amount;
    c.commission.withdrawn += r.amount;
    r.status = 'paid';
    r.paidAt = at;
  }

  *select(q: Omit<UserWithdrawQuery, 'page' | 'size'>): Generator<UserWithdrawRecord> {
    const from = q.startDate ? (parseDateTime(q.startDate) ?? 0) : Number.NEGATIVE_INFINITY;
    const to = q.endDate ? (parseDateTime(q.endDate) ?? 0) + DAY_MS : Number.POSITIVE_INFINITY;
    const kw = q.keyword?.trim() ?? '';
    for (let i = this.records.length - 1; i >= 0; i--) {
      const r = this.records[i] as UserWithdrawRecord;
      const c = this.customer(r.userId);
      if (q.status !== undefined && r.status !== q.status) continue;
      if (q.method !== undefined && r.method !== q.method) continue;
      if (r.createdAt < from || r.createdAt >= to) continue;
      if (kw !== '' && !c.name.includes(kw) && !c.phone.includes(kw) && !r.withdrawNo.includes(kw)) continue;
      yield r;
    }
  }

  list(q: UserWithdrawQuery) {
    const all = [...this.select(q)];
    const start = (q.page - 1) * q.size;
    return { list: all.slice(start, start + q.size), total: all.length, summary: this.summary() };
  }

  /** The header cards, over every person (the filters narrow the table, not the shop's totals). */
  summary() {
    let commission = 0;
    let withdrawn = 0;
    let unwithdrawn = 0;
    for (const c of this.customers) {
      if (!c.promoter) continue;
      commission += c.commission.balance + c.commission.frozen + c.commission.withdrawn;
      withdrawn += c.commission.withdrawn;
      unwithdrawn += c.commission.balance;
    }
    const waiting = (status: UserWithdrawStatus) =>
      this.records.filter((r) => r.status === status).reduce((s, r) => s + r.amount, 0);
    return { commission, pending: waiting('pending'), approved: waiting('approved'), withdrawn, unwithdrawn };
  }

  view(r: UserWithdrawRecord, origin: string): UserWithdraw {
    const c = this.customer(r.userId);
    const file = (url: string) => (url.startsWith('/') ? origin + url : url);
    return {
      id: r.id,
      withdrawNo: r.withdrawNo,
      user: { id: c.id, name: c.name, phone: c.phone, role: c.promoter ? 'promoter' : 'user' },
      amount: r.amount,
      fee: r.fee,
      received: r.received,
      method: r.method,
      account: r.account,
      qrCode: file(r.qrCode),
      status: r.status,
      reason: r.reason,
      voucher: r.voucher === null ? null : file(r.voucher),
      remark: r.remark,
      createTime: formatDateTime(r.createdAt),
      reviewTime: time(r.reviewedAt),
      paidTime: time(r.paidAt),
    };
  }
}

function labelOfStatus(s: UserWithdrawStatus): string {
  return s === 'approved' ? '已审核通过' : s === 'paid' ? '已打款' : s === 'rejected' ? '已驳回' : '待审核';
}
