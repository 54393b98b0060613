import { defineModule } from '../../module.js';
import { code, CODES as P } from '../../permissions/index.js';
import { officialActivity } from './activity.js';
import { officialAlbum, officialWorks } from './album.js';
import { officialBanner } from './banner.js';
import { officialContact } from './contact.js';
import { officialForm, officialFormData } from './form.js';
import { officialIntro } from './introduction.js';
import { officialStudent } from './student.js';
import { officialVideo } from './video.js';

export * from './activity.js';
export * from './album.js';
export * from './banner.js';
export * from './contact.js';
export * from './content-types.js';
export * from './form.js';
export * from './introduction.js';
export * from './student.js';
export * from './video.js';

/** The official-website content module (/official, code 400), in menu order. */
export const officialResources = [
  officialIntro,
  officialVideo,
  officialAlbum,
  officialStudent,
  officialActivity,
  officialWorks,
  officialContact,
  officialBanner,
  officialForm,
  officialFormData,
] as const;

/** The official-website content module (/official). */
export const officialContracts = defineModule({
  name: 'official',
  resources: officialResources,
  needs: {
    officialIntro: code(P.officialIntro),
    officialVideo: code(P.officialVideo),
    officialAlbum: code(P.officialAlbum),
    officialStudent: code(P.officialStudent),
    officialActivity: code(P.officialActivity),
    officialWorks: code(P.officialWorks),
    officialContact: code(P.officialContact),
    officialBanner: code(P.officialBanner),
    officialForm: code(P.officialForm),
    officialFormData: code(P.officialForm),
  },
});
