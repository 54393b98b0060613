import { mediaContracts } from '@console/contracts';
import { defineFakeModule } from '../../kit/module.js';
import { categoryHandlers } from './category.js';
import { checkHandlers } from './check.js';
import { mediaHandlers } from './media.js';

/** Uploads and credentials, QR codes, the image proxy, categories and the forbidden-word check. */
export const mediaFake = defineFakeModule(mediaContracts, {
  handlers: { media: mediaHandlers, check: checkHandlers, category: categoryHandlers },
});
