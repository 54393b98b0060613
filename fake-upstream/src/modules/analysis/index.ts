import { analysisContracts } from '@console/contracts';
import type { CallContext } from '../../kit/handlers.js';
import { defineFakeModule } from '../../kit/module.js';
import { transactionAt } from '../transaction/index.js';
import { analysisState } from './state.js';

export { analysisState };

/** The figures over the book as it stands now (what the platform did on its own by now done first). */
export function figuresAt(ctx: CallContext) {
  transactionAt(ctx, ctx.now);
  return analysisState.of(ctx).figures;
}

/** Traffic, transaction, user and website analysis (/dataInfo), derived from orders, the ledger and visits. */
export const analysisFake = defineFakeModule(analysisContracts, {
  state: analysisState,
  handlers: {
    analysis: {
      flow: (r, ctx) => figuresAt(ctx).flow(r),
      transaction: (r, ctx) => figuresAt(ctx).transaction(r),
      user: (r, ctx) => figuresAt(ctx).user(r),
      website: (r, ctx) => figuresAt(ctx).website(r),
    },
  },
});
