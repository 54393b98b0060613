import { describe, expect, it } from 'vitest';
import { errorReport, REPORT_HEADER, templateFile } from './report';
import { cellText, readRows } from './sheet';
import { templateRows } from './template';

/** jsdom's Blob has no arrayBuffer(); its FileReader reads one. */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('readRows', () => {
  it('reads back the template it writes, as text cells', async () => {
    const bytes = await bytesOf(await templateFile());
    expect(await readRows(bytes, '线索导入模板.xlsx')).toEqual(templateRows());
  });

  it('reads the error report with phones kept as text', async () => {
    const blob = await errorReport([{ row: 3, name: '王小明', phone: '010-12345678', reason: '手机号已存在' }]);
    expect(await readRows(await bytesOf(blob), 'r.xlsx')).toEqual([
      [...REPORT_HEADER],
      ['3', '王小明', '010-12345678', '手机号已存在'],
    ]);
  });

  it('reads CSV, and refuses other files and broken spreadsheets with a message', async () => {
    const csv = new TextEncoder().encode('姓名,手机号\n王小明,13912345678\n');
    expect(await readRows(csv.buffer as ArrayBuffer, 'a.CSV')).toEqual([
      ['姓名', '手机号'],
      ['王小明', '13912345678'],
    ]);
    await expect(readRows(new ArrayBuffer(4), 'a.xls')).rejects.toThrow('只能导入 .xlsx 或 .csv 文件');
    await expect(readRows(new ArrayBuffer(4), 'a.xlsx')).rejects.toThrow('文件无法读取');
  });

  it('writes numbers typed into phone cells as whole numbers', () => {
    expect(cellText(13912345678)).toBe('13912345678');
    expect(cellText(1.5)).toBe('1.5');
    expect(cellText(new Date(Date.UTC(2026, 0, 5)))).toBe('2026-01-05');
    expect(cellText(null)).toBe('');
  });
});
