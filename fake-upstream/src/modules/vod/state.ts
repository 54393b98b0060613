import {
  PAY_TYPE,
  SECTION_MEDIA,
  VOD_CONTENT_TYPE,
  vodCourse,
  vodDraft,
  vodLearner,
  vodSection,
} from '@console/contracts';
import { fail, UpstreamError } from '../../errors.js';
import { moduleState } from '../../kit/module.js';
import { ResourceStore, type StoredRow } from '../../kit/store.js';
import { teacherState } from '../teacher/state.js';
import { sectionOrder } from './order.js';
import { seedVod } from './seed.js';

const byFirstStudy = (a: StoredRow, b: StoredRow) =>
  String(b.values.firstStudyTime ?? '').localeCompare(String(a.values.firstStudyTime ?? '')) || b.id - a.id;

/**
 * The online courses of the shop: courses (their lecturer is a teacher of /teacher), sections in play order,
 * learners, and uploaded files waiting for a course. Counts, the lecturer's name and the free-preview
 * sections are read from the other stores on every answer, so they never drift.
 */
export const vodState = moduleState('vod', (ctx) => {
  const teachers = () => teacherState.of(ctx).teachers;
  const sectionsOf = (courseId: number) => sections.live().filter((s) => s.values.courseId === courseId);
  const learnersOf = (courseId: number) => learners.live().filter((l) => l.values.courseId === courseId);

  const courses = new ResourceStore(
    vodCourse,
    {
      categoryExists: (ct, id) => ct === VOD_CONTENT_TYPE && ctx.categoryIds(ct).includes(id),
      decorate: (values, row) => {
        const own = sectionsOf(row.id);
        const teacher = teachers()
          .live()
          .find((t) => t.id === values.teacherId);
        return {
          ...values,
          teacherName: teacher ? String(teacher.values.name) : '',
          sectionCount: own.length,
          learnerCount: learnersOf(row.id).length,
          freeSectionIds: own
            .filter((s) => s.values.isFree === '1')
            .sort(sectionOrder)
            .map((s) => s.id),
        };
      },
      check: (values, existing) => {
        try {
          teachers().get(Number(values.teacherId));
        } catch (err) {
          if (err instanceof UpstreamError) throw fail('所选讲师不存在，请刷新后重试');
          throw err;
        }
        if (values.isShow === '1' && (!existing || sectionsOf(existing.id).length === 0))
          throw fail(`课程「${String(values.title)}」还没有章节，请先添加章节再上架`);
      },
      checkFlag: (row, field, value) => {
        if (field === 'isShow' && value === '1' && sectionsOf(row.id).length === 0)
          throw fail(`课程「${String(row.values.title)}」还没有章节，请先添加章节再上架`);
      },
    },
    ctx.clock,
  );
  const sections = new ResourceStore(
    vodSection,
    {
      order: sectionOrder,
      computedDefaults: { playCount: 0 },
      check: (values) => {
        try {
          courses.get(Number(values.courseId));
        } catch (err) {
          if (err instanceof UpstreamError) throw fail('课程不存在或已删除，请刷新后重试');
          throw err;
        }
      },
    },
    ctx.clock,
  );
  const drafts = new ResourceStore(vodDraft, {}, ctx.clock);
  const learners = new ResourceStore(vodLearner, { order: byFirstStudy }, ctx.clock);
  seedVod(ctx, { courses, sections, drafts, learners });
  return { courses, sections, drafts, learners, sectionsOf, learnersOf };
});

export type VodState = ReturnType<typeof vodState.of>;

/** A section's or draft's values as stored: free courses cost nothing, and only the file of its type is kept. */
export function normalizeMedia<T extends Record<string, unknown>>(values: T): T {
  if (values.mediaType === SECTION_MEDIA.video) return { ...values, audio: '' };
  if (values.mediaType === SECTION_MEDIA.audio) return { ...values, video: '' };
  return values;
}

/** A free course has no price; a paid one keeps what it was given. */
export function normalizePrice<T extends Record<string, unknown>>(values: T): T {
  return values.payType === PAY_TYPE.free ? { ...values, price: 0, originalPrice: null } : values;
}
