import { analysisContracts } from '@console/contracts';
import { defineFakeModule } from '../../kit/module.js';
import { analysisState } from './state.js';

export { analysisState };

/** Traffic, transaction, user and website analysis (/dataInfo), derived from orders, customers and visits. */
export const analysisFake = defineFakeModule(analysisContracts, {
  state: analysisState,
  handlers: {
    analysis: {
      flow: (r, ctx) => analysisState.of(ctx).figures.flow(r),
      transaction: (r, ctx) => analysisState.of(ctx).figures.transaction(r),
      user: (r, ctx) => analysisState.of(ctx).figures.user(r),
      website: (r, ctx) => analysisState.of(ctx).figures.website(r),
    },
  },
});
