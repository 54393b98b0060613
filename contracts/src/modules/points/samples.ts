import { resourceSamples, type Samples } from '../../sample-kit.js';
import { pointsExchange } from './exchange.js';
import { pointsRecord } from './record.js';

/** Contract samples of the points calls: the resources' generated, the rules and statistics written here. */
export const pointsSamples: Samples<'pointsExchange' | 'pointsRecord' | 'pointsRule' | 'pointsStats'> = {
  // A new item on the shelf needs stock: the upstream refuses 上架 with none.
  ...(resourceSamples(pointsExchange, { saveValues: async () => ({ stock: 100 }) }) as Samples<'pointsExchange'>),
  ...(resourceSamples(pointsRecord, {
    listQuery: async () => ({ businessType: 'signIn', direction: 'in' }),
  }) as Samples<'pointsRecord'>),
  'pointsRule.get': () => ({}),
  'pointsRule.save': () => ({
    signInEnabled: true,
    signInDays: [5, 5, 10, 10, 15, 15, 30],
    orderEnabled: true,
    orderPointsPerYuan: 1,
    actions: { profile: 50, share: 5, review: 10, invite: 100 },
    deductEnabled: true,
    deductPointsPerYuan: 100,
    deductMaxPercent: 30,
    deductMinPoints: 500,
    validity: 'yearly',
    validityDays: 365,
  }),
  'pointsStats.overview': () => ({ days: 30 }),
};
