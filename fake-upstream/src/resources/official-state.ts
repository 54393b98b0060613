import { type AnyResource, officialResources } from '@console/contracts';
import type { CategoryRow } from '../state/index.js';
import { DAY_MS } from '../util/time.js';
import {
  activitySeed,
  albumSeed,
  bannerSeed,
  contactSeed,
  formDataSeed,
  formSeed,
  introSeed,
  type SeedItem,
  studentSeed,
  videoSeed,
  worksSeed,
} from './official-seed.js';
import { ResourceStore, type StoredRow } from './store.js';

export type ResourceStores = ReadonlyMap<string, ResourceStore>;

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
 * The stores of the official-website resources, seeded. Category checks read the live category lists, so a
 * category saved in the editor is usable at once.
 */
export function seedOfficial(clock: () => number, categories: () => Map<string, CategoryRow[]>): ResourceStores {
  const now = clock();
  const categoryExists = (ct: string, id: number) => (categories().get(ct) ?? []).some((c) => c.id === id);
  const byType = (ct: string) => categories().get(ct) ?? [];
  const stores = new Map<string, ResourceStore>();
  const add = (
    r: AnyResource,
    seed: SeedItem[],
    extra: Partial<ConstructorParameters<typeof ResourceStore>[1]> = {},
  ) => {
    const store = new ResourceStore(r, { categoryExists, ...extra }, clock);
    for (const item of seed) store.seed(item.values, now - item.daysAgo * DAY_MS);
    stores.set(r.name, store);
  };
  const [intro, video, album, student, activity, works, contact, banner, form, formData] = officialResources;
  add(intro, introSeed());
  add(video, videoSeed(byType), { computedDefaults: { playCount: 0 } });
  add(album, albumSeed(byType));
  add(student, studentSeed());
  add(activity, activitySeed(byType, now), { order: newsOrder, computedDefaults: { viewCount: 0 } });
  add(works, worksSeed(byType));
  add(contact, contactSeed());
  add(banner, bannerSeed());
  add(formData, formDataSeed());
  const answers = stores.get(formData.name) as ResourceStore;
  add(form, formSeed(), {
    // The count of a form's submissions is the upstream's to know; it follows the stored answers.
    decorate: (values, row) => ({
      ...values,
      submitCount: answers.all().filter((a) => a.values.formId === row.id).length,
    }),
  });
  return stores;
}
