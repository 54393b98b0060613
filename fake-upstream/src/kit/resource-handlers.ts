import {
  type AnyResource,
  type ExtraAction,
  type FieldDef,
  type FieldKind,
  fenToYuan,
  showsAsColumn,
} from '@console/contracts';
import type { FastifyReply } from 'fastify';
import type { CallContext, HandlerFor } from './handlers.js';
import { stamp, streamSheet } from './spreadsheet.js';
import type { ListQuery, ResourceStore, StoredRow } from './store.js';

/** Kinds whose values are file addresses; seeds keep them relative to this server. */
const FILE_KINDS: ReadonlySet<FieldKind> = new Set(['image', 'images', 'video', 'audio', 'media']);

/**
 * Seeded media live on this server (the OSS emulator's `seed/` objects), whose address a request tells: stored
 * relative, they are answered absolute, so browsers load them and a save sends them back as proper URLs.
 */
export function absolute(resource: AnyResource, entity: Record<string, unknown>, origin: string) {
  const out = { ...entity };
  for (const [k, d] of Object.entries(resource.fields as Record<string, FieldDef>)) {
    if (!FILE_KINDS.has(d.meta.kind)) continue;
    const v = out[k];
    if (typeof v === 'string' && v.startsWith('/')) out[k] = origin + v;
    else if (Array.isArray(v)) out[k] = v.map((x) => (typeof x === 'string' && x.startsWith('/') ? origin + x : x));
  }
  return out;
}

/** A stored value as an exported cell reads: labels for options, yuan for money, 是/否 for switches. */
export function cellText(d: FieldDef, v: unknown): string | number {
  if (v === null || v === undefined) return '';
  switch (d.meta.kind) {
    case 'select':
      return d.meta.options?.find((o) => String(o.value) === String(v))?.label ?? String(v);
    case 'switch':
      return v === '1' ? '是' : '否';
    case 'price':
      return typeof v === 'number' ? fenToYuan(v) : String(v);
    case 'tags':
    case 'images':
      return Array.isArray(v) ? v.join('、') : String(v);
    case 'number':
      return typeof v === 'number' ? v : String(v);
    default:
      return String(v);
  }
}

type Calls<R extends { calls: object }> = R['calls'];
type CustomKeys<R extends { extras: object }> = {
  [K in keyof R['extras']]: R['extras'][K] extends { kind: 'custom' } ? K : never;
}[keyof R['extras']];

/** The module's own handlers of a resource's `custom` extra calls (statistics, a data page). */
export type CustomHandlers<R extends { calls: object; extras: object }> = {
  [K in CustomKeys<R> & keyof Calls<R>]: HandlerFor<Calls<R>[K]>;
};

export type ResourceHandlers<R extends { calls: object }> = { [K in keyof Calls<R>]: HandlerFor<Calls<R>[K]> };

type Ids = { ids: number[] };
type Handler = (input: never, ctx: CallContext) => unknown;

/**
 * The handlers of one resource's calls from the generic store: exactly the calls it declares. The generic
 * extra kinds are served here (copy, toggle, status, export); `custom` extras come from the module, and a
 * missing one is a type error.
 */
export function resourceHandlers<R extends AnyResource>(
  resource: R,
  storeOf: (ctx: CallContext) => ResourceStore,
  custom: CustomHandlers<R>,
  options: {
    /** Columns of the export besides the listed fields, or instead of a field's own text. */
    exportCells?: (row: StoredRow, ctx: CallContext) => Record<string, string | number>;
  } = {},
): ResourceHandlers<R> {
  const view = (ctx: CallContext, e: Record<string, unknown>) => absolute(resource, e, ctx.publicUrl);
  const page = (ctx: CallContext, result: { list: Record<string, unknown>[]; total: number }) => ({
    list: result.list.map((e) => view(ctx, e)),
    total: result.total,
  });
  const standard: Record<string, Handler> = {
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

  const columns = Object.entries(resource.fields as Record<string, FieldDef>).filter(([, d]) => showsAsColumn(d.meta));
  const exportRows = (q: Omit<ListQuery, 'page' | 'size'>, ctx: CallContext) =>
    (function* () {
      for (const row of storeOf(ctx).select(q)) {
        const cells: Record<string, string | number> = { id: row.id };
        for (const [k, d] of columns) cells[k] = cellText(d, row.values[k]);
        cells.createTime = String(storeOf(ctx).view(row).createTime);
        yield { ...cells, ...options.exportCells?.(row, ctx) };
      }
    })();

  const extraHandler = (key: string, x: ExtraAction): Handler => {
    switch (x.kind) {
      case 'copy':
        return ({ id }: { id: number }, ctx) => view(ctx, storeOf(ctx).copy(id));
      case 'toggle':
        return ({ ids, value }: { ids: number[]; value: '0' | '1' }, ctx) => {
          storeOf(ctx).setFlag(ids, x.field as string, value);
          return null;
        };
      case 'status':
        return ({ ids, value }: { ids: number[]; value: string | number }, ctx) => {
          storeOf(ctx).changeStatus(ids, x.field as string, value, x.transitions ?? {});
          return null;
        };
      case 'export':
        return async (q: Omit<ListQuery, 'page' | 'size'>, ctx): Promise<FastifyReply> =>
          streamSheet(
            ctx.reply,
            `${resource.title}_${stamp(ctx.now)}.xlsx`,
            resource.title,
            [
              { header: '编号', key: 'id', width: 8 },
              ...columns.map(([k, d]) => ({
                header: d.meta.label,
                key: k,
                width: Math.max(10, d.meta.label.length * 3),
              })),
              { header: '创建时间', key: 'createTime', width: 20 },
            ],
            exportRows(q, ctx),
          );
      case 'custom': {
        const own = (custom as Record<string, Handler>)[key];
        if (!own) throw new Error(`${resource.name}.${key}: a custom call needs its module's handler`);
        return own;
      }
    }
  };

  const out: Record<string, Handler> = {};
  for (const key of Object.keys(resource.calls)) {
    const x = resource.extras[key];
    out[key] = x ? extraHandler(key, x) : (standard[key] as Handler);
  }
  // Built from the resource whose calls `ResourceHandlers<R>` maps over; TypeScript cannot follow the keys.
  return out as unknown as ResourceHandlers<R>;
}
