import writeXlsxFile from 'write-excel-file/universal';
import { templateRows } from './template';
import type { ImportFailure } from './types';

export const REPORT_HEADER = ['行号', '姓名', '手机号', '失败原因'] as const;

/** The error report's rows: one per refused row, with its row number in the file it came from. */
export function reportRows(failures: readonly ImportFailure[]): Array<Array<string | number>> {
  return [[...REPORT_HEADER], ...failures.map((f) => [f.row, f.name, f.phone, f.reason])];
}

/** Widths in characters, so that Chinese text is readable without resizing columns. */
const REPORT_WIDTHS = [8, 14, 16, 40];

/** The .xlsx of the rows in error. Phones stay text, so that Excel does not turn them into numbers. */
export function errorReport(failures: readonly ImportFailure[]): Promise<Blob> {
  const data = reportRows(failures).map((r, i) =>
    r.map((value) => ({
      value,
      type: typeof value === 'number' ? Number : String,
      fontWeight: i === 0 ? ('bold' as const) : undefined,
    })),
  );
  return writeXlsxFile(data, { columns: REPORT_WIDTHS.map((width) => ({ width })), sheet: '导入失败' }).toBlob();
}

/** The import template as an .xlsx, columns wide enough for their example. */
export function templateFile(): Promise<Blob> {
  const data = templateRows().map((r, i) =>
    r.map((value) => ({ value, type: String, fontWeight: i === 0 ? ('bold' as const) : undefined })),
  );
  return writeXlsxFile(data, { columns: templateRows()[0]!.map(() => ({ width: 16 })), sheet: '线索' }).toBlob();
}

/** The report's name, after the imported file's. */
export function reportName(fileName: string): string {
  return `${fileName.replace(/\.[^.]+$/, '')}_导入失败明细.xlsx`;
}
