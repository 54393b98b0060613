import { callOf, resourceSamples, type SampleContext, type Samples } from '../../sample-kit.js';
import { campaignResources, recordResources } from './index.js';

type Page = { list: Array<{ id: number } & Record<string, unknown>>; total: number };
type Campaigns = keyof typeof campaignResources;
type Records = (typeof recordResources)[number]['name'];

/** Each record resource's campaign: its playway and the key its list is filtered by. */
const PARENTS: Record<Records, Campaigns> = {
  boostInitiator: 'boost',
  boostClaim: 'boost',
  groupTeam: 'group',
  signUpEntry: 'signUp',
  gamePlay: 'superGame',
  lotteryRecord: 'lottery',
  seckillOrder: 'seckill',
  couponIssue: 'coupon',
};

const page = (c: SampleContext, domain: string, input: Record<string, unknown>) =>
  callOf(c, domain, 'list').query({ page: 1, size: 50, ...input }) as Promise<Page>;

/** A seeded campaign of the playway with people in it (its data page has records). */
async function busyCampaign(c: SampleContext, playway: Campaigns): Promise<number> {
  const found = (await page(c, playway, {})).list.find((x) => Number(x.participants) > 0);
  if (!found) throw new Error(`no seeded ${playway} campaign has participants`);
  return found.id;
}

/** A record of a campaign's data page matching `where`. */
async function record(c: SampleContext, name: Records, where: (r: Record<string, unknown>) => boolean = () => true) {
  const parent = campaignResources[PARENTS[name]].name;
  const key = recordResources.find((r) => r.name === name)?.parent?.key as string;
  const parentId = await busyCampaign(c, parent);
  for (let p = 1; p < 20; p++) {
    const found = ((await callOf(c, name, 'list').query({ page: p, size: 50, [key]: parentId })) as Page).list.find(
      where,
    );
    if (found) return { parentId, row: found };
  }
  throw new Error(`no seeded ${name} record fits the sample`);
}

/** An ended activity moved to the recycle bin: only those are deleted for good. */
async function recycledActivity(c: SampleContext): Promise<number> {
  const found = (await page(c, 'signUp', { status: 3 })).list[0];
  if (!found) throw new Error('no seeded activity has ended');
  await callOf(c, 'signUp', 'recycle').mutate({ ids: [found.id] });
  return found.id;
}

/** Valid values the generated ones cannot be: windows whose end follows their start, prices in order. */
const SAVE_VALUES: Record<Campaigns, Record<string, unknown>> = {
  boost: {},
  group: { originalPrice: 19_900, groupPrice: 9_900 },
  signUp: { activityStart: '2030-02-10 09:00:00', activityEnd: '2030-02-10 17:00:00' },
  superGame: {},
  lottery: {},
  seckill: { originalPrice: 19_900, seckillPrice: 9_900 },
  coupon: { total: 100 },
};

/** Contract samples of the marketing calls: the resources' generated ones, and the data pages' own calls. */
export const marketingSamples = Object.assign(
  {},
  ...Object.entries(campaignResources).map(([key, r]) =>
    resourceSamples(r, {
      saveValues: async () => ({
        startTime: '2030-01-01 09:00:00',
        endTime: '2030-02-01 09:00:00',
        ...SAVE_VALUES[key as Campaigns],
      }),
    }),
  ),
  ...recordResources.map((r) => resourceSamples(r, { parentId: (c) => busyCampaign(c, PARENTS[r.name as Records]) })),
  Object.fromEntries(
    Object.keys(campaignResources).map((key) => [
      `${key}.stats`,
      async (c: SampleContext) => ({ id: await busyCampaign(c, key as Campaigns) }),
    ]),
  ),
  {
    'marketing.campaigns': () => ({ page: 1, size: 20, status: 2 }),
    'signUp.remove': async (c: SampleContext) => ({ id: await recycledActivity(c) }),
    'signUp.removeMany': async (c: SampleContext) => ({ ids: [await recycledActivity(c)] }),
    'boostInitiator.helpers': async (c: SampleContext) => ({
      id: (await record(c, 'boostInitiator', (r) => Number(r.helped) > 0)).row.id,
    }),
    'boostClaim.hand': async (c: SampleContext) => ({
      id: (await record(c, 'boostClaim', (r) => r.status === 1)).row.id,
    }),
    'groupTeam.members': async (c: SampleContext) => ({ id: (await record(c, 'groupTeam')).row.id }),
    'signUpEntry.writeOff': async (c: SampleContext) => {
      const { parentId, row } = await record(c, 'signUpEntry', (r) => r.status === 1);
      return { activityId: parentId, code: row.code };
    },
    'lotteryRecord.ship': async (c: SampleContext) => ({
      id: (await record(c, 'lotteryRecord', (r) => r.shipStatus === 1)).row.id,
      courier: '顺丰速运',
      trackingNo: 'SF1402937465821',
    }),
  },
) as Samples<Campaigns | Records | 'marketing'>;
