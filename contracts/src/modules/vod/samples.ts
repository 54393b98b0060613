import { callOf, resourceSamples, type Sample, type SampleContext, type Samples } from '../../sample-kit.js';
import { vodCourse } from './course.js';
import { vodDraft } from './draft.js';
import { vodLearner } from './learner.js';
import { vodSection } from './section.js';

type Page = { list: Array<{ id: number }> };

/** The first listed course (the seed's demo course, which has sections and learners). */
const firstCourse = async (c: SampleContext) =>
  ((await callOf(c, 'vodCourse', 'list').query({ page: 1, size: 10 })) as Page).list[0]?.id as number;

const sectionsOf = async (c: SampleContext, courseId: number) =>
  ((await callOf(c, 'vodSection', 'list').query({ courseId, page: 1, size: 50 })) as Page).list.map((s) => s.id);

/** Contract samples of the online-course calls: generated for the resources, written for the custom calls. */
const samples: Record<string, Sample> = {
  ...resourceSamples(vodCourse, {
    // Off the shelf: a course without sections may not go on it.
    saveValues: async () => ({ isShow: '0' }),
  }),
  ...resourceSamples(vodSection, { parentId: firstCourse }),
  ...resourceSamples(vodDraft),
  ...resourceSamples(vodLearner, { parentId: firstCourse }),
  'vodSection.reorder': async (c: SampleContext) => {
    const courseId = await firstCourse(c);
    return { courseId, ids: (await sectionsOf(c, courseId)).reverse() };
  },
  'vodDraft.assign': async (c: SampleContext) => {
    const drafts = (await callOf(c, 'vodDraft', 'list').query({ page: 1, size: 10 })) as Page;
    return { ids: drafts.list.slice(0, 2).map((d) => d.id), courseId: await firstCourse(c) };
  },
};
export const vodSamples = samples as Samples<'vodCourse' | 'vodSection' | 'vodDraft' | 'vodLearner'>;
