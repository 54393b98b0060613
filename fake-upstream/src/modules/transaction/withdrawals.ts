import {
  type AuthStatus,
  type AuthType,
  maskNumber,
  WITHDRAW_RULE,
  type Withdraw,
  type WithdrawAuth,
  type WithdrawAuthInput,
  type WithdrawStatus,
  withdrawFee,
} from '@console/contracts';
import { fail, notFound } from '../../errors.js';
import { formatDate, formatDateTime } from '../../util/time.js';
import type { Ledger } from './ledger.js';
import { SERIAL_BLOCK, serialOf } from './numbers.js';

/** The authentication as the upstream keeps it: numbers whole (the console only ever reads them masked). */
export interface AuthRecord {
  status: AuthStatus;
  type: AuthType | null;
  name: string;
  idNumber: string;
  idFront: string;
  idBack: string;
  companyName: string;
  creditCode: string;
  licence: string;
  bankAccountName: string;
  bankCardNo: string;
  bankName: string;
  bankBranch: string;
  rejectReason: string | null;
  submittedAt: number | null;
  reviewedAt: number | null;
}

export interface WithdrawRecord {
  id: number;
  withdrawNo: string;
  amount: number;
  fee: number;
  received: number;
  account: string;
  status: WithdrawStatus;
  reason: string | null;
  createdAt: number;
  finishedAt: number | null;
}

/** How long the platform takes to review an authentication, and to pay a withdrawal, when nobody forces it. */
export const AUTH_REVIEW_MS = 2 * 60_000;
export const WITHDRAW_PAYOUT_MS = 10 * 60_000;

export const emptyAuth = (): AuthRecord => ({
  status: 'none',
  type: null,
  name: '',
  idNumber: '',
  idFront: '',
  idBack: '',
  companyName: '',
  creditCode: '',
  licence: '',
  bankAccountName: '',
  bankCardNo: '',
  bankName: '',
  bankBranch: '',
  rejectReason: null,
  submittedAt: null,
  reviewedAt: null,
});

const time = (ms: number | null) => (ms === null ? null : formatDateTime(ms));

/**
 * The shop's withdrawal authentication and its withdrawals. The platform's side (reviewing an
 * authentication, paying or refusing a withdrawal) happens on its own after a while (`tick`), or at once
 * through the control routes for tests.
 */
export class ShopWithdrawals {
  auth: AuthRecord = emptyAuth();
  readonly records: WithdrawRecord[] = [];

  constructor(private readonly ledger: Ledger) {}

  /** Where withdrawals go: 招商银行（尾号 1234）. */
  account(): string {
    return `${this.auth.bankName}（尾号 ${this.auth.bankCardNo.slice(-4)}）`;
  }

  authView(origin: string): WithdrawAuth {
    const a = this.auth;
    const file = (url: string) => (url.startsWith('/') ? origin + url : url);
    return {
      status: a.status,
      type: a.type,
      name: a.name,
      idNumber: a.idNumber === '' ? '' : maskNumber(a.idNumber),
      idFront: file(a.idFront),
      idBack: file(a.idBack),
      companyName: a.companyName,
      creditCode: a.creditCode === '' ? '' : maskNumber(a.creditCode),
      licence: file(a.licence),
      bankAccountName: a.bankAccountName,
      bankCardNo: a.bankCardNo === '' ? '' : maskNumber(a.bankCardNo),
      bankName: a.bankName,
      bankBranch: a.bankBranch,
      rejectReason: a.rejectReason,
      submitTime: time(a.submittedAt),
      reviewTime: time(a.reviewedAt),
    };
  }

  /** A new submission (or 重新认证): under review until the platform decides. */
  submitAuth(input: WithdrawAuthInput & { idNumber: string; bankCardNo: string }, at: number): void {
    if (this.auth.status === 'reviewing') throw fail('提现认证正在审核中，请耐心等待');
    const company = input.type === 'company';
    this.auth = {
      status: 'reviewing',
      type: input.type,
      name: input.name,
      idNumber: input.idNumber,
      idFront: input.idFront,
      idBack: input.idBack,
      companyName: company ? (input.companyName ?? '') : '',
      creditCode: company ? (input.creditCode ?? '') : '',
      licence: company ? (input.licence ?? '') : '',
      bankAccountName: input.bankAccountName,
      bankCardNo: input.bankCardNo,
      bankName: input.bankName,
      bankBranch: input.bankBranch,
      rejectReason: null,
      submittedAt: at,
      reviewedAt: null,
    };
  }

  /** The platform's decision on the authentication under review. */
  review(pass: boolean, reason: string, at: number): void {
    if (this.auth.status !== 'reviewing') throw fail('没有待审核的提现认证');
    this.auth.status = pass ? 'approved' : 'rejected';
    this.auth.rejectReason = pass ? null : reason;
    this.auth.reviewedAt = at;
  }

  /** The shop asks for a withdrawal to its authenticated account. */
  apply(amount: number, at: number): WithdrawRecord {
    const status = this.auth.status;
    if (status === 'none') throw fail('请先完成提现认证');
    if (status === 'reviewing') throw fail('提现认证审核中，审核通过后才能提现');
    if (status === 'rejected') throw fail('提现认证未通过，请重新认证');
    if (amount < WITHDRAW_RULE.minFen) throw fail('提现金额低于最低提现金额');
    const today = formatDate(at);
    const todays = this.records.filter((r) => formatDate(r.createdAt) === today).length;
    if (todays >= WITHDRAW_RULE.perDay) throw fail(`每天最多提现 ${WITHDRAW_RULE.perDay} 次，请明天再来`);
    const id = this.records.length + 1;
    const serial = serialOf(this.ledger.shop, id, SERIAL_BLOCK.withdraw);
    const withdrawNo = `W${formatDateTime(at).replace(/\D/g, '')}${String(serial).padStart(4, '0')}`;
    this.ledger.withdraw(amount, at, { account: this.account(), withdrawNo });
    const fee = withdrawFee(amount);
    const record: WithdrawRecord = {
      id,
      withdrawNo,
      amount,
      fee,
      received: amount - fee,
      account: this.account(),
      status: 'reviewing',
      reason: null,
      createdAt: at,
      finishedAt: null,
    };
    this.records.push(record);
    return record;
  }

  /** The platform pays a withdrawal under review, or refuses it (the amount comes back). */
  finish(id: number, pass: boolean, reason: string, at: number): void {
    const r = this.records[id - 1];
    if (!r) throw notFound();
    if (r.status !== 'reviewing') throw fail('该提现已处理');
    if (pass) this.ledger.withdrawPaid(r.amount);
    else this.ledger.withdrawReturned(r.amount, at, { account: r.account, withdrawNo: r.withdrawNo, reason });
    r.status = pass ? 'paid' : 'rejected';
    r.reason = pass ? null : reason;
    r.finishedAt = at;
  }

  /** What the platform would have done by `now` on its own. */
  tick(now: number): void {
    if (
      this.auth.status === 'reviewing' &&
      this.auth.submittedAt !== null &&
      now - this.auth.submittedAt >= AUTH_REVIEW_MS
    )
      this.review(true, '', this.auth.submittedAt + AUTH_REVIEW_MS);
    for (const r of this.records)
      if (r.status === 'reviewing' && now - r.createdAt >= WITHDRAW_PAYOUT_MS)
        this.finish(r.id, true, '', r.createdAt + WITHDRAW_PAYOUT_MS);
  }

  list(q: { page: number; size: number; status?: WithdrawStatus }) {
    const all = this.records.filter((r) => q.status === undefined || r.status === q.status).reverse();
    const start = (q.page - 1) * q.size;
    return { list: all.slice(start, start + q.size).map(withdrawView), total: all.length };
  }
}

export function withdrawView(r: WithdrawRecord): Withdraw {
  return {
    id: r.id,
    withdrawNo: r.withdrawNo,
    amount: r.amount,
    fee: r.fee,
    received: r.received,
    account: r.account,
    status: r.status,
    reason: r.reason,
    createTime: formatDateTime(r.createdAt),
    finishTime: time(r.finishedAt),
  };
}
