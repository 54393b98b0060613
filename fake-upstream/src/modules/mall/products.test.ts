import { MALL_CONTENT_TYPE, mallProduct } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../errors.js';
import { businessError, callContext, testState } from '../../kit/testing.js';
import type { State } from '../../state/index.js';
import { mallHandlers } from './products.js';
import { benchAttrs, DEMO_RECYCLED, MALL_CATEGORY_SEED } from './seed.js';
import { mallState } from './state.js';

const NOW = Date.UTC(2026, 2, 10, 4, 0, 0);
const h = mallHandlers.mallProduct;

function setup(sizes: Record<string, number> = {}) {
  const state = testState(NOW, { sizes, categories: MALL_CATEGORY_SEED });
  return { state, ctx: callContext(state, NOW), store: mallState.of(state.primary).products };
}

type Row = { id: number; name: string; skus: Array<Record<string, unknown>>; price: number; stock: number } & Record<
  string,
  unknown
>;
type Counts = Record<'onSale' | 'warehouse' | 'soldOut' | 'lowStock' | 'recycle', number>;
const page = (out: unknown) => out as { list: Row[]; total: number };

const categoryOf = (state: State) => state.primary.categoryIds(MALL_CONTENT_TYPE)[0] as number;
const newProduct = (state: State, o: Record<string, unknown> = {}) =>
  mallProduct.saveInput.parse({
    images: ['https://static.zhixiao.cn/a.png'],
    name: '新款画材收纳箱',
    categoryId: categoryOf(state),
    unit: '个',
    specType: 2,
    attrs: [{ name: '颜色', values: ['红色', '蓝色'] }],
    skus: [
      { values: ['红色'], price: 5990, stock: 3, code: 'BOX-R' },
      { values: ['蓝色'], price: 4990, stock: 4, code: 'BOX-B' },
    ],
    freightType: 1,
    ...o,
  });

describe('mall products: the seed', () => {
  it('seeds forty products matching the entity, one demo product under each tab, five in the recycle bin', () => {
    const { ctx } = setup();
    const counts = h.counts({}, ctx) as Counts;
    expect(counts.onSale + counts.warehouse + counts.soldOut + counts.recycle).toBe(40);
    expect(counts.recycle).toBe(5);
    const byTab = (status: 'onSale' | 'warehouse' | 'soldOut') =>
      page(h.list({ page: 1, size: 50, status }, ctx)).list.map((r) => r.name);
    expect(byTab('onSale')).toContain('马利牌水彩颜料套装');
    expect(byTab('warehouse')).toContain('尤克里里 23 寸');
    expect(byTab('soldOut')).toContain('学员作品台历');
    expect(page(h.recycleList({ page: 1, size: 50 }, ctx)).list.map((r) => r.name)).toContain(DEMO_RECYCLED);
    for (const status of ['onSale', 'warehouse', 'soldOut'] as const)
      expect(page(h.list({ page: 1, size: 10, status }, ctx)).total).toBe(counts[status]);
    const all = page(h.list({ page: 1, size: 50 }, ctx)).list;
    for (const row of all) expect(mallProduct.entity.safeParse(row).error?.issues).toBeUndefined();
  });

  it('lists under 警戒库存 the live products some SKU of which is at or below its threshold (10 by default)', () => {
    const { ctx, state } = setup();
    const counts = h.counts({}, ctx) as Counts;
    const low = page(h.list({ page: 1, size: 50, status: 'lowStock' }, ctx));
    expect(low.total).toBe(counts.lowStock);
    expect(low.total).toBeGreaterThan(0);
    const names = low.list.map((r) => r.name);
    // 尤克里里 has SKUs of 12, 6 and 0; 台历 is sold out; 水彩颜料's lowest is 35; 毛笔 has 200.
    expect(names).toEqual(expect.arrayContaining(['尤克里里 23 寸', '学员作品台历']));
    expect(names).not.toContain('马利牌水彩颜料套装');
    expect(names).not.toContain('狼毫毛笔三支装');
    expect(names).not.toContain(DEMO_RECYCLED);
    for (const r of low.list) expect(r.skus.some((s) => Number(s.stock) <= Number(r.stockWarning ?? 10))).toBe(true);
    // A product's own threshold: 3 and 4 left warn at 5, not at 2.
    const warns = h.save(newProduct(state, { stockWarning: 5 }), ctx) as Row;
    const quiet = h.save(
      newProduct(state, {
        stockWarning: 2,
        skus: [
          { values: ['红色'], price: 5990, stock: 3, code: 'BOX-R2' },
          { values: ['蓝色'], price: 4990, stock: 4, code: 'BOX-B2' },
        ],
      }),
      ctx,
    ) as Row;
    const after = page(h.list({ page: 1, size: 100, status: 'lowStock' }, ctx)).list.map((r) => r.id);
    expect(after).toContain(warns.id);
    expect(after).not.toContain(quiet.id);
    expect((h.counts({}, ctx) as Counts).lowStock).toBe(counts.lowStock + 1);
  });

  it('seeds the sizes a benchmark asks for, each product with that many SKUs', () => {
    const { ctx } = setup({ 'mall.products': 300, 'mall.skus': 10 });
    const first = page(h.list({ page: 1, size: 50 }, ctx));
    const counts = h.counts({}, ctx) as Counts;
    expect(first.total + counts.recycle).toBe(300);
    for (const row of first.list.filter(
      (r) => !['狼毫毛笔三支装', '学员作品台历', '马利牌水彩颜料套装', '尤克里里 23 寸'].includes(r.name),
    ))
      expect(row.skus).toHaveLength(10);
    expect(benchAttrs(10).map((a) => a.values.length)).toEqual([10]);
    expect(benchAttrs(12).map((a) => a.values.length)).toEqual([6, 2]);
    expect(() => benchAttrs(13)).toThrow();
  });

  it('lists without the details, which the edit call has; seeded pictures are addressed from the caller', () => {
    const { ctx } = setup();
    const row = page(h.list({ page: 1, size: 50, keyword: '马利牌' }, ctx)).list[0] as Row;
    expect(row.detail).toBeUndefined();
    expect((row.images as string[])[0]).toMatch(/^http:\/\/fake\/console-media\/seed\//);
    const full = h.get({ id: row.id }, ctx) as Row;
    expect(full.detail).toContain('马利牌水彩颜料套装');
    const withImage = page(h.list({ page: 1, size: 50 }, ctx))
      .list.flatMap((r) => r.skus)
      .find((s) => s.image);
    expect(withImage?.image).toMatch(/^http:\/\/fake\//);
  });
});

describe('mall products: saving', () => {
  it('computes the price and the stock from the SKUs, and keeps a single-spec product’s specs empty', () => {
    const { state, ctx } = setup();
    const saved = h.save(newProduct(state), ctx) as Row;
    expect(saved).toMatchObject({ price: 4990, stock: 7, sales: 0 });
    const single = h.save(
      newProduct(state, {
        name: '单规格画材箱',
        specType: 1,
        attrs: [],
        skus: [{ values: [], price: 1990, stock: 0 }],
        freightType: 2,
        freight: 600,
      }),
      ctx,
    ) as Row;
    expect(single).toMatchObject({ price: 1990, stock: 0, attrs: [], freight: 600 });
    expect(page(h.list({ page: 1, size: 50, status: 'soldOut', keyword: '单规格' }, ctx)).total).toBe(1);
    const edited = h.save({ ...newProduct(state, { freightType: 1, freight: 600 }), id: saved.id }, ctx) as Row;
    expect(edited.freight).toBeNull();
  });

  it('refuses a SKU code used twice in the product or by another live product', () => {
    const { state, ctx } = setup();
    const twice = newProduct(state, {
      skus: [
        { values: ['红色'], price: 5990, stock: 3, code: 'BOX-1' },
        { values: ['蓝色'], price: 4990, stock: 4, code: 'BOX-1' },
      ],
    });
    expect(businessError(() => h.save(twice, ctx))).toBe('商品编号「BOX-1」重复');
    const taken = newProduct(state, {
      skus: [
        { values: ['红色'], price: 5990, stock: 3, code: 'ML-WC-12' },
        { values: ['蓝色'], price: 4990, stock: 4 },
      ],
    });
    expect(businessError(() => h.save(taken, ctx))).toBe('商品编号「ML-WC-12」已被商品「马利牌水彩颜料套装」使用');
    const saved = h.save(newProduct(state), ctx) as Row;
    // Its own codes are its own: saving it again is fine.
    expect(() => h.save({ ...newProduct(state), id: saved.id }, ctx)).not.toThrow();
  });

  it('refuses a category that does not exist', () => {
    const { state, ctx } = setup();
    expect(businessError(() => h.save(newProduct(state, { categoryId: 999 }), ctx))).toBe(
      '所选商品分类不存在，请刷新后重试',
    );
  });
});

describe('mall products: shelf, recycle bin, delete', () => {
  it('moves a product between tabs with the shelf switch, and counts follow', () => {
    const { ctx } = setup();
    const before = h.counts({}, ctx) as Counts;
    const id = page(h.list({ page: 1, size: 1, keyword: '马利牌' }, ctx)).list[0]?.id as number;
    h.setShow({ ids: [id], value: '0' }, ctx);
    const after = h.counts({}, ctx) as Counts;
    expect(after.onSale).toBe(before.onSale - 1);
    expect(after.warehouse).toBe(before.warehouse + 1);
    expect(page(h.list({ page: 1, size: 50, status: 'warehouse', keyword: '马利牌' }, ctx)).total).toBe(1);
  });

  it('deletes only from the recycle bin, after a restore it is live again', () => {
    const { ctx } = setup();
    const id = page(h.list({ page: 1, size: 1, keyword: '狼毫' }, ctx)).list[0]?.id as number;
    expect(businessError(() => h.remove({ id }, ctx))).toBe('商品「狼毫毛笔三支装」不在回收站中，请先移入回收站再删除');
    h.recycle({ ids: [id] }, ctx);
    expect(page(h.list({ page: 1, size: 50, keyword: '狼毫' }, ctx)).total).toBe(0);
    h.restore({ ids: [id] }, ctx);
    expect(page(h.list({ page: 1, size: 50, keyword: '狼毫' }, ctx)).total).toBe(1);
    h.recycle({ ids: [id] }, ctx);
    h.removeMany({ ids: [id] }, ctx);
    expect(page(h.recycleList({ page: 1, size: 50, keyword: '狼毫' }, ctx)).total).toBe(0);
    expect(() => h.remove({ id }, ctx)).toThrow(UpstreamError);
  });

  it('counts each tab for the same keyword and category', () => {
    const { state, ctx } = setup();
    const categoryId = categoryOf(state);
    const counts = h.counts({ categoryId }, ctx) as Counts;
    const listed = page(h.list({ page: 1, size: 50, categoryId }, ctx)).total;
    expect(counts.onSale + counts.warehouse + counts.soldOut).toBe(listed);
    expect(h.counts({ keyword: '不存在的商品' }, ctx)).toEqual({
      onSale: 0,
      warehouse: 0,
      soldOut: 0,
      lowStock: 0,
      recycle: 0,
    });
  });
});
