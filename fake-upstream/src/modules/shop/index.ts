import { shopContracts } from '@console/contracts';
import { defineFakeModule } from '../../kit/module.js';
import { shopDesignHandlers, shopPageHandlers } from './pages.js';
import { shopState } from './state.js';
import { shopStoreHandlers } from './store.js';

export { shopState };

/** Shop decoration (/shop): the mobile pages with drafts, publishing and versions; the store settings. */
export const shopFake = defineFakeModule(shopContracts, {
  state: shopState,
  handlers: { shopPage: shopPageHandlers, shopDesign: shopDesignHandlers, shopStore: shopStoreHandlers },
});
