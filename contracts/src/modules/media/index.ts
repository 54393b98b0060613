import { defineModule } from '../../module.js';
import { checkCalls, mediaCalls } from './calls.js';
import { categoryCalls } from './category.js';

export * from './calls.js';
export * from './category.js';
export * from './entities.js';

/** Uploads and their credentials, QR codes, the poster image proxy, categories and the forbidden-word check. */
export const mediaContracts = defineModule({
  name: 'media',
  calls: { media: mediaCalls, check: checkCalls, category: categoryCalls },
});
