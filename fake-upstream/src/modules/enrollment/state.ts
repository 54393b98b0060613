import { moduleState } from '../../kit/module.js';
import { seedClues } from './clue-seed.js';

/**
 * Leads over the seed's 60 days: ten a day, about one in six from the shop's online storefronts (官网表单, 抖音,
 * 小程序; clue-seed's source weights), so about two a day against the 50-odd visitors a day of 流量分析, a few in a
 * hundred. With 3,000 (50 a day) 概况 showed more new leads than visitors on some days.
 */
export const SEED_CLUES = 600;

/** The lead area's state: the leads and what hangs off them (tags, records, shifts, imports, settings). */
export const enrollmentState = moduleState('enrollment', (ctx) =>
  seedClues(ctx.size('clues', SEED_CLUES), ctx.accounts.all(), ctx.now, ctx.fake(424_242)),
);

export const cluesOf = enrollmentState.of;
