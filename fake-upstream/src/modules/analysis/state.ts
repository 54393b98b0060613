import { moduleState } from '../../kit/module.js';
import { transactionState } from '../transaction/index.js';
import { Figures } from './figures.js';
import { seedVisits, visitBefore } from './visits.js';

/**
 * The visits of the last 400 days, seeded from the transaction module's orders and customers (read, never
 * copied: figures of orders are always today's) and added to as orders are placed, and the figures over both.
 */
export const analysisState = moduleState('analysis', (ctx) => {
  const t = transactionState.of(ctx.state);
  const visits = seedVisits(ctx, t);
  // Orders placed from now on came from a visit too: the funnel 访客 → 下单 holds for them as well.
  t.book.onPlaced = (o) => visitBefore(visits, o, t);
  return { visits, figures: new Figures(visits, t) };
});
