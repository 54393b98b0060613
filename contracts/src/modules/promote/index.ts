import { defineModule } from '../../module.js';
import { code, CODES as P } from '../../permissions/index.js';
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
  needs: {
    promoterRule: { read: code(P.promote), write: code(P.promoteRules) },
    promoter: {
      read: code(P.promote),
      write: code(P.promoteApprove),
      calls: { setParent: code(P.promoteParent), clearParent: code(P.promoteParent) },
    },
    promoterApply: { read: code(P.promote), write: code(P.promoteApprove) },
    promoterCommission: {
      read: code(P.promote),
      write: code(P.promote),
      calls: { export: code(P.promoteCommissionExport) },
    },
  },
});
