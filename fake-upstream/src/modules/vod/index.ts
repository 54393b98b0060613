import { vodContracts } from '@console/contracts';
import { defineFakeModule } from '../../kit/module.js';
import { vodHandlers } from './handlers.js';
import { VOD_CATEGORY_SEED } from './seed.js';
import { vodState } from './state.js';

export { vodState };

/** Online courses (/vod): courses, sections, learners and the drafts of batch uploads. */
export const vodFake = defineFakeModule(vodContracts, {
  state: vodState,
  handlers: vodHandlers,
  categories: VOD_CATEGORY_SEED,
});
