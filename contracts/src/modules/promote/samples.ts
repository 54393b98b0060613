import { resourceSamples, type Sample, type SampleContext, type Samples } from '../../sample-kit.js';
import { promoterApply } from './apply.js';
import { promoterCommission } from './commission.js';
import { promoter } from './promoter.js';

const promoters = async (c: SampleContext) =>
  (await c.client.promoter.list.query({ page: 1, size: 10, qualified: '1' })).list;
const pendingApply = async (c: SampleContext) => {
  const page = await c.client.promoterApply.list.query({ page: 1, size: 10, status: 'pending' });
  const first = page.list[0];
  if (!first) throw new Error('no pending promoter application in the seed');
  return first.id;
};

/** Contract samples of the promoter rules, promoters, applications and commission records. */
export const promoteSamples = {
  ...resourceSamples(promoter),
  ...resourceSamples(promoterApply),
  ...resourceSamples(promoterCommission),
  ...({
    'promoterRule.get': () => ({}),
    'promoterRule.save': () => ({
      enabled: true,
      scope: 'approved',
      binding: 'first',
      level1Rate: 1_000,
      level2Rate: 500,
      freezeDays: 7,
      minWithdraw: 1_000,
      feeRate: 100,
    }),
    // The second promoter is put under the first, then cleared again.
    'promoter.setParent': async (c: SampleContext) => {
      const [a, b] = await promoters(c);
      return { id: b!.id, parentId: a!.id };
    },
    'promoter.clearParent': async (c: SampleContext) => ({ id: (await promoters(c))[1]!.id }),
    'promoterApply.approve': async (c: SampleContext) => ({ id: await pendingApply(c) }),
    'promoterApply.reject': async (c: SampleContext) => ({ id: await pendingApply(c), reason: '推广资料不完整' }),
  } as Record<string, Sample>),
} as Samples<'promoterRule' | 'promoter' | 'promoterApply' | 'promoterCommission'>;
