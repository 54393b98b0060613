import { defineModule } from '../../module.js';
import { promoterApply } from './apply.js';
import { promoterCommission } from './commission.js';
import { promoter } from './promoter.js';
import { promoterRuleCalls } from './rule.js';

export * from './apply.js';
export * from './commission.js';
export * from './promoter.js';
export * from './rule.js';

/** 推广大使 (/promote, product 22): the rules, the promoters, their applications and their commission. */
export const promoteContracts = defineModule({
  name: 'promote',
  resources: [promoter, promoterApply, promoterCommission],
  calls: { promoterRule: promoterRuleCalls },
});
