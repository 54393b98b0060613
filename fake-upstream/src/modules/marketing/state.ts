import { campaignResources, type PlaywayKey } from '@console/contracts';
import { moduleState } from '../../kit/module.js';
import { ResourceStore, type StoredRow } from '../../kit/store.js';
import { Rng } from '../../util/random.js';
import { campaignRules } from './campaigns.js';
import { makePlan, type Plan, wonByPrize } from './plans.js';
import { planKey, RecordBook } from './records.js';
import { seedCampaigns, settle } from './seed.js';

const PLAYWAYS = Object.keys(campaignResources) as PlaywayKey[];

/**
 * Marketing: each playway's campaigns (the generic store with the upstream's checks), and the records of the
 * data pages. A seeded campaign's plan (who took part, how it went) is made the first time the campaign is
 * read, and settles its counters; its records are built from the plan the first time they are read. A reset
 * costs only what a test touches.
 */
export const marketingState = moduleState('marketing', (ctx) => {
  const planned = new Map<string, number>();
  const plans = new Map<string, Plan>();
  /** A seeded campaign's plan, made (and its counters settled) on first use; none for new campaigns. */
  const planOf = (playway: PlaywayKey, row: StoredRow): Plan | undefined => {
    const key = planKey(playway, row.id);
    const known = plans.get(key);
    if (known) return known;
    const n = planned.get(key);
    if (n === undefined) return undefined;
    const salt = 640_000 + PLAYWAYS.indexOf(playway) * 1000 + row.id;
    const plan = makePlan(playway, row.values, n, new Rng(salt), ctx.now);
    plans.set(key, plan);
    settle(playway, row.values, plan, new Rng(salt + 500));
    return plan;
  };
  const campaigns = Object.fromEntries(
    PLAYWAYS.map((key) => {
      const store: ResourceStore = new ResourceStore(
        campaignResources[key],
        campaignRules(key, ctx.clock, {
          settle: (row) => void planOf(key, row),
          won: (row) => {
            const prizes = row.values.prizes;
            return wonByPrize(planOf(key, row), Array.isArray(prizes) ? prizes.length : 0);
          },
        }),
        ctx.clock,
      );
      return [key, store];
    }),
  ) as Record<PlaywayKey, ResourceStore>;
  seedCampaigns(ctx, campaigns, planned);
  const records = new RecordBook(ctx.clock, planOf, (salt) => ctx.fake(salt));
  return { campaigns, records, fake: (salt: number) => ctx.fake(salt) };
});
