import { isLowStock, MALL_LOW_STOCK, mallProduct, productStatus, type StoredSku } from '@console/contracts';
import { fail } from '../../errors.js';
import { moduleState } from '../../kit/module.js';
import { type ListQuery, ResourceStore, type StoredRow } from '../../kit/store.js';
import { seedProducts } from './seed.js';

/** Which of the three parts a stored product is in. */
export const statusOfRow = (row: StoredRow) => productStatus(row.values.isShow, Number(row.values.stock ?? 0));

/** Whether a stored product is under 警戒库存 (some SKU at or below its threshold). */
export const lowStockRow = (row: StoredRow) =>
  isLowStock((row.values.skus as StoredSku[] | undefined) ?? [], row.values.stockWarning as number | null | undefined);

/** Whether a stored product is under the list's `status` tab. */
const inTab = (row: StoredRow, tab: unknown) =>
  tab === MALL_LOW_STOCK.value ? lowStockRow(row) : statusOfRow(row) === tab;

/**
 * A SKU code names one SKU of the shop: the upstream refuses a save that repeats a code within the product or
 * uses one another live product has.
 */
export function checkSkuCodes(store: ResourceStore, skus: readonly StoredSku[], self: number | undefined): void {
  const own = new Set<string>();
  for (const s of skus) {
    const code = s.code?.trim();
    if (!code) continue;
    if (own.has(code)) throw fail(`商品编号「${code}」重复`);
    own.add(code);
  }
  if (own.size === 0) return;
  for (const row of store.live()) {
    if (row.id === self) continue;
    const taken = (row.values.skus as StoredSku[] | undefined)?.find((s) => s.code && own.has(s.code));
    if (taken) throw fail(`商品编号「${taken.code}」已被商品「${String(row.values.name)}」使用`);
  }
}

/** The mall's products, seeded; the list's `status` is the tab: a part by shelf flag and stock, or 警戒库存. */
export const mallState = moduleState('mall', (ctx) => {
  const products: ResourceStore = new ResourceStore(
    mallProduct,
    {
      categoryExists: (ct, id) => ctx.categoryIds(ct).includes(id),
      computedDefaults: { sales: 0 },
      filterParams: ['status'],
      filter: (row: StoredRow, q: ListQuery) => q.status === undefined || inTab(row, q.status),
      check: (values, existing) => checkSkuCodes(products, (values.skus as StoredSku[]) ?? [], existing?.id),
    },
    ctx.clock,
  );
  seedProducts(ctx, products);
  return { products };
});
