import { type AnyResource, officialResources, sampleSaveInput } from '@console/contracts';
import type { ProcedureName, SampleContext } from './samples.js';

type Sample = (c: SampleContext) => Promise<unknown> | unknown;
type Callable = { query: (input: unknown) => Promise<unknown>; mutate: (input: unknown) => Promise<unknown> };
type Page = { list: Array<{ id: number }>; total: number };

/** The procedures of the resources, by name (`officialBanner.list`). */
export type ResourceProcedureName = Extract<ProcedureName, `${(typeof officialResources)[number]['name']}.${string}`>;

/**
 * Samples for every resource call, generated from the resource's metadata: a list query with the extra
 * parameters it needs, a save of a new item with every field filled, and ids of items that exist (created
 * for the calls that delete).
 */
export function resourceSamples(): Record<ResourceProcedureName, Sample> {
  const out: Record<string, Sample> = {};
  for (const r of officialResources as readonly AnyResource[]) {
    const api = (c: SampleContext) => (c.client as unknown as Record<string, Record<string, Callable>>)[r.name] ?? {};
    const extraQuery = async (c: SampleContext): Promise<Record<string, unknown>> => {
      // The one extra list parameter so far: the form whose submissions are listed.
      if (r.name !== 'officialFormData') return {};
      const forms = (await c.client.officialForm.list.query({ page: 1, size: 10 })) as Page;
      return { formId: forms.list[0]?.id };
    };
    const listQuery = async (c: SampleContext) => ({ page: 1, size: 10, ...(await extraQuery(c)) });
    const saveInput = async (c: SampleContext) => {
      const categories = new Map<string, number>();
      for (const d of Object.values(r.fields)) {
        const ct = d.meta.contentType;
        if (d.meta.kind === 'category' && ct && !categories.has(ct)) {
          const list = await c.client.category.list.query({ contentType: ct });
          categories.set(ct, list[0]?.id as number);
        }
      }
      return sampleSaveInput(r, { categoryId: (ct) => categories.get(ct) as number });
    };
    /** An item to act on: a fresh one when the resource can save, else the first listed. */
    const itemId = async (c: SampleContext): Promise<number> => {
      const calls = api(c);
      if (r.calls.save && calls.save) return ((await calls.save.mutate(await saveInput(c))) as { id: number }).id;
      const page = (await calls.list?.query(await listQuery(c))) as Page | undefined;
      return page?.list[0]?.id as number;
    };

    const add = (key: string, sample: Sample) => {
      if (key in r.calls) out[`${r.name}.${key}`] = sample;
    };
    add('list', listQuery);
    add('recycleList', listQuery);
    add('get', async (c) => ({ id: await itemId(c) }));
    add('save', saveInput);
    add('remove', async (c) => ({ id: await itemId(c) }));
    add('removeMany', async (c) => ({ ids: [await itemId(c)] }));
    add('recycle', async (c) => ({ ids: [await itemId(c)] }));
    add('restore', async (c) => {
      const id = await itemId(c);
      await api(c).recycle?.query({ ids: [id] });
      return { ids: [id] };
    });
    add('sort', async (c) => ({ id: await itemId(c), sort: 5 }));
  }
  return out as Record<ResourceProcedureName, Sample>;
}
