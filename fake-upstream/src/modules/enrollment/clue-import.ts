import { CLUE_STATUS } from '@console/contracts';
import { notFound } from '../../errors.js';
import { type CallContext, clientTypeOf, type Handlers } from '../../kit/handlers.js';
import { PHONE_TAKEN } from './clue-rules.js';
import { IMPORT_SOURCE } from './clue-seed.js';
import type { ImportRecord, ImportRow } from './clue-types.js';
import { cluesOf } from './state.js';

type ImportCalls = Pick<Handlers['clue'], 'importBatch'>;
type BatchInput = Parameters<ImportCalls['importBatch']>[0];
type BatchRow = BatchInput['rows'][number];

/** Why the server refuses a row the browser found valid: what only the server knows. */
function problemOf(ctx: CallContext, row: BatchRow): string | null {
  const c = cluesOf(ctx);
  if (c.store.idByPhone(row.phone) !== undefined) return PHONE_TAKEN;
  if (row.source !== undefined && !c.sources.some((s) => s.id === row.source)) return '线索来源不存在';
  if (row.followUserId !== undefined && ctx.state.accounts.get(row.followUserId)?.status !== 1)
    return '跟进人不存在或已停用';
  for (const id of row.tagIds ?? []) {
    const t = c.tags.get(id);
    if (!t || t.parentId === 0) return '标签不存在';
  }
  return null;
}

function recordOf(ctx: CallContext, input: BatchInput): ImportRecord {
  const c = cluesOf(ctx);
  if (input.importId !== undefined) {
    // Chunks of one file go to its own record, and only the account that opened it may add to it.
    const found = c.imports.find((r) => r.id === input.importId && r.accountId === ctx.account.id);
    if (!found) throw notFound();
    return found;
  }
  const record: ImportRecord = {
    id: ++c.seq.import,
    accountId: ctx.account.id,
    fileName: input.fileName,
    operatorName: ctx.account.name,
    createdAt: ctx.now,
    clientType: clientTypeOf(ctx) ?? 1,
    rows: [],
  };
  c.imports.push(record);
  return record;
}

/**
 * `POST /ajax/clew/import/batch`: creates the leads of one chunk of a file. Each row is checked on its own, so
 * one taken phone never fails the chunk; a phone that repeats within the file is taken by its first row. The
 * import record keeps every row of the file, with the browser's refusals, in file order.
 */
export const importHandlers: ImportCalls = {
  importBatch(input, ctx) {
    const c = cluesOf(ctx);
    const record = recordOf(ctx, input);
    const failed: Array<{ row: number; name: string; phone: string; reason: string }> = [];
    const entries: Array<ImportRow & { line: number }> = [];
    let success = 0;
    for (const row of [...input.rows].sort((a, b) => a.row - b.row)) {
      const reason = problemOf(ctx, row);
      if (reason) {
        failed.push({ row: row.row, name: row.name, phone: row.phone, reason });
        entries.push({ line: row.row, name: row.name, phone: row.phone, result: '失败', reason });
        continue;
      }
      const followUserId = row.followUserId ?? c.defaultFollowUserId;
      c.store.insert({
        name: row.name,
        phone: row.phone,
        sex: row.sex ?? 0,
        source: row.source ?? IMPORT_SOURCE,
        status: CLUE_STATUS.pending,
        tagIds: [...new Set(row.tagIds ?? [])].sort((a, b) => a - b),
        followUserId,
        ownedSince: followUserId === null ? null : ctx.now,
        intention: row.intention || null,
        remark: row.remark || null,
        isPro: 0,
        createdAt: ctx.now,
        lastFollowAt: null,
        nextFollowAt: null,
        recycled: false,
        clientType: record.clientType,
      });
      success++;
      entries.push({ line: row.row, name: row.name, phone: row.phone, result: '成功', reason: '' });
    }
    for (const r of input.rejected)
      entries.push({ line: r.row, name: r.name, phone: r.phone, result: '失败', reason: r.reason });
    entries.sort((a, b) => a.line - b.line);
    for (const { line: _line, ...entry } of entries) record.rows.push(entry);
    return { importId: record.id, success, failed };
  },
};
