import { z } from 'zod';
import { defineCall, idSchema } from '../../define.js';
import { paged, pageQuery } from '../../paging.js';
import { f } from '../../resource-fields.js';
import { dayRangeShape, fen, keywordText, type Option, rangeInOrder, valuesOf } from './shared.js';

/**
 * 用户提现 (/transaction/assets/userWithdraw): promoters and users withdrawing their commission or balance
 * from the shop. 待审核 → 审核通过: to WeChat change the upstream pays at once from the shop's available
 * balance (已打款); to Alipay or a bank card it waits for the shop's transfer (待打款), marked paid with the
 * transfer voucher. 驳回 needs a reason and returns the amount to the person's balance.
 */
export const USER_WITHDRAW_STATUSES = [
  { value: 'pending', label: '待审核' },
  { value: 'approved', label: '待打款' },
  { value: 'paid', label: '已打款' },
  { value: 'rejected', label: '已驳回' },
] as const satisfies readonly Option<string>[];
export type UserWithdrawStatus = (typeof USER_WITHDRAW_STATUSES)[number]['value'];

export const USER_WITHDRAW_METHODS = [
  { value: 'wechat', label: '微信零钱' },
  { value: 'alipay', label: '支付宝' },
  { value: 'bank', label: '银行卡' },
] as const satisfies readonly Option<string>[];
export type UserWithdrawMethod = (typeof USER_WITHDRAW_METHODS)[number]['value'];

export const USER_ROLES = [
  { value: 'promoter', label: '推广员' },
  { value: 'user', label: '用户' },
] as const satisfies readonly Option<string>[];

export const USER_WITHDRAW_LIMITS = { reason: 100, remark: 100 } as const;

export const userWithdrawSchema = z.object({
  id: idSchema,
  withdrawNo: z.string(),
  user: z.object({
    id: idSchema,
    name: z.string(),
    phone: z.string(),
    role: z.enum(valuesOf(USER_ROLES)),
  }),
  amount: fen,
  /** The shop's fee, at the 推广规则's 提现手续费 when the person asked (a later change of the rule keeps it). */
  fee: fen,
  received: fen,
  method: z.enum(valuesOf(USER_WITHDRAW_METHODS)),
  /** 收款账号: 支付宝 138****0001, 招商银行（尾号 1234）, or the WeChat nickname. */
  account: z.string(),
  /** 收款码 image, when the person gave one. */
  qrCode: z.string(),
  status: z.enum(valuesOf(USER_WITHDRAW_STATUSES)),
  reason: z.string().nullable(),
  /** 转账凭证 */
  voucher: z.string().nullable(),
  remark: z.string(),
  createTime: z.string(),
  reviewTime: z.string().nullable(),
  paidTime: z.string().nullable(),
});
export type UserWithdraw = z.infer<typeof userWithdrawSchema>;

/**
 * The header cards: what every person's settled commission adds up to, and where it is now, to the fen:
 * 佣金总金额 = 未提现 + 待审核 + 待打款 + 已提现.
 */
export const userWithdrawSummarySchema = z.object({
  /** 佣金总金额: settled commission, in all. */
  commission: fen,
  /** 待审核 */
  pending: fen,
  /** 待打款: approved, waiting for the shop's transfer. */
  approved: fen,
  /** 已提现 */
  withdrawn: fen,
  /** 未提现: still in their balances. */
  unwithdrawn: fen,
});

const filterShape = {
  status: z.enum(valuesOf(USER_WITHDRAW_STATUSES), { error: '请选择提现状态' }).optional(),
  method: z.enum(valuesOf(USER_WITHDRAW_METHODS), { error: '请选择提现方式' }).optional(),
  /** Name, phone or 提现单号. */
  keyword: keywordText.optional(),
  ...dayRangeShape,
};
export const userWithdrawFilter = z.object(filterShape).superRefine(rangeInOrder);

const U = '/ajax/userWithdraw';
const byId = z.object({ id: idSchema });
export const userWithdrawCalls = {
  list: defineCall({
    title: '用户提现列表',
    method: 'GET',
    path: '/ajax/userWithdraws',
    documented: false,
    input: pageQuery.extend(filterShape).superRefine(rangeInOrder),
    output: paged(userWithdrawSchema).extend({ summary: userWithdrawSummarySchema }),
  }),
  approve: defineCall({
    title: '通过用户提现',
    effect: 'acts',
    method: 'POST',
    path: `${U}/approve`,
    documented: false,
    input: byId,
    output: userWithdrawSchema,
  }),
  reject: defineCall({
    title: '驳回用户提现',
    effect: 'acts',
    method: 'POST',
    path: `${U}/reject`,
    documented: false,
    input: byId.extend({
      reason: z
        .string({ error: '请输入驳回原因' })
        .trim()
        .min(1, '请输入驳回原因')
        .max(USER_WITHDRAW_LIMITS.reason, `驳回原因不能超过 ${USER_WITHDRAW_LIMITS.reason} 个字`),
    }),
    output: userWithdrawSchema,
  }),
  markPaid: defineCall({
    title: '用户提现标记已打款',
    effect: 'acts',
    method: 'POST',
    path: `${U}/paid`,
    documented: false,
    input: byId.extend({
      voucher: f.image('转账凭证', { required: true }).input,
      remark: z
        .string()
        .trim()
        .max(USER_WITHDRAW_LIMITS.remark, `备注不能超过 ${USER_WITHDRAW_LIMITS.remark} 个字`)
        .optional(),
    }),
    output: userWithdrawSchema,
  }),
  export: defineCall({
    title: '导出用户提现',
    method: 'GET',
    path: `${U}/export`,
    documented: false,
    transport: 'download',
    route: '/api/download/userWithdraw/export',
    input: userWithdrawFilter,
    output: z.unknown(),
  }),
};
