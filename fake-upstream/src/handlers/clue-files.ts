import { PassThrough } from 'node:stream';
import { CLUE_STATUS_LABELS, type clueFilter } from '@console/contracts';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { notFound } from '../errors.js';
import { formatDateTime } from '../util/time.js';
import { clueQuery, clueView } from './clue-view.js';
import type { CallContext } from './types.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `attachment` with the UTF-8 file name browsers read, and an ASCII fallback for the rest. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Streams one worksheet: rows are written as they are produced, so 100 000 leads never sit in memory twice. */
function streamSheet(
  reply: FastifyReply,
  fileName: string,
  sheetName: string,
  columns: Array<{ header: string; key: string; width: number }>,
  rows: Iterable<object>,
): FastifyReply {
  const out = new PassThrough();
  reply.header('content-type', XLSX).header('content-disposition', attachment(fileName));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = columns;
  void (async () => {
    try {
      for (const row of rows) sheet.addRow(row).commit();
      sheet.commit();
      await book.commit();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  reply.send(out);
  return reply;
}

const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (ms: number) => {
  const d = new Date(ms + 8 * 3600_000);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}`;
};

export const CLUE_EXPORT_COLUMNS = [
  { header: '姓名', key: 'name', width: 12 },
  { header: '手机号', key: 'phone', width: 15 },
  { header: '状态', key: 'status', width: 8 },
  { header: '来源', key: 'source', width: 10 },
  { header: '标签', key: 'tags', width: 24 },
  { header: '跟进人', key: 'follower', width: 10 },
  { header: '意向课程', key: 'intention', width: 18 },
  { header: '备注', key: 'remark', width: 24 },
  { header: '创建时间', key: 'createTime', width: 20 },
  { header: '最近跟进', key: 'lastFollowTime', width: 20 },
  { header: '下次跟进', key: 'nextFollowTime', width: 20 },
];

/** `GET /ajax/clew/export`: every lead of the filtered list, newest first, as the list shows them. */
export async function exportClues(ctx: CallContext, filter: z.output<typeof clueFilter>): Promise<FastifyReply> {
  const q = clueQuery(ctx, filter, false);
  const rows = (function* () {
    for (const row of ctx.state.clues.store.scan(q)) {
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
  return streamSheet(ctx.reply, `线索导出_${stamp(ctx.now)}.xlsx`, '线索', CLUE_EXPORT_COLUMNS, rows);
}

/** `GET /ajax/clew/exportXsImportRecord`: the rows of one import with their result and reason. */
export async function exportImportRecord(ctx: CallContext, id: number): Promise<FastifyReply> {
  const record = ctx.state.clues.imports.find((r) => r.id === id);
  if (!record) throw notFound();
  const base = record.fileName.replace(/\.[^.]+$/, '');
  const columns = [
    { header: '姓名', key: 'name', width: 12 },
    { header: '手机号', key: 'phone', width: 15 },
    { header: '导入结果', key: 'result', width: 10 },
    { header: '失败原因', key: 'reason', width: 24 },
  ];
  return streamSheet(
    ctx.reply,
    `${base}_导入结果_${formatDateTime(record.createdAt).slice(0, 10)}.xlsx`,
    '导入结果',
    columns,
    record.rows,
  );
}
