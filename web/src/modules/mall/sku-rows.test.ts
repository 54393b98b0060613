import { blankSkuRow, skuFormRowsSchema } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { cellsInError, fillColumn, rowSpecs, syncRows } from './sku-rows';

const colour = { name: '颜色', values: ['红色', '蓝色'] };
const size = { name: '尺码', values: ['S', 'M'] };

describe('the SKU table’s rows', () => {
  it('makes one unnamed row for a single spec, and a row per combination for multiple specs', () => {
    expect(syncRows(undefined, 1, [colour])).toEqual([blankSkuRow([])]);
    expect(syncRows([], 2, [colour, size]).map((r) => r.values)).toEqual([
      ['红色', 'S'],
      ['红色', 'M'],
      ['蓝色', 'S'],
      ['蓝色', 'M'],
    ]);
  });

  it('ignores a spec that has no values yet', () => {
    expect(rowSpecs([colour, { name: '', values: [] }])).toEqual([colour]);
    expect(syncRows([], 2, [colour, { name: '尺码', values: [] }]).map((r) => r.values)).toEqual([['红色'], ['蓝色']]);
    expect(syncRows([], 2, [])).toEqual([]);
  });

  it('keeps what was typed for rows that stay, and gives back the same rows when nothing changed', () => {
    const rows = syncRows([], 2, [colour]).map((r, i) => ({ ...r, price: `${10 + i}` }));
    expect(syncRows(rows, 2, [colour])).toBe(rows);
    const grown = syncRows(rows, 2, [{ name: '颜色', values: ['红色', '蓝色', '黄色'] }]);
    expect(grown.map((r) => [r.values[0], r.price])).toEqual([
      ['红色', '10'],
      ['蓝色', '11'],
      ['黄色', ''],
    ]);
    const single = [{ ...blankSkuRow([]), price: '9.9' }];
    expect(syncRows(single, 1, [colour])).toBe(single);
    expect(syncRows(rows, 1, [colour])).toEqual([blankSkuRow([])]);
  });

  it('fills one column of every row', () => {
    const rows = syncRows([], 2, [colour]);
    expect(fillColumn(rows, 'price', '59').map((r) => r.price)).toEqual(['59', '59']);
    expect(fillColumn(rows, 'stock', 10).map((r) => [r.stock, r.price])).toEqual([
      [10, ''],
      [10, ''],
    ]);
  });

  it('finds the cells a check is about', () => {
    const rows = fillColumn(syncRows([], 2, [colour]), 'stock', 1);
    rows[0] = { ...(rows[0] as (typeof rows)[number]), price: '5' };
    const issues = skuFormRowsSchema.safeParse(rows).error?.issues ?? [];
    expect([...cellsInError(issues)]).toEqual(['1.price']);
    expect(issues[0]?.message).toBe('第 2 行「蓝色」：请输入售价');
  });
});
