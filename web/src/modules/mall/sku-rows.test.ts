import { blankSkuRow, skuTableSchema } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { cellProblems, fillColumn, rowSpecs, syncRows } from './sku-rows';

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

  it('gives each bad cell its own message, and the table one message for them all', () => {
    const rows = fillColumn(syncRows([], 2, [colour]), 'stock', 1);
    rows[0] = { ...(rows[0] as (typeof rows)[number]), price: '5', cost: '-1', otPrice: '1.999' };
    rows[1] = { ...(rows[1] as (typeof rows)[number]), stock: 1.5 };
    expect([...cellProblems(rows)]).toEqual([
      ['0.cost', '成本价不能为负数'],
      ['0.otPrice', '原价最多两位小数'],
      ['1.price', '请输入售价'],
      ['1.stock', '库存请输入整数'],
    ]);
    expect(skuTableSchema.safeParse(rows).error?.issues.map((i) => i.message)).toEqual([
      '价格库存有 4 处需要修改，见表格中标红的格子',
    ]);
    const one = fillColumn(fillColumn(syncRows([], 2, [colour]), 'stock', 1), 'price', '5');
    one[1] = { ...(one[1] as (typeof one)[number]), price: '' };
    expect(skuTableSchema.safeParse(one).error?.issues.map((i) => i.message)).toEqual(['第 2 行「蓝色」：请输入售价']);
    expect(skuTableSchema.safeParse(fillColumn(one, 'price', '5')).success).toBe(true);
  });
});
