import { mallContracts } from '@console/contracts';
import { defineFakeModule } from '../../kit/module.js';
import { mallHandlers } from './products.js';
import { MALL_CATEGORY_SEED } from './seed.js';
import { mallState } from './state.js';

export { mallState };

/** The online mall (/mall): products with specs and SKUs, their tabs and the recycle bin. */
export const mallFake = defineFakeModule(mallContracts, {
  state: mallState,
  handlers: mallHandlers,
  categories: MALL_CATEGORY_SEED,
});
