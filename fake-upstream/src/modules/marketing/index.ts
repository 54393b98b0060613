import { marketingContracts } from '@console/contracts';
import { defineFakeModule } from '../../kit/module.js';
import { marketingHandlers } from './handlers.js';
import { marketingState } from './state.js';

export { marketingState };

/** Marketing (/marketing): every playway's campaigns, their data pages' records and the all-playways list. */
export const marketingFake = defineFakeModule(marketingContracts, {
  state: marketingState,
  handlers: marketingHandlers,
});
