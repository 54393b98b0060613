import { CLUE_STATUS_LABELS, type clueFilter } from '@console/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { notFound } from '../../errors.js';
import type { CallContext } from '../../kit/handlers.js';
import { exportSheet, type SheetColumn, stamp } from '../../kit/spreadsheet.js';
import { formatDateTime } from '../../util/time.js';
import { clueQuery, clueView } from './clue-view.js';
import { cluesOf } from './state.js';

export const CLUE_EXPORT_COLUMNS: readonly SheetColumn[] = [
  { header: '姓名', key: 'name', kind: 'text', width: 12 },
  { header: '手机号', key: 'phone', kind: 'text', width: 15 },
  { header: '状态', key: 'status', kind: 'text', width: 8 },
  { header: '来源', key: 'source', kind: 'text', width: 10 },
  { header: '标签', key: 'tags', kind: 'text', width: 24 },
  { header: '跟进人', key: 'follower', kind: 'text', width: 10 },
  { header: '意向课程', key: 'intention', kind: 'text', width: 18 },
  { header: '备注', key: 'remark', kind: 'text', width: 24 },
  { header: '创建时间', key: 'createTime', kind: 'datetime', width: 20 },
  { header: '最近跟进', key: 'lastFollowTime', kind: 'datetime', width: 20 },
  { header: '下次跟进', key: 'nextFollowTime', kind: 'datetime', width: 20 },
];

/** `GET /ajax/clew/export`: every lead of the filtered list, newest first, as the list shows them. */
export async function exportClues(ctx: CallContext, filter: z.output<typeof clueFilter>): Promise<FastifyReply> {
  const q = clueQuery(ctx, filter, false);
  const rows = (function* () {
    for (const row of cluesOf(ctx).store.scan(q)) {
      const v = clueView(ctx, row);
      yield {
        name: v.name,
        phone: v.phone,
        status: CLUE_STATUS_LABELS[v.status] ?? String(v.status),
        source: v.sourceName,
        tags: v.tags.map((t) => t.name).join('、'),
        follower: v.followUserName ?? '公海',
        intention: v.intention ?? '',
        remark: v.remark ?? '',
        createTime: v.createTime,
        lastFollowTime: v.lastFollowTime ?? '',
        nextFollowTime: v.nextFollowTime ?? '',
      };
    }
  })();
  return exportSheet(ctx, {
    fileName: `线索导出_${stamp(ctx.now)}.xlsx`,
    sheetName: '线索',
    columns: CLUE_EXPORT_COLUMNS,
    rows,
  });
}

/** `GET /ajax/clew/exportXsImportRecord`: the rows of one import with their result and reason. */
export async function exportImportRecord(ctx: CallContext, id: number): Promise<FastifyReply> {
  const record = cluesOf(ctx).imports.find((r) => r.id === id);
  if (!record) throw notFound();
  const base = record.fileName.replace(/\.[^.]+$/, '');
  return exportSheet(ctx, {
    fileName: `${base}_导入结果_${formatDateTime(record.createdAt).slice(0, 10)}.xlsx`,
    sheetName: '导入结果',
    columns: [
      { header: '姓名', key: 'name', kind: 'text', width: 12 },
      { header: '手机号', key: 'phone', kind: 'text', width: 15 },
      { header: '导入结果', key: 'result', kind: 'text', width: 10 },
      { header: '失败原因', key: 'reason', kind: 'text', width: 24 },
    ],
    rows: record.rows.map((r) => ({ ...r })),
  });
}
