import {
  FREIGHT_TYPE,
  type mallContracts,
  mallProduct,
  SPEC_TYPE,
  type StoredSku,
  skuTotals,
} from '@console/contracts';
import type { z } from 'zod';
import { fail, notFound } from '../../errors.js';
import type { CallContext, HandlersOf } from '../../kit/handlers.js';
import { absolute, resourceHandlers } from '../../kit/resource-handlers.js';
import type { ListQuery, ResourceStore } from '../../kit/store.js';
import { lowStockRow, mallState, statusOfRow } from './state.js';

type Entity = Record<string, unknown>;
type Product = z.input<typeof mallProduct.entity>;
const storeOf = (ctx: CallContext) => mallState.of(ctx).products;

/** A product as the calls answer it: seeded pictures, the SKUs' included, addressed from the caller's origin. */
function view(ctx: CallContext, e: Entity): Product {
  const out = absolute(mallProduct, e, ctx.publicUrl);
  if (Array.isArray(out.skus))
    out.skus = (out.skus as StoredSku[]).map((s) =>
      typeof s.image === 'string' && s.image.startsWith('/') ? { ...s, image: ctx.publicUrl + s.image } : s,
    );
  // The store holds what the save's schema accepted (or the seed the seeds test checks): the entity's shape.
  return out as Product;
}

/** Lists leave out the details (rich text), as the upstream's lists do; the edit call has them. */
function listPage(ctx: CallContext, page: { list: Entity[]; total: number }) {
  return { list: page.list.map(({ detail: _detail, ...e }) => view(ctx, e)), total: page.total };
}

/** Deletes products of the recycle bin for good; a live product must be recycled first. */
function purge(store: ResourceStore, ids: readonly number[]): null {
  for (const id of ids) {
    const row = store.peek(id);
    if (!row) throw notFound();
    if (!row.recycled) throw fail(`商品「${String(row.values.name)}」不在回收站中，请先移入回收站再删除`);
  }
  store.purge(ids);
  return null;
}

type Filters = Omit<ListQuery, 'page' | 'size' | 'status'>;

/** How many products each tab holds, for the same keyword and category (警戒库存 across the three parts). */
export function countProducts(store: ResourceStore, q: Filters) {
  const counts = { onSale: 0, warehouse: 0, soldOut: 0, lowStock: 0, recycle: store.select(q, true).length };
  for (const row of store.select(q)) {
    counts[statusOfRow(row)]++;
    if (lowStockRow(row)) counts.lowStock++;
  }
  return counts;
}

const handlers = resourceHandlers(mallProduct, storeOf, {
  counts: (q, ctx) => countProducts(storeOf(ctx), q),
});

/**
 * The mall's products: the generic store with the mall's own rules. A save keeps a single-spec product's specs
 * empty and computes the price (lowest SKU) and the stock (all SKUs); SKU codes are unique in the shop; only
 * products in the recycle bin can be deleted.
 */
export const mallHandlers: HandlersOf<typeof mallContracts.calls> = {
  mallProduct: {
    ...handlers,
    list: (q, ctx) => listPage(ctx, storeOf(ctx).list(q)),
    recycleList: (q, ctx) => listPage(ctx, storeOf(ctx).list(q, true)),
    get: ({ id }, ctx) => view(ctx, storeOf(ctx).view(storeOf(ctx).get(id))),
    save: (input, ctx) => {
      const attrs = input.specType === SPEC_TYPE.single ? [] : input.attrs;
      const { price, stock } = skuTotals(input.skus);
      const freight = input.freightType === FREIGHT_TYPE.free ? null : input.freight;
      return view(ctx, storeOf(ctx).save({ ...input, attrs, freight, price, stock }));
    },
    remove: ({ id }, ctx) => purge(storeOf(ctx), [id]),
    removeMany: ({ ids }, ctx) => purge(storeOf(ctx), ids),
  },
};
