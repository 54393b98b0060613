import { fail } from '../../errors.js';
import type { CallContext } from '../../kit/handlers.js';
import type { ClueRow } from './clue-store.js';
import { cluesOr404, followUserOr404 } from './clue-view.js';
import { cluesOf } from './state.js';

/** Rules several lead calls share: unique phones, known sources and tags, and how a lead changes hands. */
export const PHONE_TAKEN = '该手机号已存在';

export function checkPhoneFree(ctx: CallContext, phone: string, self?: number): void {
  const holder = cluesOf(ctx).store.idByPhone(phone);
  if (holder !== undefined && holder !== self) throw fail(PHONE_TAKEN);
}

export function checkSource(ctx: CallContext, source: number): void {
  if (!cluesOf(ctx).sources.some((s) => s.id === source)) throw fail('线索来源不存在');
}

export function checkTags(ctx: CallContext, tagIds: readonly number[] | undefined): number[] {
  const ids = [...new Set(tagIds ?? [])].sort((a, b) => a - b);
  for (const id of ids) {
    const t = cluesOf(ctx).tags.get(id);
    if (!t || t.parentId === 0) throw fail('请选择二级标签');
  }
  return ids;
}

/** Records a change of follow-up user in the shift history. */
export function recordShift(
  ctx: CallContext,
  row: ClueRow,
  toUserId: number | null,
  type: number,
  reason?: string,
): void {
  const c = cluesOf(ctx);
  const nameOf = (id: number | null) => (id === null ? null : (ctx.state.accounts.get(id)?.name ?? null));
  c.shifts.push({
    id: ++c.seq.shift,
    clewId: row.id,
    operationsType: type,
    fromUserName: nameOf(row.followUserId),
    toUserName: nameOf(toUserId),
    reason: reason?.trim() || null,
    operatorName: ctx.account.name,
    createdAt: ctx.now,
  });
  c.store.patch(row.id, { followUserId: toUserId, ownedSince: toUserId === null ? null : ctx.now });
}

export function moveTo(
  ctx: CallContext,
  ids: readonly number[],
  toUserId: number,
  type: number,
  reason?: string,
): null {
  followUserOr404(ctx, toUserId);
  const rows = cluesOr404(ctx, ids);
  if (rows.some((r) => r.recycled)) throw fail('回收站中的线索不能转移，请先恢复');
  for (const row of rows) if (row.followUserId !== toUserId) recordShift(ctx, row, toUserId, type, reason);
  return null;
}
