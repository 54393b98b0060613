import type { studyContracts } from '@console/contracts';
import type { CallContext, HandlersOf } from '../../kit/handlers.js';
import { type School, schoolOf } from './school.js';
import type { CommentRecord, StudyState } from './state.js';
import { studyState } from './study-state.js';

/** The study module's handlers by call group, as its contracts name them. */
export type StudyHandlers = HandlersOf<(typeof studyContracts)['calls']>;

export const S = (ctx: CallContext): StudyState => studyState.of(ctx);
export const school = (ctx: CallContext): School => schoolOf(S(ctx), ctx, ctx.now, ctx.account.name, ctx.publicUrl);

/** One page of a list, as every paged call answers. */
export function paged<T, V>(rows: readonly T[], q: { page: number; size: number }, view: (row: T) => V) {
  const start = (q.page - 1) * q.size;
  return { list: rows.slice(start, start + q.size).map(view), total: rows.length };
}

export const inRange = (day: string, q: { startDate?: string; endDate?: string }) =>
  (!q.startDate || day >= q.startDate) && (!q.endDate || day <= q.endDate);
export const has = (text: string, keyword: string | undefined) =>
  !keyword || text.toLowerCase().includes(keyword.toLowerCase());

/**
 * Deletes guarded by what must not be lost (a course with classes, a class with lessons taken, a student with
 * lessons left), with what goes along with them.
 */
export function guarded<H extends { remove: unknown; removeMany: unknown }>(
  base: H,
  guard: (ctx: CallContext, ids: number[]) => void,
  after?: (ctx: CallContext, ids: number[]) => void,
): H {
  const remove = base.remove as (input: { id: number }, ctx: CallContext) => unknown;
  const removeMany = base.removeMany as (input: { ids: number[] }, ctx: CallContext) => unknown;
  return {
    ...base,
    remove: (input: { id: number }, ctx: CallContext) => {
      guard(ctx, [input.id]);
      const out = remove(input, ctx);
      after?.(ctx, [input.id]);
      return out;
    },
    removeMany: (input: { ids: number[] }, ctx: CallContext) => {
      guard(ctx, input.ids);
      const out = removeMany(input, ctx);
      after?.(ctx, input.ids);
      return out;
    },
  };
}

/** A comment the signed-in teacher writes (on a growth record or a diary). */
export const teacherComment = (ctx: CallContext, content: string): CommentRecord => ({
  id: S(ctx).seq.comment.take(),
  author: ctx.account.name,
  role: '老师',
  content,
  createdAt: ctx.now,
});
