import { moduleState } from '../../kit/module.js';
import { seedClues } from './clue-seed.js';

/** The lead area's state: the leads and what hangs off them (tags, records, shifts, imports, settings). */
export const enrollmentState = moduleState('enrollment', (ctx) =>
  seedClues(ctx.size('clues', 3000), ctx.accounts.all(), ctx.now, ctx.fake(424_242)),
);

export const cluesOf = enrollmentState.of;
