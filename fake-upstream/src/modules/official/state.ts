import { officialResources } from '@console/contracts';
import { moduleState } from '../../kit/module.js';
import { ResourceStore, type StoredRow } from '../../kit/store.js';
import { seedOfficial } from './seed.js';

const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/** News: pinned first, then the latest publish date. */
function newsOrder(a: StoredRow, b: StoredRow): number {
  return (
    num(Number(b.values.isTop)) - num(Number(a.values.isTop)) ||
    String(b.values.publishDate).localeCompare(String(a.values.publishDate)) ||
    b.id - a.id
  );
}

/**
 * The stores of the official-website resources, by resource name, seeded. Category checks read the live
 * category lists, so a category saved in the editor is usable at once.
 */
export const officialState = moduleState('official', (ctx) => {
  const categoryExists = (ct: string, id: number) => ctx.categoryIds(ct).includes(id);
  const stores: Record<string, ResourceStore> = {};
  for (const r of officialResources) {
    const rules =
      r.name === 'officialActivity'
        ? { categoryExists, order: newsOrder, computedDefaults: { viewCount: 0 } }
        : r.name === 'officialVideo'
          ? { categoryExists, computedDefaults: { playCount: 0 } }
          : r.name === 'officialForm'
            ? {
                categoryExists,
                // The count of a form's submissions is the upstream's to know; it follows the stored answers.
                decorate: (values: Record<string, unknown>, row: StoredRow) => ({
                  ...values,
                  submitCount: (stores.officialFormData as ResourceStore)
                    .all()
                    .filter((a) => a.values.formId === row.id).length,
                }),
              }
            : { categoryExists };
    stores[r.name] = new ResourceStore(r, rules, ctx.clock);
  }
  seedOfficial(ctx, stores);
  return stores;
});
