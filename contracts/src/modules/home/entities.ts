import { z } from 'zod';

/** Overview numbers of `/index/data`: counts for today and yesterday, and a 7-day trend. */
export const overviewSchema = z.object({
  shopName: z.string(),
  todayVisits: z.number(),
  yesterdayVisits: z.number(),
  todayOrders: z.number(),
  yesterdayOrders: z.number(),
  todayIncome: z.string(),
  yesterdayIncome: z.string(),
  todayClues: z.number(),
  yesterdayClues: z.number(),
  totalUsers: z.number(),
  trend: z.array(z.object({ date: z.string(), visits: z.number(), orders: z.number(), clues: z.number() })),
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
