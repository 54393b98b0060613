import type { AnyResource, FieldDef, FieldKind } from '@console/contracts';
import type { CallContext, Handlers } from '../handlers/types.js';
import type { ListQuery, ResourceStore } from './store.js';

/** Kinds whose values are file addresses; seeds keep them relative to this server. */
const FILE_KINDS: ReadonlySet<FieldKind> = new Set(['image', 'images', 'video', 'audio', 'media']);

/**
 * Seeded media live on this server (`/__media/...`), whose address a request tells: stored relative, they
 * are answered absolute, so browsers load them and a save sends them back as proper URLs.
 */
function absolute(resource: AnyResource, entity: Record<string, unknown>, origin: string): Record<string, unknown> {
  const out = { ...entity };
  for (const [k, d] of Object.entries(resource.fields as Record<string, FieldDef>)) {
    if (!FILE_KINDS.has(d.meta.kind)) continue;
    const v = out[k];
    if (typeof v === 'string' && v.startsWith('/')) out[k] = origin + v;
    else if (Array.isArray(v)) out[k] = v.map((x) => (typeof x === 'string' && x.startsWith('/') ? origin + x : x));
  }
  return out;
}

type Ids = { ids: number[] };

/**
 * The handlers of one resource's calls, from the generic store: exactly the calls its actions declare. The
 * registry and `Handlers` are derived from the same resource, so the shapes agree.
 */
export function resourceHandlers<D extends keyof Handlers>(
  resource: AnyResource,
  storeOf: (ctx: CallContext) => ResourceStore,
): Handlers[D] {
  const view = (ctx: CallContext, e: Record<string, unknown>) => absolute(resource, e, ctx.publicUrl);
  const page = (ctx: CallContext, result: { list: Record<string, unknown>[]; total: number }) => ({
    list: result.list.map((e) => view(ctx, e)),
    total: result.total,
  });
  const all: Record<string, (input: never, ctx: CallContext) => unknown> = {
    list: (q: ListQuery, ctx) => page(ctx, storeOf(ctx).list(q)),
    recycleList: (q: ListQuery, ctx) => page(ctx, storeOf(ctx).list(q, true)),
    get: ({ id }: { id: number }, ctx) => view(ctx, storeOf(ctx).view(storeOf(ctx).get(id))),
    save: (input: Record<string, unknown>, ctx) => view(ctx, storeOf(ctx).save(input)),
    remove: ({ id }: { id: number }, ctx) => {
      storeOf(ctx).remove([id]);
      return null;
    },
    removeMany: ({ ids }: Ids, ctx) => {
      storeOf(ctx).remove(ids);
      return null;
    },
    recycle: ({ ids }: Ids, ctx) => {
      storeOf(ctx).recycle(ids);
      return null;
    },
    restore: ({ ids }: Ids, ctx) => {
      storeOf(ctx).restore(ids);
      return null;
    },
    sort: ({ id, sort }: { id: number; sort: number }, ctx) => {
      storeOf(ctx).setSort(id, sort);
      return null;
    },
  };
  const wanted = Object.keys(resource.calls);
  // Built from the resource whose calls `Handlers[D]` maps over; TypeScript cannot follow the keys.
  return Object.fromEntries(wanted.map((k) => [k, all[k]])) as unknown as Handlers[D];
}
