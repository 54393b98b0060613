import { CLUE_STATUS, SHIFT_TYPES } from '@console/contracts';
import { fail } from '../../errors.js';
import { clientTypeOf, type Handlers } from '../../kit/handlers.js';
import { checkVersion } from '../../kit/versioned.js';
import { formatDateTime, parseDateTime } from '../../util/time.js';
import { exportClues, exportImportRecord } from './clue-files.js';
import { importHandlers } from './clue-import.js';
import { interactionsOf } from './clue-interactions.js';
import { reasonHandlers } from './clue-reasons.js';
import { checkPhoneFree, checkSource, checkTags, moveTo, recordShift } from './clue-rules.js';
import { tagHandlers } from './clue-tags.js';
import { clueOr404, clueQuery, cluesOr404, clueView, followUserOr404 } from './clue-view.js';
import { poolHandlers, sweepIfDue } from './pool-handlers.js';
import { cluesOf } from './state.js';

export const clueHandlers: Handlers['clue'] = {
  ...tagHandlers,
  ...poolHandlers,
  ...reasonHandlers,
  ...importHandlers,

  findById({ id }, ctx) {
    sweepIfDue(ctx);
    return clueView(ctx, clueOr404(ctx, id));
  },

  list(q, ctx) {
    sweepIfDue(ctx);
    const { list, total } = cluesOf(ctx).store.page(clueQuery(ctx, q, false), q.page, q.size);
    return { list: list.map((r) => clueView(ctx, r)), total };
  },

  recycleList(q, ctx) {
    sweepIfDue(ctx);
    const { list, total } = cluesOf(ctx).store.page(clueQuery(ctx, q, true), q.page, q.size);
    return { list: list.map((r) => clueView(ctx, r)), total };
  },

  add(input, ctx) {
    checkPhoneFree(ctx, input.phone);
    checkSource(ctx, input.source);
    const followUserId = input.followUserId ?? cluesOf(ctx).defaultFollowUserId;
    if (followUserId !== null) followUserOr404(ctx, followUserId);
    const row = cluesOf(ctx).store.insert({
      name: input.name,
      phone: input.phone,
      sex: input.sex ?? 0,
      source: input.source,
      status: CLUE_STATUS.pending,
      tagIds: checkTags(ctx, input.tagIds),
      followUserId,
      ownedSince: followUserId === null ? null : ctx.now,
      intention: input.intention ?? null,
      remark: input.remark ?? null,
      isPro: 0,
      createdAt: ctx.now,
      lastFollowAt: null,
      nextFollowAt: null,
      recycled: false,
      clientType: clientTypeOf(ctx) ?? null,
    });
    return clueView(ctx, row);
  },

  update(input, ctx) {
    const row = clueOr404(ctx, input.id);
    checkVersion(row, input.version);
    checkPhoneFree(ctx, input.phone, row.id);
    checkSource(ctx, input.source);
    if (input.followUserId !== undefined && input.followUserId !== row.followUserId) {
      followUserOr404(ctx, input.followUserId);
      recordShift(ctx, row, input.followUserId, SHIFT_TYPES.shift);
    }
    const patched = cluesOf(ctx).store.patch(row.id, {
      name: input.name,
      phone: input.phone,
      source: input.source,
      ...(input.sex === undefined ? {} : { sex: input.sex }),
      ...(input.intention === undefined ? {} : { intention: input.intention || null }),
      ...(input.remark === undefined ? {} : { remark: input.remark || null }),
      ...(input.tagIds === undefined ? {} : { tagIds: checkTags(ctx, input.tagIds) }),
    });
    return clueView(ctx, patched);
  },

  toRecycle({ ids, restore }, ctx) {
    const rows = cluesOr404(ctx, ids);
    if (!restore) {
      const kept = rows.find((r) => r.isPro === 1);
      if (kept) throw fail(`线索「${kept.name}」已设为保护，不能移入回收站`);
    }
    for (const row of rows) cluesOf(ctx).store.patch(row.id, { recycled: !restore });
    return null;
  },

  /** Permanent deletion happens from the recycle bin only. */
  remove({ ids }, ctx) {
    const rows = cluesOr404(ctx, ids);
    const live = rows.find((r) => !r.recycled);
    if (live) throw fail(`线索「${live.name}」不在回收站中，请先移入回收站`);
    for (const row of rows) {
      cluesOf(ctx).store.delete(row.id);
      cluesOf(ctx).records.delete(row.id);
    }
    return null;
  },

  /** Sets the tags of each lead to exactly `tagIds` (second-level tags); an empty list clears them. */
  addTag({ clewIds, tagIds }, ctx) {
    const tags = checkTags(ctx, tagIds);
    for (const row of cluesOr404(ctx, clewIds)) cluesOf(ctx).store.patch(row.id, { tagIds: tags });
    return null;
  },

  changeStatus({ clewIds, status }, ctx) {
    for (const row of cluesOr404(ctx, clewIds)) cluesOf(ctx).store.patch(row.id, { status });
    return null;
  },

  updateIsPro({ id, isPro, version }, ctx) {
    const row = clueOr404(ctx, id);
    checkVersion(row, version);
    return clueView(ctx, cluesOf(ctx).store.patch(row.id, { isPro }));
  },

  sources: (_input, ctx) => cluesOf(ctx).sources.map((s) => ({ ...s })),

  shift: ({ clewId, toUserId, reason }, ctx) => moveTo(ctx, [clewId], toUserId, SHIFT_TYPES.shift, reason),
  shiftMany: ({ clewIds, toUserId, reason }, ctx) => moveTo(ctx, clewIds, toUserId, SHIFT_TYPES.shift, reason),
  allocate: ({ clewIds, userId }, ctx) => moveTo(ctx, clewIds, userId, SHIFT_TYPES.allocate),

  shiftRecords({ page, size, clewId, operationsType }, ctx) {
    const hits = cluesOf(ctx).shifts.filter(
      (s) =>
        (clewId === undefined || s.clewId === clewId) &&
        (operationsType === undefined || s.operationsType === operationsType),
    );
    const newestFirst = hits.slice().reverse();
    return {
      list: newestFirst
        .slice((page - 1) * size, page * size)
        .map((s) => ({ ...s, createTime: formatDateTime(s.createdAt) })),
      total: hits.length,
    };
  },

  followUsers: (_input, ctx) =>
    ctx.state.accounts
      .all()
      .filter((a) => a.status === 1)
      .map((a) => ({ id: a.id, name: a.name, phone: a.phone })),

  changeDefault({ userId }, ctx) {
    followUserOr404(ctx, userId);
    cluesOf(ctx).defaultFollowUserId = userId;
    return null;
  },

  getDefault(_input, ctx) {
    const id = cluesOf(ctx).defaultFollowUserId;
    const a = id === null ? undefined : ctx.state.accounts.get(id);
    return a ? { id: a.id, name: a.name, phone: a.phone } : null;
  },

  records({ clewId }, ctx) {
    clueOr404(ctx, clewId);
    return (cluesOf(ctx).records.get(clewId) ?? [])
      .slice()
      .reverse()
      .map((r) => ({
        id: r.id,
        clewId: r.clewId,
        content: r.content,
        userName: r.userName,
        createTime: formatDateTime(r.createdAt),
        nextFollowTime: r.nextFollowAt === null ? null : formatDateTime(r.nextFollowAt),
      }));
  },

  addRecord({ clewId, content, nextFollowTime }, ctx) {
    const row = clueOr404(ctx, clewId);
    const next = nextFollowTime ? parseDateTime(nextFollowTime) : null;
    if (nextFollowTime && next === null) throw fail('下次跟进时间格式不正确');
    if (next !== null && next < ctx.now - 60_000) throw fail('下次跟进时间不能早于现在');
    const c = cluesOf(ctx);
    const record = {
      id: ++c.seq.record,
      clewId,
      content,
      userName: ctx.account.name,
      createdAt: ctx.now,
      nextFollowAt: next,
    };
    c.records.set(clewId, [...(c.records.get(clewId) ?? []), record]);
    c.store.patch(row.id, {
      lastFollowAt: ctx.now,
      nextFollowAt: next,
      ...(row.status === CLUE_STATUS.pending ? { status: CLUE_STATUS.following } : {}),
    });
    return {
      id: record.id,
      clewId,
      content,
      userName: record.userName,
      createTime: formatDateTime(record.createdAt),
      nextFollowTime: next === null ? null : formatDateTime(next),
    };
  },

  interactions: (q, ctx) => interactionsOf(ctx, q),

  importList({ page, size }, ctx) {
    const clientType = clientTypeOf(ctx);
    const hits = cluesOf(ctx)
      .imports.filter((r) => clientType === undefined || r.clientType === clientType)
      .reverse();
    return {
      list: hits.slice((page - 1) * size, page * size).map((r) => {
        const failed = r.rows.filter((x) => x.result === '失败').length;
        return {
          id: r.id,
          fileName: r.fileName,
          total: r.rows.length,
          success: r.rows.length - failed,
          failed,
          operatorName: r.operatorName,
          createTime: formatDateTime(r.createdAt),
          clientType: r.clientType,
        };
      }),
      total: hits.length,
    };
  },

  exportList(filter, ctx) {
    sweepIfDue(ctx);
    return exportClues(ctx, filter);
  },
  exportImportRecord: ({ id }, ctx) => exportImportRecord(ctx, id),
};
