import { mallProduct, productStatus, type StoredSku } from '@console/contracts';
import { fail } from '../../errors.js';
import { moduleState } from '../../kit/module.js';
import { type ListQuery, ResourceStore, type StoredRow } from '../../kit/store.js';
import { seedProducts } from './seed.js';

/** Which tab a stored product is under. */
export const statusOfRow = (row: StoredRow) => productStatus(row.values.isShow, Number(row.values.stock ?? 0));

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

/** The mall's products, seeded; the list's `status` is the tab, from the shelf flag and the stock. */
export const mallState = moduleState('mall', (ctx) => {
  const products: ResourceStore = new ResourceStore(
    mallProduct,
    {
      categoryExists: (ct, id) => ctx.categoryIds(ct).includes(id),
      computedDefaults: { sales: 0 },
      filterParams: ['status'],
      filter: (row: StoredRow, q: ListQuery) => q.status === undefined || statusOfRow(row) === q.status,
      check: (values, existing) => checkSkuCodes(products, (values.skus as StoredSku[]) ?? [], existing?.id),
    },
    ctx.clock,
  );
  seedProducts(ctx, products);
  return { products };
});
