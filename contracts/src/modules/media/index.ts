import { defineModule } from '../../module.js';
import { code, CODES as P, SIGNED_IN } from '../../permissions/index.js';
import { checkCalls, mediaCalls } from './calls.js';
import { categoryCalls } from './category.js';

export * from './calls.js';
export * from './category.js';
export * from './entities.js';

/** Uploads and their credentials, QR codes, the poster image proxy, categories and the forbidden-word check. */
export const mediaContracts = defineModule({
  name: 'media',
  calls: { media: mediaCalls, check: checkCalls, category: categoryCalls },
  needs: {
    // Uploads, QR codes, the image proxy and the pickers serve every module's forms.
    media: SIGNED_IN,
    check: {
      read: SIGNED_IN,
      write: SIGNED_IN,
      calls: { categorySave: code(P.officialCategory, P.classCourse, P.classTrial, P.vod, P.mall) },
    },
    category: SIGNED_IN,
  },
});
