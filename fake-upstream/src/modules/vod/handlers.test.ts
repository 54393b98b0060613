import { PAY_TYPE, SECTION_MEDIA } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import type { CallContext } from '../../kit/handlers.js';
import { businessError, callContext, testState } from '../../kit/testing.js';
import { categorySeeds } from '../index.js';
import { vodHandlers } from './handlers.js';
import { DEMO_COURSES, DEMO_LEARNER } from './seed.js';
import { vodState } from './state.js';

const NOW = Date.UTC(2026, 10, 20, 4, 0, 0);

const fresh = () => callContext(testState(NOW, { categories: categorySeeds() }), NOW);

type Page<T> = { list: T[]; total: number };
type Section = { id: number; title: string; sort: number; isFree: string };
const sectionsOf = (ctx: CallContext, courseId: number) =>
  (vodHandlers.vodSection.list({ courseId, page: 1, size: 50 }, ctx) as Page<Section>).list;
const course = (ctx: CallContext, id: number) =>
  vodHandlers.vodCourse.get({ id }, ctx) as { sectionCount: number; learnerCount: number; freeSectionIds: number[] };

/** A new course's save input, valid unless a test changes it. */
const newCourse = (ctx: CallContext, o: Record<string, unknown> = {}) => ({
  cover: 'https://example.com/c.png',
  title: '新课程',
  categoryId: vodState.of(ctx).courses.all()[0]?.values.categoryId as number,
  teacherId: 1,
  payType: PAY_TYPE.paid,
  price: 9900,
  freeSectionIds: [],
  isShow: '0' as const,
  ...o,
});

describe('online courses', () => {
  it('seeds 36 courses with the demo ones first, their sections in order and their learners', () => {
    const ctx = fresh();
    const page = vodHandlers.vodCourse.list({ page: 1, size: 50 }, ctx) as Page<{ title: string; id: number }>;
    expect(page.total).toBe(36);
    const demo = DEMO_COURSES.map((d) =>
      vodState
        .of(ctx)
        .courses.all()
        .find((c) => c.values.title === d.title),
    );
    expect(demo.map((c) => c?.id)).toEqual([1, 2, 3]);
    expect(course(ctx, 1)).toMatchObject({ sectionCount: 12, learnerCount: 45 });
    expect(course(ctx, 3)).toMatchObject({ sectionCount: 0, learnerCount: 0 });
    expect(sectionsOf(ctx, 1).map((s) => s.sort)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const learners = vodHandlers.vodLearner.list({ courseId: 1, page: 1, size: 50, keyword: DEMO_LEARNER.phone }, ctx);
    expect((learners as Page<{ name: string }>).list.map((l) => l.name)).toEqual([DEMO_LEARNER.name]);
  });

  it('refuses a lecturer who is not a teacher, and the shelf for a course without sections', () => {
    const ctx = fresh();
    expect(businessError(() => vodHandlers.vodCourse.save(newCourse(ctx, { teacherId: 9999 }), ctx))).toBe(
      '所选讲师不存在，请刷新后重试',
    );
    expect(businessError(() => vodHandlers.vodCourse.save(newCourse(ctx, { isShow: '1' }), ctx))).toBe(
      '课程「新课程」还没有章节，请先添加章节再上架',
    );
    expect(businessError(() => vodHandlers.vodCourse.setShow({ ids: [3], value: '1' }, ctx))).toContain('还没有章节');
    vodHandlers.vodCourse.setShow({ ids: [1], value: '0' }, ctx);
  });

  it('keeps a free course at no price, and sets the free-preview sections of its own', () => {
    const ctx = fresh();
    const saved = vodHandlers.vodCourse.save(
      newCourse(ctx, { payType: PAY_TYPE.free, price: 500, originalPrice: 900 }),
      ctx,
    ) as { id: number; price: number; originalPrice: number | null };
    expect(saved).toMatchObject({ price: 0, originalPrice: null });
    expect(businessError(() => vodHandlers.vodCourse.save(newCourse(ctx, { freeSectionIds: [1] }), ctx))).toBe(
      '请先保存课程并添加章节，再设置免费试看',
    );
    const own = sectionsOf(ctx, 1).map((s) => s.id);
    const other = sectionsOf(ctx, 2)[0]?.id as number;
    const input = { ...newCourse(ctx), id: 1, title: '少儿创意美术入门', isShow: '1' as const };
    expect(businessError(() => vodHandlers.vodCourse.save({ ...input, freeSectionIds: [other] }, ctx))).toBe(
      '所选试看章节不属于该课程，请刷新后重试',
    );
    vodHandlers.vodCourse.save({ ...input, freeSectionIds: [own[3] as number, own[5] as number] }, ctx);
    expect(course(ctx, 1).freeSectionIds).toEqual([own[3], own[5]]);
  });

  it('deletes a course no one studies, with its sections, and refuses one with learners', () => {
    const ctx = fresh();
    expect(businessError(() => vodHandlers.vodCourse.remove({ id: 1 }, ctx))).toBe(
      '课程「少儿创意美术入门」已有 45 名学员，不能删除，可以先下架',
    );
    vodHandlers.vodSection.save(
      {
        courseId: 3,
        title: '第1节',
        mediaType: SECTION_MEDIA.video,
        video: 'https://e.com/a.mp4',
        isFree: '0',
        isShow: '1',
      },
      ctx,
    );
    vodHandlers.vodCourse.remove({ id: 3 }, ctx);
    expect(
      vodState
        .of(ctx)
        .sections.live()
        .some((s) => s.values.courseId === 3),
    ).toBe(false);
  });

  it('appends new sections, keeps only the file of their type, and numbers 1..n after a delete', () => {
    const ctx = fresh();
    const input = {
      courseId: 1,
      title: '第13节 结课',
      mediaType: SECTION_MEDIA.audio,
      video: 'https://e.com/a.mp4',
      audio: 'https://e.com/a.mp3',
      isFree: '0' as const,
      isShow: '1' as const,
    };
    const saved = vodHandlers.vodSection.save(input, ctx) as { sort: number; video: string; audio: string };
    expect(saved).toMatchObject({ sort: 13, video: '', audio: 'https://e.com/a.mp3' });
    const [first, second] = sectionsOf(ctx, 1);
    vodHandlers.vodSection.removeMany({ ids: [first?.id as number, second?.id as number] }, ctx);
    expect(sectionsOf(ctx, 1).map((s) => s.sort)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
    expect(businessError(() => vodHandlers.vodSection.save({ ...input, courseId: 999 }, ctx))).toBe(
      '课程不存在或已删除，请刷新后重试',
    );
  });

  it('keeps one section in a course on the shelf', () => {
    const ctx = fresh();
    const ids = sectionsOf(ctx, 2).map((s) => s.id);
    expect(businessError(() => vodHandlers.vodSection.removeMany({ ids }, ctx))).toBe(
      '课程「硬笔书法 21 天」已上架，至少保留一个章节；请先下架课程',
    );
    vodHandlers.vodCourse.setShow({ ids: [2], value: '0' }, ctx);
    vodHandlers.vodSection.removeMany({ ids }, ctx);
    expect(course(ctx, 2).sectionCount).toBe(0);
  });

  it('reorders by drag and saves 1..n', () => {
    const ctx = fresh();
    const before = sectionsOf(ctx, 1).map((s) => s.id);
    vodHandlers.vodSection.reorder({ courseId: 1, ids: [before[2] as number, before[0] as number] }, ctx);
    const after = sectionsOf(ctx, 1);
    expect(after.map((s) => s.id)).toEqual([before[2], before[1], before[0], ...before.slice(3)]);
    expect(after.map((s) => s.sort)).toEqual(before.map((_, i) => i + 1));
    expect(businessError(() => vodHandlers.vodSection.reorder({ courseId: 2, ids: [before[0] as number] }, ctx))).toBe(
      '章节不属于该课程，请刷新后重试',
    );
  });

  it('assigns drafts to a course as its last sections, in the order given', () => {
    const ctx = fresh();
    const drafts = (vodHandlers.vodDraft.list({ page: 1, size: 10 }, ctx) as Page<{ id: number; title: string }>).list;
    const [a, b] = [drafts[4], drafts[1]] as [{ id: number; title: string }, { id: number; title: string }];
    const out = vodHandlers.vodDraft.assign({ ids: [a.id, b.id], courseId: 1 }, ctx) as { sectionIds: number[] };
    const sections = sectionsOf(ctx, 1);
    expect(sections.slice(-2).map((s) => s.title)).toEqual([a.title, b.title]);
    expect(sections.slice(-2).map((s) => s.id)).toEqual(out.sectionIds);
    expect(sections.slice(-2).map((s) => s.sort)).toEqual([13, 14]);
    expect(businessError(() => vodHandlers.vodDraft.assign({ ids: [a.id], courseId: 1 }, ctx))).toBe(
      '草稿不存在或已加入课程，请刷新后重试',
    );
    expect(
      businessError(() => vodHandlers.vodDraft.assign({ ids: [drafts[0]?.id as number], courseId: 999 }, ctx)),
    ).toBe('课程不存在或已删除，请刷新后重试');
  });
});

describe('course catalogue', () => {
  it('names every seeded course once', () => {
    const titles = vodState
      .of(fresh())
      .courses.all()
      .map((c) => String(c.values.title));
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles.filter((t) => t.includes('（第2期）')).length).toBeGreaterThan(0);
  });
});
