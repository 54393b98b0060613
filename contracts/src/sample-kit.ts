import type { TRPCClient } from '@trpc/client';
import type { inferRouterInputs } from '@trpc/server';
import type { AnyResource } from './resource.js';
import { sampleSaveInput } from './resource-samples.js';
import type { AppRouter } from './router.js';

/**
 * Contract samples: a valid input for every tRPC procedure, against the fake upstream's seed. Each module
 * keeps its own beside its contracts (`modules/<m>/samples.ts`); samples.ts merges them into one map that must
 * name every procedure. Setup a call needs (an SMS code, a scanned QR code, an id to read) is done through the
 * same gateway or the fake's control routes.
 */
type Inputs = inferRouterInputs<AppRouter>;
export type ProcedureName = { [D in keyof Inputs & string]: `${D}.${keyof Inputs[D] & string}` }[keyof Inputs & string];

export interface SampleContext {
  /** Signed in as the app/H5 edition's super account. */
  client: TRPCClient<AppRouter>;
  /** The fake upstream's control routes. */
  dev: (path: string, init?: { method?: string; body?: unknown }) => Promise<unknown>;
}

export type Sample = (c: SampleContext) => Promise<unknown> | unknown;

/** Samples for the procedures of some domains. */
export type Samples<D extends string> = { [P in Extract<ProcedureName, `${D}.${string}`>]: Sample };

type Callable = { query: (input: unknown) => Promise<unknown>; mutate: (input: unknown) => Promise<unknown> };
type Page = { list: Array<{ id: number } & Record<string, unknown>>; total: number };

/** Calls a procedure of a domain by name (the typed client's proxy cannot be indexed by a variable). */
export function callOf(c: SampleContext, domain: string, key: string): Callable {
  return (c.client as unknown as Record<string, Record<string, Callable>>)[domain]?.[key] as Callable;
}

export interface ResourceSampleOptions {
  /** The parent's id of a child resource's items. */
  parentId?: (c: SampleContext) => Promise<number>;
  /** List parameters a list needs besides paging (the form whose submissions are listed). */
  listQuery?: (c: SampleContext) => Promise<Record<string, unknown>>;
  /** Values of the save input that the generated ones cannot be (an existing teacher's id, say). */
  saveValues?: (c: SampleContext) => Promise<Record<string, unknown>>;
}

/**
 * Samples of every standard and generic extra call of a resource, from its metadata: a list query, a save of a
 * new item with every field filled, and ids of items that exist (fresh ones for the calls that change them).
 * Custom extra calls have no generic sample; the module writes those.
 */
export function resourceSamples(r: AnyResource, o: ResourceSampleOptions = {}): Record<string, Sample> {
  const parent = async (c: SampleContext) =>
    r.parent && o.parentId ? { [r.parent.key]: await o.parentId(c) } : ({} as Record<string, unknown>);
  const listQuery = async (c: SampleContext) => ({
    page: 1,
    size: 10,
    ...(await parent(c)),
    ...(await o.listQuery?.(c)),
  });
  const saveInput = async (c: SampleContext) => {
    const categories = new Map<string, number>();
    for (const d of Object.values(r.fields)) {
      const ct = d.meta.contentType;
      if (d.meta.kind === 'category' && ct && !categories.has(ct)) {
        const { list } = (await callOf(c, 'category', 'list').query({ contentType: ct })) as {
          list: Array<{ id: number }>;
        };
        categories.set(ct, list[0]?.id as number);
      }
    }
    return {
      ...sampleSaveInput(r, { categoryId: (ct) => categories.get(ct) as number }),
      ...(await parent(c)),
      ...(await o.saveValues?.(c)),
    };
  };
  /** An item to act on: a fresh one when the resource can save, else the first listed. */
  const itemId = async (c: SampleContext): Promise<number> => {
    if (r.calls.save) return ((await callOf(c, r.name, 'save').mutate(await saveInput(c))) as { id: number }).id;
    const page = (await callOf(c, r.name, 'list').query(await listQuery(c))) as Page;
    return page.list[0]?.id as number;
  };

  const out: Record<string, Sample> = {};
  const add = (key: string, sample: Sample) => {
    if (key in r.calls && r.calls[key]?.transport === 'trpc') out[`${r.name}.${key}`] = sample;
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
    await callOf(c, r.name, 'recycle').mutate({ ids: [id] });
    return { ids: [id] };
  });
  add('sort', async (c) => ({ id: await itemId(c), sort: 5 }));
  for (const [key, x] of Object.entries(r.extras)) {
    if (x.kind === 'copy') add(key, async (c) => ({ id: await itemId(c) }));
    if (x.kind === 'toggle') add(key, async (c) => ({ ids: [await itemId(c)], value: '0' }));
    if (x.kind === 'status')
      add(key, async (c) => {
        const id = await itemId(c);
        const item = (await callOf(c, r.name, 'get').query({ id })) as Record<string, unknown>;
        const from = item[x.field as string];
        const to = x.transitions?.[String(from)]?.[0] ?? from;
        return { ids: [id], value: to };
      });
  }
  return out;
}

/** The procedure names a set of resources brings (their tRPC calls), for typing merged samples. */
export type ResourceProcedures<R extends { name: string; calls: object }> = R extends unknown
  ? Extract<ProcedureName, `${R['name']}.${string}`>
  : never;

let seq = 0;
/** A number for names that must differ from call to call (`标签3`). */
export const nextSeq = () => seq++;

/** A mobile number no seeded account or lead has (139, six digits of the clock, a counter). */
export const uniquePhone = () =>
  `139${String(Date.now() % 1e8)
    .padStart(8, '0')
    .slice(0, 6)}${String(nextSeq() % 100).padStart(2, '0')}`;
