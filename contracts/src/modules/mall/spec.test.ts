import { describe, expect, it } from 'vitest';
import { mallProduct, productStatus } from './product.js';
import {
  blankSkuRow,
  isLowStock,
  STOCK_WARNING_DEFAULT,
  skuFormRowsSchema,
  skuRowsSchema,
  skusMatchSpecs,
  skuToForm,
  skuTotals,
  specAttrsSchema,
  specCombinations,
  specSummary,
} from './spec.js';

const messages = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('spec combinations', () => {
  it('makes one row per combination, the first spec varying slowest', () => {
    expect(specCombinations([{ values: ['红色', '蓝色'] }, { values: ['S', 'M', 'L'] }])).toEqual([
      ['红色', 'S'],
      ['红色', 'M'],
      ['红色', 'L'],
      ['蓝色', 'S'],
      ['蓝色', 'M'],
      ['蓝色', 'L'],
    ]);
    expect(specCombinations([])).toEqual([]);
    expect(specCombinations([{ values: ['12 色'] }, { values: [] }])).toEqual([]);
  });

  it('says when SKU rows are not the rows the specs make', () => {
    const attrs = [{ values: ['红色', '蓝色'] }];
    expect(skusMatchSpecs(2, attrs, [{ values: ['蓝色'] }, { values: ['红色'] }])).toBe(true);
    expect(skusMatchSpecs(2, attrs, [{ values: ['红色'] }])).toBe(false);
    expect(skusMatchSpecs(2, attrs, [{ values: ['红色'] }, { values: ['红色'] }])).toBe(false);
    expect(skusMatchSpecs(2, attrs, [{ values: ['红色'] }, { values: ['绿色'] }])).toBe(false);
    expect(skusMatchSpecs(1, [], [{ values: [] }])).toBe(true);
    expect(skusMatchSpecs(1, attrs, [{ values: ['红色'] }])).toBe(false);
    expect(skusMatchSpecs(1, [], [{ values: [] }, { values: [] }])).toBe(false);
  });
});

describe('specs', () => {
  it('names the spec a message is about, and refuses repeated names and values', () => {
    expect(messages(specAttrsSchema.safeParse([{ name: '颜色', values: [] }]))).toEqual([
      '规格「颜色」：请至少添加一个规格值',
    ]);
    expect(messages(specAttrsSchema.safeParse([{ name: ' ', values: ['红色'] }]))).toEqual([
      '第 1 个规格：请输入规格名',
    ]);
    expect(
      messages(
        specAttrsSchema.safeParse([
          { name: '颜色', values: ['红色'] },
          { name: '颜色', values: ['蓝色'] },
        ]),
      ),
    ).toEqual(['规格名「颜色」重复']);
    expect(messages(specAttrsSchema.safeParse([{ name: '颜色', values: ['红色', '红色'] }]))).toEqual([
      '规格「颜色」：规格值「红色」重复',
    ]);
  });

  it('refuses more than three specs or 200 combinations', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `值${i}`);
    expect(
      messages(
        specAttrsSchema.safeParse([
          { name: 'a', values: ['1'] },
          { name: 'b', values: ['1'] },
          { name: 'c', values: ['1'] },
          { name: 'd', values: ['1'] },
        ]),
      ),
    ).toEqual(['最多添加 3 个规格']);
    expect(
      messages(
        specAttrsSchema.safeParse([
          { name: '颜色', values: many(20) },
          { name: '尺码', values: many(11) },
        ]),
      ),
    ).toEqual(['规格组合最多 200 个，当前 220 个']);
  });
});

describe('SKU rows', () => {
  const row = { values: ['红色', 'L'], image: '', price: 2990, stock: 5 };

  it('takes fen and whole stock, naming the row of each problem', () => {
    expect(skuRowsSchema.safeParse([row]).success).toBe(true);
    expect(messages(skuRowsSchema.safeParse([row, { ...row, values: ['蓝色', 'S'], price: undefined }]))).toEqual([
      '第 2 行「蓝色 / S」：请输入售价',
    ]);
    expect(messages(skuRowsSchema.safeParse([{ ...row, stock: 1.5 }]))).toEqual([
      '第 1 行「红色 / L」：库存请输入整数',
    ]);
    expect(messages(skuRowsSchema.safeParse([{ ...row, stock: -1 }]))).toEqual(['第 1 行「红色 / L」：库存不能为负数']);
    expect(messages(skuRowsSchema.safeParse([{ ...row, otPrice: 1990 }]))).toEqual([
      '第 1 行「红色 / L」：原价不能低于售价',
    ]);
    expect(messages(skuRowsSchema.safeParse([{ ...row, values: [], price: 0 }]))).toEqual(['售价不能为 0']);
  });

  it('reads the form’s yuan text as fen, with the shared price validator’s messages', () => {
    const form = { ...blankSkuRow(['红色']), price: '29.9', otPrice: '39.90', cost: '', stock: 10, weight: null };
    const parsed = skuFormRowsSchema.safeParse([form]);
    expect(parsed.data).toEqual([
      {
        values: ['红色'],
        image: '',
        price: 2990,
        otPrice: 3990,
        cost: undefined,
        stock: 10,
        code: '',
        weight: undefined,
      },
    ]);
    expect(skuRowsSchema.safeParse(parsed.data).success).toBe(true);
    expect(messages(skuFormRowsSchema.safeParse([{ ...form, price: '29.999' }]))).toEqual([
      '第 1 行「红色」：售价最多两位小数',
    ]);
    expect(messages(skuFormRowsSchema.safeParse([{ ...form, stock: null }]))).toEqual(['第 1 行「红色」：请输入库存']);
    expect(messages(skuFormRowsSchema.safeParse([blankSkuRow([])]))).toEqual(['请输入售价', '请输入库存']);
  });

  it('shows a stored SKU in yuan and back again unchanged', () => {
    const stored = { values: ['蓝色'], image: null, price: 12345, cost: 5000, otPrice: null, stock: 3, weight: 250 };
    const form = skuToForm(stored);
    expect(form).toEqual({
      values: ['蓝色'],
      image: '',
      price: '123.45',
      cost: '50.00',
      otPrice: '',
      stock: 3,
      code: '',
      weight: 250,
    });
    expect(skuFormRowsSchema.parse([form])[0]).toMatchObject({ price: 12345, cost: 5000, stock: 3, weight: 250 });
  });

  it('totals the lowest price and all the stock', () => {
    expect(
      skuTotals([
        { price: 3000, stock: 2 },
        { price: 1990, stock: 0 },
        { price: 4500, stock: 7 },
      ]),
    ).toEqual({ price: 1990, maxPrice: 4500, stock: 9 });
    expect(skuTotals([])).toEqual({ price: 0, maxPrice: 0, stock: 0 });
  });
});

describe('the product', () => {
  const base = {
    images: ['https://static.zhixiao.cn/a.png'],
    name: '马利牌水彩颜料',
    categoryId: 1,
    unit: '盒',
    specType: 1,
    attrs: [],
    skus: [{ values: [], image: '', price: 3990, stock: 20 }],
    freightType: 1,
  };

  it('saves a single-spec product and refuses rows that do not follow the specs', () => {
    expect(mallProduct.saveInput.safeParse(base).success).toBe(true);
    const multi = { ...base, specType: 2, attrs: [{ name: '规格', values: ['12 色', '24 色'] }] };
    expect(messages(mallProduct.saveInput.safeParse(multi))).toEqual(['价格库存与规格不一致，请重新设置规格']);
    expect(messages(mallProduct.saveInput.safeParse({ ...base, specType: 2 }))).toEqual([
      '请至少添加一个规格',
      '价格库存与规格不一致，请重新设置规格',
    ]);
    const rows = [
      { values: ['12 色'], price: 2990, stock: 5 },
      { values: ['24 色'], price: 4990, stock: 0 },
    ];
    expect(mallProduct.saveInput.safeParse({ ...multi, skus: rows }).success).toBe(true);
  });

  it('needs a fee for fixed freight', () => {
    expect(messages(mallProduct.saveInput.safeParse({ ...base, freightType: 2 }))).toEqual(['请输入运费金额']);
    expect(mallProduct.saveInput.safeParse({ ...base, freightType: 2, freight: 800 }).success).toBe(true);
  });

  it('puts a product under one tab by its shelf flag and stock', () => {
    expect(productStatus('1', 3)).toBe('onSale');
    expect(productStatus('1', 0)).toBe('soldOut');
    expect(productStatus('0', 3)).toBe('warehouse');
    expect(productStatus('0', 0)).toBe('warehouse');
  });
});

describe('what the list says of specs and stock', () => {
  it('names one spec of three values as 多规格 of three SKUs, not three specs', () => {
    const skus = [{}, {}, {}];
    expect(specSummary(2, skus)).toBe('多规格 · 3 个 SKU');
    expect(specSummary(1, [{}])).toBe('单规格');
  });

  it('warns when any SKU is at or below the product’s threshold, or the default without one', () => {
    expect(STOCK_WARNING_DEFAULT).toBe(10);
    expect(isLowStock([{ stock: 120 }, { stock: 10 }], null)).toBe(true);
    expect(isLowStock([{ stock: 120 }, { stock: 11 }], undefined)).toBe(false);
    expect(isLowStock([{ stock: 30 }], 30)).toBe(true);
    expect(isLowStock([{ stock: 3 }], 2)).toBe(false);
    expect(isLowStock([{ stock: 0 }], 0)).toBe(true);
  });
});
