import { defineModule } from '../../module.js';
import { code, CODES as P } from '../../permissions/index.js';
import { shopDesignCalls, shopPage } from './page.js';
import { shopStoreCalls } from './store.js';

export * from './components.js';
export * from './defaults.js';
export * from './links.js';
export * from './page.js';
export * from './store.js';
export * from './style.js';
export * from './texts.js';
export * from './themes.js';

/**
 * Shop decoration (/shop): the mobile pages and their designer (drafts, publishing, version conflicts), the
 * store settings of spec §3 (theme, tab bar, PC site, visual and version id, banner and edit flags).
 */
export const shopContracts = defineModule({
  name: 'shop',
  resources: [shopPage],
  calls: { shopDesign: shopDesignCalls, shopStore: shopStoreCalls },
  needs: { shopPage: code(P.shop), shopDesign: code(P.shop), shopStore: code(P.shop) },
});
