import { circle, circleKnowledge, circleMember, circlePost, MEMBER_STATUS } from '@console/contracts';
import { fail } from '../../errors.js';
import { moduleState } from '../../kit/module.js';
import { newestFirst, ResourceStore, type StoredRow } from '../../kit/store.js';
import { checkTeachers, teacherRefs } from '../teacher/refs.js';
import { teacherState } from '../teacher/state.js';
import { membersIn } from './rules.js';
import { seedCircles } from './seed.js';
import { knowledgeSeries, totalsOf } from './stats.js';

const childrenOf = (rows: readonly StoredRow[], circleId: number) =>
  rows.filter((r) => r.values.circleId === circleId).length;

/** Pinned posts first, then the newest. */
function postOrder(a: StoredRow, b: StoredRow): number {
  return Number(b.values.isTop === '1') - Number(a.values.isTop === '1') || newestFirst(a, b);
}

/**
 * The circles, their members, posts and knowledge items. A circle's owner is a teacher of the shared entity;
 * its counts follow its members, posts and items; an item's view and learner counts follow its daily figures.
 */
export const circlesState = moduleState('circles', (ctx) => {
  const teachers = () => teacherState.of(ctx).teachers;
  const members = new ResourceStore(circleMember, {}, ctx.clock);
  const posts = new ResourceStore(circlePost, { order: postOrder }, ctx.clock);
  const knowledge = new ResourceStore(
    circleKnowledge,
    {
      computedDefaults: { viewCount: 0, learnerCount: 0 },
      decorate: (values, row) => {
        const totals = totalsOf(knowledgeSeries(row.id, row.createdAt, ctx.clock()));
        return { ...values, viewCount: totals.views, learnerCount: totals.learners };
      },
      check: (values) => {
        if (!circles.live().some((c) => c.id === values.circleId)) throw fail('圈子不存在或已被删除');
      },
    },
    ctx.clock,
  );
  const circles = new ResourceStore(
    circle,
    {
      computedDefaults: { owner: null, memberCount: 0, pendingCount: 0, postCount: 0, knowledgeCount: 0 },
      decorate: (values, row) => ({
        ...values,
        owner: teacherRefs(teachers(), [values.ownerId])[0] ?? null,
        memberCount: membersIn(members.all(), row.id, MEMBER_STATUS.joined),
        pendingCount: membersIn(members.all(), row.id, MEMBER_STATUS.pending),
        postCount: childrenOf(posts.all(), row.id),
        knowledgeCount: childrenOf(knowledge.all(), row.id),
      }),
      check: (values) => checkTeachers(teachers(), [values.ownerId], '所选圈主不存在，请刷新后重试'),
    },
    ctx.clock,
  );
  const stores = { circles, members, posts, knowledge };
  seedCircles(ctx, stores, teachers());
  return stores;
});
