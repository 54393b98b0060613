import type { clueFilter } from '@console/contracts';
import type { z } from 'zod';
import { fail, notFound } from '../../errors.js';
import type { CallContext } from '../../kit/handlers.js';
import { formatDate, formatDateTime, parseDateTime } from '../../util/time.js';
import type { ClueQuery, ClueRow } from './clue-store.js';
import { cluesOf } from './state.js';

/** A lead as the calls return it: names resolved, times formatted in China time. */
export function clueView(ctx: CallContext, row: ClueRow) {
  const { tags, sources } = cluesOf(ctx);
  const follower = row.followUserId === null ? undefined : ctx.state.accounts.get(row.followUserId);
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    sex: row.sex,
    source: row.source,
    sourceName: sources.find((s) => s.id === row.source)?.name ?? '未知来源',
    status: row.status,
    tags: row.tagIds.flatMap((id) => {
      const t = tags.get(id);
      return t ? [{ id: t.id, name: t.name }] : [];
    }),
    followUserId: row.followUserId,
    followUserName: follower?.name ?? null,
    intention: row.intention,
    remark: row.remark,
    isPro: row.isPro,
    createTime: formatDateTime(row.createdAt),
    lastFollowTime: row.lastFollowAt === null ? null : formatDateTime(row.lastFollowAt),
    nextFollowTime: row.nextFollowAt === null ? null : formatDateTime(row.nextFollowAt),
    recycled: row.recycled,
    version: row.version,
  };
}

export function clueOr404(ctx: CallContext, id: number): ClueRow {
  const row = cluesOf(ctx).store.get(id);
  if (!row) throw notFound();
  return row;
}

/** The store query of a list or export filter, for the signed-in account. */
export function clueQuery(ctx: CallContext, f: z.output<typeof clueFilter>, recycled: boolean): ClueQuery {
  let tagIds: Set<number> | undefined;
  if (f.tagId !== undefined) {
    const tag = cluesOf(ctx).tags.get(f.tagId);
    if (!tag) tagIds = new Set([f.tagId]);
    else if (tag.parentId === 0)
      tagIds = new Set([...cluesOf(ctx).tags.values()].filter((t) => t.parentId === tag.id).map((t) => t.id));
    else tagIds = new Set([tag.id]);
  }
  const from = f.startDate === undefined ? undefined : parseDateTime(f.startDate);
  const to = f.endDate === undefined ? undefined : parseDateTime(`${f.endDate} 23:59:59`);
  if (from === null || to === null) throw fail('日期格式应为 YYYY-MM-DD');
  if (from !== undefined && to !== undefined && from > to) throw fail('开始日期不能晚于结束日期');
  return {
    scope: f.scope,
    recycled,
    userId: ctx.account.id,
    today: formatDate(ctx.now),
    status: f.status,
    source: f.source,
    tagIds,
    followUserId: f.followUserId,
    from,
    to: to === undefined ? undefined : to + 999,
    keyword: f.keyword,
  };
}

/** Checks that every id names a lead; a batch is all or nothing. */
export function cluesOr404(ctx: CallContext, ids: readonly number[]): ClueRow[] {
  return [...new Set(ids)].map((id) => clueOr404(ctx, id));
}

/** A follow-up user of the shop: an enabled account. */
export function followUserOr404(ctx: CallContext, id: number) {
  const a = ctx.state.accounts.get(id);
  if (a?.status !== 1) throw fail('跟进人不存在或已停用');
  return a;
}
