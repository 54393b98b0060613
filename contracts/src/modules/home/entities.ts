import { z } from 'zod';

/**
 * 概况 (`/index/data`): today's and yesterday's figures and the last 7 days, each a query of the books the other pages read —
 * 访客 the day's different visitors (流量分析's 访客数), 订单 the orders placed that day (交易分析's 订单数),
 * 收入 what buyers paid that day, in fen (交易分析's 支付金额 and the statement's 订单收入), 线索 the leads
 * created that day; 累计用户 everyone signed up.
 */
export const overviewSchema = z.object({
  shopName: z.string(),
  todayVisits: z.number().int(),
  yesterdayVisits: z.number().int(),
  todayOrders: z.number().int(),
  yesterdayOrders: z.number().int(),
  todayIncome: z.number().int(),
  yesterdayIncome: z.number().int(),
  todayClues: z.number().int(),
  yesterdayClues: z.number().int(),
  totalUsers: z.number().int(),
  trend: z.array(
    z.object({
      date: z.string(),
      visits: z.number().int(),
      orders: z.number().int(),
      income: z.number().int(),
      clues: z.number().int(),
    }),
  ),
  clientType: z.number().int().optional(),
});
export type Overview = z.infer<typeof overviewSchema>;

/** Notice, news and study-centre articles share one shape. */
export const articleSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().nullish(),
  cover: z.string().nullish(),
  categoryId: z.number().int().nullish(),
  createTime: z.string(),
});
export const articleSchema = articleSummarySchema.extend({ content: z.string() });
export type Article = z.infer<typeof articleSchema>;

export const studyCategorySchema = z.object({ id: z.number().int(), name: z.string() });
