import { z } from 'zod';
import { defineCall } from '../../define.js';
import { POINTS_BUSINESS } from './record.js';

/** The periods the statistics page offers, in days ending today (China time). */
export const STATS_PERIODS = [7, 30] as const;

const count = z.number().int().min(0);

/** One source or use of points in the period: its points and its share of the side's total in basis points. */
export const pointsShareSchema = z.object({
  type: z.literal(POINTS_BUSINESS.map((b) => b.value)),
  label: z.string(),
  points: count,
  /** Share of all points earned (or used) in the period, in basis points (10000 = 100%). */
  share: z.number().int().min(0).max(10_000),
});

export const pointsStatsSchema = z.object({
  /** Points members hold now. */
  current: count,
  /** Points earned and used in the period. */
  earned: count,
  spent: count,
  /** Members whose points changed in the period. */
  members: count,
  sources: z.array(pointsShareSchema),
  uses: z.array(pointsShareSchema),
  daily: z.array(z.object({ date: z.string(), earned: count, spent: count })),
});
export type PointsStats = z.infer<typeof pointsStatsSchema>;

/** /points/stcredit: the points economy over the last 7 or 30 days (inferred path). */
export const pointsStatsCalls = {
  overview: defineCall({
    title: '积分统计',
    method: 'GET',
    path: '/ajax/points/statistics',
    documented: false,
    input: z.object({ days: z.literal(STATS_PERIODS, { error: '请选择统计周期' }) }),
    output: pointsStatsSchema,
  }),
};
