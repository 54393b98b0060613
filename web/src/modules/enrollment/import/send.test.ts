import { describe, expect, it } from 'vitest';
import { sendImport } from './send';
import type { CheckedFile, ImportBatchInput, ImportRowInput } from './types';

const rows = (n: number, from = 2): ImportRowInput[] =>
  Array.from({ length: n }, (_, i) => ({ row: from + i, name: `人${i}`, phone: `139${String(i).padStart(8, '0')}` }));

describe('sendImport', () => {
  it('sends 1000 rows a call, the first opening the record, and merges refusals in row order', async () => {
    const file: CheckedFile = {
      total: 2503,
      valid: rows(2500, 5),
      rejected: [
        { row: 2, name: 'a', phone: '1', reason: '您输入的手机号有误' },
        { row: 3, name: '', phone: '13900000000', reason: '姓名不能为空' },
        { row: 4, name: 'c', phone: '', reason: '手机号不能为空' },
      ],
    };
    const calls: ImportBatchInput[] = [];
    const progress: number[] = [];
    const out = await sendImport(
      file,
      '名单.xlsx',
      async (input) => {
        calls.push(input);
        const first = input.rows[0]!;
        return {
          importId: 42,
          success: input.rows.length - 1,
          failed: [{ row: first.row, name: first.name, phone: first.phone, reason: '该手机号已存在' }],
        };
      },
      (sent) => progress.push(sent),
    );
    expect(calls.map((c) => [c.importId, c.rows.length, c.rejected?.length])).toEqual([
      [undefined, 1000, 3],
      [42, 1000, 0],
      [42, 500, 0],
    ]);
    expect(progress).toEqual([1003, 2003, 2503]);
    expect(out.success).toBe(2497);
    expect(out.failures.map((f) => f.row)).toEqual([2, 3, 4, 5, 1005, 2005]);
    expect(out).toMatchObject({ sent: 2503, cancelled: false });
  });

  it('stops before the next chunk when cancelled, reporting only what was sent', async () => {
    const abort = new AbortController();
    const file: CheckedFile = {
      total: 2501,
      valid: rows(2500, 3),
      rejected: [{ row: 2, name: 'a', phone: '1', reason: '您输入的手机号有误' }],
    };
    const calls: ImportBatchInput[] = [];
    const out = await sendImport(
      file,
      '名单.csv',
      async (input) => {
        calls.push(input);
        // The user cancels while the first chunk is on its way.
        abort.abort();
        return { importId: 9, success: input.rows.length, failed: [] };
      },
      undefined,
      abort.signal,
    );
    expect(calls).toHaveLength(1);
    expect(out).toMatchObject({ importId: 9, total: 2501, sent: 1001, success: 1000, cancelled: true });
    expect(out.failures.map((f) => f.row)).toEqual([2]);
  });

  it('sends the first chunk even when cancelled before it, so that the record exists', async () => {
    const abort = new AbortController();
    abort.abort();
    const calls: ImportBatchInput[] = [];
    const out = await sendImport(
      { total: 1, valid: rows(1), rejected: [] },
      'a.csv',
      async (input) => {
        calls.push(input);
        return { importId: 3, success: 1, failed: [] };
      },
      undefined,
      abort.signal,
    );
    expect(calls).toHaveLength(1);
    expect(out).toMatchObject({ sent: 1, cancelled: false });
  });

  it('still opens a record for a file whose every row was refused', async () => {
    const calls: ImportBatchInput[] = [];
    const out = await sendImport(
      { total: 1, valid: [], rejected: [{ row: 2, name: 'x', phone: '1', reason: '您输入的手机号有误' }] },
      'a.csv',
      async (input) => {
        calls.push(input);
        return { importId: 7, success: 0, failed: [] };
      },
    );
    expect(calls).toHaveLength(1);
    expect(out).toMatchObject({ importId: 7, success: 0, total: 1 });
  });
});
