import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `attachment` with the UTF-8 file name browsers read, and an ASCII fallback for the rest. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Streams one worksheet: rows are written as they are produced, so 100 000 leads never sit in memory twice. */
export function streamSheet(
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
/** 'YYYYMMDDHHmm' in China time, for file names. */
export const stamp = (ms: number) => {
  const d = new Date(ms + 8 * 3600_000);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}`;
};
