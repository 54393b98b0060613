import { readSheet } from 'read-excel-file/universal';
import { decodeCsv, parseCsv } from './csv';
import { ImportFileError } from './validate';

type Cell = string | number | boolean | Date | null | undefined;

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as text: numbers whole when they are (phones typed as numbers), dates as YYYY-MM-DD. */
export function cellText(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date)
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'boolean') return value ? '是' : '否';
  return value;
}

export function extensionOf(fileName: string): string {
  const at = fileName.lastIndexOf('.');
  return at < 0 ? '' : fileName.slice(at).toLowerCase();
}

/**
 * The first sheet of an .xlsx file, or the rows of a .csv file, as text cells. read-excel-file's universal
 * build is used: it unzips and parses in the calling thread (no DOM, no workers of its own), so the same
 * code runs inside the import worker and in Node.
 */
export async function readRows(bytes: ArrayBuffer, fileName: string): Promise<string[][]> {
  const ext = extensionOf(fileName);
  if (ext === '.csv') return parseCsv(decodeCsv(new Uint8Array(bytes)));
  if (ext !== '.xlsx') throw new ImportFileError('只能导入 .xlsx 或 .csv 文件');
  try {
    const rows = (await readSheet(bytes)) as Cell[][];
    return rows.map((r) => r.map(cellText));
  } catch {
    throw new ImportFileError('文件无法读取，请确认是 Excel（.xlsx）文件且未加密');
  }
}
