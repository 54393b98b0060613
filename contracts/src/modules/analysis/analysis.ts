import { z } from 'zod';
import { defineCall } from '../../define.js';
import { analysisRange } from './range.js';

/**
 * The four analysis screens (/dataInfo, menu code 600), DOMAIN §3 and §7. The upstream derives every figure
 * from its own orders, ledger, visits and users, so they agree with the order list and the statement: an order
 * counts on the day it was placed (下单时间), money on the day it moved (支付金额 by payment time, 退款金额 by
 * refund time, as the statement's lines), the recycle bin changes no figure, money is integer fen, and every
 * card carries the previous period of the same length for 环比.
 */
const count = z.number().int().min(0);
const fen = z.number().int();

/** A card's figure and the same figure over the previous period. */
export const metricSchema = z.object({ value: z.number().int(), previous: z.number().int() });
export type Metric = z.infer<typeof metricSchema>;

export const rangeEchoSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  previousStart: z.string(),
  previousEnd: z.string(),
  /** One day is shown by the hour ('09:00'), longer ranges by the day ('05-01'). */
  granularity: z.enum(['hour', 'day']),
});

/** A part of a whole (a source, a type): how many, and how much money. */
export const shareSchema = z.object({ key: z.string(), name: z.string(), count, amount: fen });
export type Share = z.infer<typeof shareSchema>;

/** People by a trait (gender, terminal, device). */
export const partSchema = z.object({ key: z.string(), name: z.string(), value: count });

export const flowAnalysisSchema = z.object({
  range: rangeEchoSchema,
  cards: z.object({
    /** 浏览量: every open or refresh of a page. */
    pv: metricSchema,
    /** 访客数: different visitors. */
    uv: metricSchema,
    payUsers: metricSchema,
    payAmount: metricSchema,
    refundAmount: metricSchema,
  }),
  trend: z.array(z.object({ label: z.string(), pv: count, uv: count, payAmount: fen, refundAmount: fen })),
  /** Visits by storefront. */
  sources: z.array(z.object({ key: z.string(), name: z.string(), pv: count, uv: count })),
  /** Per goods: traffic and money, for the ranking (sortable by each column, 访客-支付转化率 included). */
  ranking: z.array(
    z.object({
      name: z.string(),
      type: z.string(),
      pv: count,
      uv: count,
      payUsers: count,
      payAmount: fen,
      refundAmount: fen,
    }),
  ),
});
export type FlowAnalysis = z.infer<typeof flowAnalysisSchema>;

export const transactionAnalysisSchema = z.object({
  range: rangeEchoSchema,
  cards: z.object({
    /** 订单数: orders placed. */
    orders: metricSchema,
    /** 支付订单数 */
    paidOrders: metricSchema,
    /** 支付人数 */
    payUsers: metricSchema,
    /** 支付金额 */
    payAmount: metricSchema,
    /** 退款订单数 */
    refundOrders: metricSchema,
    /** 退款金额 */
    refundAmount: metricSchema,
    /** 客单价: 支付金额 ÷ 支付人数, to the fen. */
    avgPerUser: metricSchema,
  }),
  /** 营业趋势: orders placed, money paid, refunds made (退款笔数) and refunded, in each hour or day. */
  trend: z.array(z.object({ label: z.string(), orders: count, payAmount: fen, refunds: count, refundAmount: fen })),
  /** 类型分析: paid orders by type. */
  types: z.array(shareSchema),
  /** 来源分析: paid orders by storefront. */
  sources: z.array(shareSchema),
  payMethods: z.array(shareSchema),
  topGoods: z.array(z.object({ name: z.string(), type: z.string(), count, amount: fen })),
});
export type TransactionAnalysis = z.infer<typeof transactionAnalysisSchema>;

export const userAnalysisSchema = z.object({
  range: rangeEchoSchema,
  cards: z.object({
    /** 访客数 (去重) */
    visitors: metricSchema,
    /** 新增用户: registered in the range. */
    newUsers: metricSchema,
    /** 下单人数 */
    orderUsers: metricSchema,
    /** 成交用户 */
    payUsers: metricSchema,
    /** 新增付费会员 */
    members: metricSchema,
    /** 客单价 */
    avgPerUser: metricSchema,
  }),
  trend: z.array(z.object({ label: z.string(), visitors: count, newUsers: count, payUsers: count })),
  gender: z.array(partSchema),
  terminals: z.array(partSchema),
  /** By province: visitors, buyers and money. */
  regions: z.array(z.object({ name: z.string(), visitors: count, payUsers: count, payAmount: fen })),
});
export type UserAnalysis = z.infer<typeof userAnalysisSchema>;

export const websiteAnalysisSchema = z.object({
  range: rangeEchoSchema,
  cards: z.object({
    pv: metricSchema,
    uv: metricSchema,
    /** Different addresses. */
    ip: metricSchema,
    /** 平均访问时长, seconds. */
    avgDuration: metricSchema,
    /** 跳出率 in ‰ (one-page visits). */
    bounceRate: metricSchema,
    /** 官网订单: orders placed on the H5 site. */
    orders: metricSchema,
    /** 官网成交金额 */
    payAmount: metricSchema,
  }),
  trend: z.array(z.object({ label: z.string(), pv: count, uv: count })),
  referrers: z.array(partSchema),
  pages: z.array(z.object({ path: z.string(), title: z.string(), pv: count, uv: count, avgDuration: count })),
  devices: z.array(partSchema),
});
export type WebsiteAnalysis = z.infer<typeof websiteAnalysisSchema>;

const D = '/ajax/dataInfo';
export const analysisCalls = {
  flow: defineCall({
    title: '流量分析',
    method: 'GET',
    path: `${D}/flow`,
    documented: false,
    input: analysisRange,
    output: flowAnalysisSchema,
  }),
  transaction: defineCall({
    title: '交易分析',
    method: 'GET',
    path: `${D}/transaction`,
    documented: false,
    input: analysisRange,
    output: transactionAnalysisSchema,
  }),
  user: defineCall({
    title: '用户分析',
    method: 'GET',
    path: `${D}/user`,
    documented: false,
    input: analysisRange,
    output: userAnalysisSchema,
  }),
  website: defineCall({
    title: '官网访问分析',
    method: 'GET',
    path: `${D}/websiteAnalyze`,
    documented: false,
    input: analysisRange,
    output: websiteAnalysisSchema,
  }),
};
