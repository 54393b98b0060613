import { pointsContracts, pointsExchange, pointsRecord } from '@console/contracts';
import { defineFakeModule } from '../../kit/module.js';
import { resourceHandlers } from '../../kit/resource-handlers.js';
import { advance, checkVersion } from '../../kit/versioned.js';
import { ledgerStats } from './ledger.js';
import { pointsState } from './state.js';

export { pointsState };

/** Points (/points): rules, statistics from the ledger, exchange items and the records, from the generic store. */
export const pointsFake = defineFakeModule(pointsContracts, {
  state: pointsState,
  handlers: {
    pointsRule: {
      get: (_input, ctx) => {
        const { rule } = pointsState.of(ctx);
        return { ...rule.current, version: rule.version };
      },
      save: ({ version, ...values }, ctx) => {
        const { rule } = pointsState.of(ctx);
        checkVersion(rule, version);
        rule.current = values;
        advance(rule);
        return { ...rule.current, version: rule.version };
      },
    },
    pointsStats: {
      overview: ({ days }, ctx) => ledgerStats(pointsState.of(ctx).entries(), ctx.now, days),
    },
    pointsExchange: resourceHandlers(pointsExchange, (ctx) => pointsState.of(ctx).exchanges, {}),
    pointsRecord: resourceHandlers(pointsRecord, (ctx) => pointsState.of(ctx).records, {}),
  },
});
