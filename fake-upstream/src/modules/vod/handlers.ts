import { vodCourse, vodDraft, vodLearner, vodSection } from '@console/contracts';
import type { z } from 'zod';
import { fail, UpstreamError } from '../../errors.js';
import type { CallContext, Handlers } from '../../kit/handlers.js';
import { absolute, resourceHandlers } from '../../kit/resource-handlers.js';
import { nextSort, renumber, reorderSections, sectionOrder } from './order.js';
import { normalizeMedia, normalizePrice, vodState } from './state.js';

const st = (ctx: CallContext) => vodState.of(ctx);
/** The store answers the entity of the resource it was built from; TypeScript cannot follow that through it. */
const entity = <R extends { entity: z.ZodType }>(_r: R, e: Record<string, unknown>) => e as z.input<R['entity']>;

/** The course, or the business message a person can act on (a 404 would show nothing on a form). */
function courseOf(ctx: CallContext, id: number) {
  try {
    return st(ctx).courses.get(id);
  } catch (err) {
    if (err instanceof UpstreamError) throw fail('课程不存在或已删除，请刷新后重试');
    throw err;
  }
}

/** Deletes courses that no one studies yet, with their sections; a course with learners can only go off the shelf. */
function removeCourses(ctx: CallContext, ids: readonly number[]): null {
  const s = st(ctx);
  for (const id of ids) {
    const course = s.courses.get(id);
    const learners = s.learnersOf(id).length;
    if (learners > 0) throw fail(`课程「${String(course.values.title)}」已有 ${learners} 名学员，不能删除，可以先下架`);
  }
  s.courses.remove(ids);
  for (const id of ids) s.sections.remove(s.sectionsOf(id).map((x) => x.id));
  return null;
}

/** Deletes sections and numbers each course's rest 1..n; an on-shelf course keeps at least one. */
function removeSections(ctx: CallContext, ids: readonly number[]): null {
  const s = st(ctx);
  const rows = ids.map((id) => s.sections.get(id));
  const courseIds = new Set(rows.map((r) => Number(r.values.courseId)));
  for (const courseId of courseIds) {
    const left = s.sectionsOf(courseId).filter((x) => !ids.includes(x.id)).length;
    const course = s.courses.all().find((c) => c.id === courseId);
    if (left === 0 && course && !course.recycled && course.values.isShow === '1')
      throw fail(`课程「${String(course.values.title)}」已上架，至少保留一个章节；请先下架课程`);
  }
  s.sections.remove(ids);
  for (const courseId of courseIds) renumber(s.sections, s.sectionsOf(courseId).sort(sectionOrder), ctx.now);
  return null;
}

export const vodHandlers: Pick<Handlers, 'vodCourse' | 'vodSection' | 'vodDraft' | 'vodLearner'> = {
  vodCourse: {
    ...resourceHandlers(vodCourse, (ctx) => st(ctx).courses, {}),
    save: (input, ctx) => {
      const s = st(ctx);
      const { freeSectionIds, ...values } = normalizePrice(input);
      if (freeSectionIds && freeSectionIds.length > 0) {
        if (input.id === undefined) throw fail('请先保存课程并添加章节，再设置免费试看');
        const own = new Set(s.sectionsOf(input.id).map((x) => x.id));
        if (freeSectionIds.some((id) => !own.has(id))) throw fail('所选试看章节不属于该课程，请刷新后重试');
      }
      const saved = s.courses.save(values);
      if (freeSectionIds) {
        const free = new Set(freeSectionIds);
        for (const section of s.sectionsOf(Number(saved.id))) {
          const isFree = free.has(section.id) ? '1' : '0';
          if (section.values.isFree !== isFree) s.sections.edit(section, { isFree }, ctx.now);
        }
      }
      return entity(vodCourse, absolute(vodCourse, s.courses.view(s.courses.get(Number(saved.id))), ctx.publicUrl));
    },
    remove: ({ id }, ctx) => removeCourses(ctx, [id]),
    removeMany: ({ ids }, ctx) => removeCourses(ctx, ids),
  },
  vodSection: {
    ...resourceHandlers(vodSection, (ctx) => st(ctx).sections, {
      reorder: ({ courseId, ids }, ctx) => {
        courseOf(ctx, courseId);
        renumber(st(ctx).sections, reorderSections(st(ctx).sectionsOf(courseId), ids), ctx.now);
        return null;
      },
    }),
    save: (input, ctx) => {
      const s = st(ctx);
      const values = normalizeMedia(input);
      const fresh = values.id === undefined && values.sort === undefined;
      const saved = s.sections.save(fresh ? { ...values, sort: nextSort(s.sectionsOf(values.courseId)) } : values);
      return entity(vodSection, absolute(vodSection, saved, ctx.publicUrl));
    },
    remove: ({ id }, ctx) => removeSections(ctx, [id]),
    removeMany: ({ ids }, ctx) => removeSections(ctx, ids),
  },
  vodDraft: {
    ...resourceHandlers(vodDraft, (ctx) => st(ctx).drafts, {
      /** The drafts become the course's last sections, in the order given, on the shelf and not free. */
      assign: ({ ids, courseId }, ctx) => {
        const s = st(ctx);
        courseOf(ctx, courseId);
        if (new Set(ids).size !== ids.length) throw fail('草稿重复，请刷新后重试');
        const drafts = ids.map((id) => {
          const row = s.drafts.all().find((d) => d.id === id && !d.recycled);
          if (!row) throw fail('草稿不存在或已加入课程，请刷新后重试');
          return row;
        });
        const first = nextSort(s.sectionsOf(courseId));
        const sectionIds = drafts.map(
          (d, k) => s.sections.save({ ...d.values, courseId, isFree: '0', isShow: '1', sort: first + k }).id as number,
        );
        s.drafts.remove(ids);
        return { sectionIds };
      },
    }),
    save: (input, ctx) =>
      entity(vodDraft, absolute(vodDraft, st(ctx).drafts.save(normalizeMedia(input)), ctx.publicUrl)),
  },
  vodLearner: resourceHandlers(vodLearner, (ctx) => st(ctx).learners, {}),
};
