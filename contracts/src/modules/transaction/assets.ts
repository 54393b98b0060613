import { z } from 'zod';
import { defineCall, idSchema } from '../../define.js';
import { paged, pageQuery } from '../../paging.js';
import { dayRangeShape, fen, keywordText, type Option, rangeInOrder, valuesOf } from './shared.js';
import { AUTH_STATUSES } from './withdraw-auth.js';

/**
 * The shop's money on the platform (/transaction/assets, menu code 5002). Every movement is a flow line of
 * the capital flow (资金流水) with the balance after it; the balance is what is settled (可提现) plus what
 * waits for its order to complete (待结算). Money in a withdrawal under review is 提现中, out of the balance.
 * The cards reconcile to the fen: 累计收入 − 累计退款 = 可提现 + 待结算 + 提现中 + 累计提现 + 用户提现支出.
 */
export const FLOW_TYPES = [
  { value: 'orderIncome', label: '订单收入' },
  { value: 'orderRefund', label: '订单退款' },
  { value: 'withdraw', label: '提现' },
  { value: 'withdrawReturn', label: '提现退回' },
  { value: 'userWithdraw', label: '用户提现' },
] as const satisfies readonly Option<string>[];
export type FlowType = (typeof FLOW_TYPES)[number]['value'];

export const FLOW_DIRECTIONS = [
  { value: 'in', label: '收入' },
  { value: 'out', label: '支出' },
] as const satisfies readonly Option<string>[];
export type FlowDirection = (typeof FLOW_DIRECTIONS)[number]['value'];

/** Which way each kind of flow moves money. */
export const FLOW_DIRECTION: Readonly<Record<FlowType, FlowDirection>> = {
  orderIncome: 'in',
  orderRefund: 'out',
  withdraw: 'out',
  withdrawReturn: 'in',
  userWithdraw: 'out',
};

export const BILL_PERIODS = [
  { value: 'day', label: '日账单' },
  { value: 'week', label: '周账单' },
  { value: 'month', label: '月账单' },
] as const satisfies readonly Option<string>[];
export type BillPeriod = (typeof BILL_PERIODS)[number]['value'];

export const flowSchema = z.object({
  id: idSchema,
  /** 交易单号 of this movement. */
  tradeNo: z.string(),
  /** 关联订单, when an order moved the money. */
  orderNo: z.string().nullable(),
  time: z.string(),
  direction: z.enum(valuesOf(FLOW_DIRECTIONS)),
  type: z.enum(valuesOf(FLOW_TYPES)),
  /** Always positive; `direction` says which way. */
  amount: fen,
  /** The balance (可提现 + 待结算) right after this line. */
  balance: fen,
  /** 方式: the payment method, or where a withdrawal went. */
  method: z.string(),
  remark: z.string(),
});
export type Flow = z.infer<typeof flowSchema>;

export const assetsOverviewSchema = z.object({
  /** 可提现余额 */
  available: fen,
  /** 待结算: paid orders not yet complete. */
  pending: fen,
  /** 提现中: requested withdrawals under review. */
  frozen: fen,
  /** 累计收入: everything buyers paid. */
  totalIncome: fen,
  /** 累计退款 */
  totalRefund: fen,
  /** 累计提现: withdrawals paid out (fees included). */
  totalWithdrawn: fen,
  /** 用户提现支出: users' withdrawals paid to their WeChat change out of the available balance. */
  userPaid: fen,
  authStatus: z.enum(valuesOf(AUTH_STATUSES)),
  recentFlows: z.array(flowSchema),
});
export type AssetsOverview = z.infer<typeof assetsOverviewSchema>;

const flowFilterShape = {
  direction: z.enum(valuesOf(FLOW_DIRECTIONS), { error: '请选择收支类型' }).optional(),
  type: z.enum(valuesOf(FLOW_TYPES), { error: '请选择交易类型' }).optional(),
  /** 交易单号 or 关联订单. */
  keyword: keywordText.optional(),
  ...dayRangeShape,
};
export const flowFilter = z.object(flowFilterShape).superRefine(rangeInOrder);

export const billSchema = z.object({
  /** '2025-05-01', '2025-05-05 ~ 2025-05-11' or '2025-05'. */
  period: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  income: fen,
  expense: fen,
  /** 入账: income less expense. */
  net: fen,
  count: z.number().int(),
});
export type Bill = z.infer<typeof billSchema>;

const billShape = {
  period: z.enum(valuesOf(BILL_PERIODS), { error: '请选择账单周期' }).default('day'),
  ...dayRangeShape,
};
export const billFilter = z.object(billShape).superRefine(rangeInOrder);

const A = '/ajax/assets';
export const assetsCalls = {
  overview: defineCall({
    title: '总资产',
    method: 'GET',
    path: `${A}/overview`,
    documented: false,
    input: z.object({}).default({}),
    output: assetsOverviewSchema,
  }),
  flows: defineCall({
    title: '资金流水',
    method: 'GET',
    path: `${A}/flows`,
    documented: false,
    input: pageQuery.extend(flowFilterShape).superRefine(rangeInOrder),
    output: paged(flowSchema).extend({ income: fen, expense: fen }),
  }),
  bills: defineCall({
    title: '账单',
    method: 'GET',
    path: `${A}/bills`,
    documented: false,
    input: pageQuery.extend(billShape).superRefine(rangeInOrder),
    output: paged(billSchema),
  }),
  flowExport: defineCall({
    title: '导出资金流水',
    method: 'GET',
    path: `${A}/flow/export`,
    documented: false,
    transport: 'download',
    route: '/api/download/assets/flowExport',
    input: flowFilter,
    output: z.unknown(),
  }),
  billExport: defineCall({
    title: '导出账单',
    method: 'GET',
    path: `${A}/bill/export`,
    documented: false,
    transport: 'download',
    route: '/api/download/assets/billExport',
    input: billFilter,
    output: z.unknown(),
  }),
};
