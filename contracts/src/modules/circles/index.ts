import { defineModule } from '../../module.js';
import { code, CODES as P } from '../../permissions/index.js';
import { circle } from './circle.js';
import { circleKnowledge } from './knowledge.js';
import { circleMember, circlePost } from './members.js';

export * from './circle.js';
export * from './constants.js';
export * from './knowledge.js';
export * from './members.js';

/** Knowledge circles (/circles): circles, their members and posts, and the knowledge items inside one. */
export const circlesContracts = defineModule({
  name: 'circles',
  resources: [circle, circleMember, circlePost, circleKnowledge],
  needs: {
    circle: code(P.circles),
    circleMember: code(P.circles),
    circlePost: code(P.circles),
    circleKnowledge: code(P.circles),
  },
});
