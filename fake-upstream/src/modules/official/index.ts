import { officialContracts } from '@console/contracts';
import { defineFakeModule } from '../../kit/module.js';
import { officialHandlers } from './handlers.js';
import { OFFICIAL_CATEGORY_SEED } from './seed.js';
import { officialState } from './state.js';

/** The official website's content (/official). */
export const officialFake = defineFakeModule(officialContracts, {
  state: officialState,
  handlers: officialHandlers,
  categories: OFFICIAL_CATEGORY_SEED,
});
