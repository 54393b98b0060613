import { z } from 'zod';
import { defineCall, idSchema } from '../../define.js';
import { feeAt, formatYuan } from '../../money.js';
import { fenSchema } from '../../money-schemas.js';
import { paged, pageQuery } from '../../paging.js';
import { fen, type Option, valuesOf } from './shared.js';

/**
 * 提现记录 (/transaction/assets/withdraw): the shop's withdrawals to its authenticated bank account. The rule
 * is one for the web (shown before confirming) and the upstream (which applies it): a minimum, a fee at a
 * rate with a floor, and a number of requests a day.
 */
export const WITHDRAW_RULE = {
  /** ¥100.00 */
  minFen: 10_000,
  /** 0.6 % */
  feeBasisPoints: 60,
  /** ¥1.00 */
  minFeeFen: 100,
  perDay: 3,
} as const;

/** The fee of a withdrawal: the rate, rounded to the fen, never under the floor nor over the amount. */
export function withdrawFee(amount: number): number {
  return Math.min(amount, Math.max(WITHDRAW_RULE.minFeeFen, feeAt(amount, WITHDRAW_RULE.feeBasisPoints)));
}

/** 实际到账 */
export function withdrawReceived(amount: number): number {
  return amount - withdrawFee(amount);
}

export const WITHDRAW_STATUSES = [
  { value: 'reviewing', label: '审核中' },
  { value: 'paid', label: '已到账' },
  { value: 'rejected', label: '已驳回' },
] as const satisfies readonly Option<string>[];
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number]['value'];

export const withdrawSchema = z.object({
  id: idSchema,
  withdrawNo: z.string(),
  amount: fen,
  fee: fen,
  received: fen,
  /** Where it goes: 招商银行（尾号 1234）. */
  account: z.string(),
  status: z.enum(valuesOf(WITHDRAW_STATUSES)),
  reason: z.string().nullable(),
  createTime: z.string(),
  finishTime: z.string().nullable(),
});
export type Withdraw = z.infer<typeof withdrawSchema>;

export const withdrawApplyInput = z.object({
  amount: fenSchema('提现金额').refine(
    (v) => v >= WITHDRAW_RULE.minFen,
    `提现金额不能低于 ${formatYuan(WITHDRAW_RULE.minFen)}`,
  ),
});

export const withdrawCalls = {
  list: defineCall({
    title: '提现记录',
    method: 'GET',
    path: '/ajax/withdraws',
    documented: false,
    input: pageQuery.extend({
      status: z.enum(valuesOf(WITHDRAW_STATUSES), { error: '请选择提现状态' }).optional(),
    }),
    output: paged(withdrawSchema),
  }),
  apply: defineCall({
    title: '申请提现',
    effect: 'creates',
    method: 'POST',
    path: '/ajax/withdraw/save',
    documented: false,
    input: withdrawApplyInput,
    output: withdrawSchema,
  }),
};
