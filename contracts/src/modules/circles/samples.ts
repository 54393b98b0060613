import { resourceSamples, type Sample, type SampleContext, type Samples } from '../../sample-kit.js';
import { circle } from './circle.js';
import { MEMBER_STATUS } from './constants.js';
import { circleKnowledge } from './knowledge.js';
import { circleMember, circlePost } from './members.js';

const firstCircle = async (c: SampleContext) => (await c.client.circle.list.query({ page: 1, size: 10 })).list[0]!.id;

/** Contract samples of the circles, their members, posts and knowledge items. */
export const circlesSamples = {
  ...resourceSamples(circle, {
    // The owner is a teacher of the shared entity.
    saveValues: async (c) => ({ ownerId: (await c.client.teacher.list.query({ page: 1, size: 10 })).list[0]!.id }),
  }),
  ...resourceSamples(circleMember, { parentId: firstCircle }),
  ...resourceSamples(circlePost, { parentId: firstCircle }),
  ...resourceSamples(circleKnowledge, { parentId: firstCircle }),
  ...({
    // A request waiting for review is approved (the generic sample could pick a member already in).
    'circleMember.review': async (c: SampleContext) => {
      const circles = (await c.client.circle.list.query({ page: 1, size: 50 })).list;
      for (const item of circles.filter((x) => x.pendingCount > 0)) {
        const page = await c.client.circleMember.list.query({
          circleId: item.id,
          status: MEMBER_STATUS.pending,
          page: 1,
          size: 10,
        });
        const request = page.list[0];
        if (request) return { ids: [request.id], value: MEMBER_STATUS.joined };
      }
      throw new Error('no join request in the seed');
    },
    'circleKnowledge.stats': async (c: SampleContext) => {
      const page = await c.client.circleKnowledge.list.query({ circleId: await firstCircle(c), page: 1, size: 10 });
      return { id: page.list[0]!.id, days: 30 };
    },
  } as Record<string, Sample>),
} as Samples<'circle' | 'circleMember' | 'circlePost' | 'circleKnowledge'>;
