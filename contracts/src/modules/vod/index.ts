import { defineModule } from '../../module.js';
import { code, CODES as P } from '../../permissions/index.js';
import { vodCourse } from './course.js';
import { vodDraft } from './draft.js';
import { vodLearner } from './learner.js';
import { vodSection } from './section.js';

export * from './constants.js';
export * from './course.js';
export * from './draft.js';
export * from './learner.js';
export * from './section.js';

/** Online courses (/vod, product 6): courses, their sections and learners, and batch uploads not yet placed. */
export const vodResources = [vodCourse, vodSection, vodDraft, vodLearner] as const;
export const vodContracts = defineModule({
  name: 'vod',
  resources: vodResources,
  needs: {
    vodCourse: code(P.vod),
    vodSection: code(P.vod),
    vodDraft: code(P.vod),
    vodLearner: { read: code(P.vod), write: code(P.vod), calls: { export: code(P.vodLearnerExport) } },
  },
});
