import { type AnyResource, type ExtraAction, type FieldDef, type FieldKind, showsAsColumn } from '@console/contracts';
import type { FastifyReply } from 'fastify';
import type { CallContext, HandlerFor } from './handlers.js';
import { type CellInput, type ColumnKind, exportSheet, type SheetColumn, stamp } from './spreadsheet.js';
import type { ListQuery, ResourceStore } from './store.js';

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

/** The cell type a field's kind exports as (see `ColumnKind`). */
const EXPORT_KINDS: Partial<Record<FieldKind, ColumnKind>> = {
  price: 'money',
  number: 'number',
  date: 'date',
  datetime: 'datetime',
  image: 'url',
  images: 'url',
  video: 'url',
  audio: 'url',
  media: 'url',
};

/** A field as an export column: its label, and the cell type its kind reads as. */
export const fieldColumn = (key: string, d: FieldDef): SheetColumn => ({
  header: d.meta.label,
  key,
  kind: EXPORT_KINDS[d.meta.kind] ?? 'text',
});

/**
 * A field's value (as the calls answer it) as an exported cell: labels for options, 是/否 for switches, a
 * category by its name, fen for money and the rest as the cell type of `fieldColumn` takes it.
 */
export function fieldCell(ctx: CallContext, d: FieldDef, v: unknown): CellInput {
  if (v === null || v === undefined) return null;
  switch (d.meta.kind) {
    case 'select':
      return d.meta.options?.find((o) => String(o.value) === String(v))?.label ?? String(v);
    case 'switch':
      return v === '1' ? '是' : '否';
    case 'category':
      return (
        (ctx.state.categories.get(d.meta.contentType ?? '') ?? []).find((c) => c.id === Number(v))?.name ?? String(v)
      );
    case 'tags':
      return Array.isArray(v) ? v.join('、') : String(v);
    case 'images':
      return Array.isArray(v) ? v.map(String) : String(v);
    case 'price':
    case 'number':
      return typeof v === 'number' ? v : String(v);
    default:
      return typeof v === 'string' ? v : JSON.stringify(v);
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

  const fields = Object.entries(resource.fields as Record<string, FieldDef>).filter(([, d]) => showsAsColumn(d.meta));
  const exportColumns: SheetColumn[] = [
    { header: '编号', key: 'id', kind: 'number', width: 8 },
    ...fields.map(([k, d]) => fieldColumn(k, d)),
    { header: '创建时间', key: 'createTime', kind: 'datetime', width: 20 },
  ];
  /** The rows as the list answers them (decorated, names resolved, files absolute), each made as it is written. */
  const exportRows = (q: Omit<ListQuery, 'page' | 'size'>, ctx: CallContext) =>
    (function* () {
      for (const row of storeOf(ctx).select(q)) {
        const entity = view(ctx, storeOf(ctx).view(row));
        const cells: Record<string, CellInput> = { id: row.id, createTime: row.createdAt };
        for (const [k, d] of fields) cells[k] = fieldCell(ctx, d, entity[k]);
        yield cells;
      }
    })();

  const extraHandler = (key: string, x: ExtraAction): Handler => {
    switch (x.kind) {
      case 'copy':
        return ({ id }: { id: number }, ctx) => view(ctx, storeOf(ctx).copy(id));
      case 'toggle':
        return ({ ids, value, version }: { ids: number[]; value: '0' | '1'; version?: number }, ctx) => {
          storeOf(ctx).setFlag(ids, x.field as string, value, version);
          return null;
        };
      case 'status':
        return ({ ids, value, version }: { ids: number[]; value: string | number; version?: number }, ctx) => {
          storeOf(ctx).changeStatus(ids, x.field as string, value, x.transitions ?? {}, version);
          return null;
        };
      case 'export':
        return async (q: Omit<ListQuery, 'page' | 'size'>, ctx): Promise<FastifyReply> =>
          exportSheet(ctx, {
            fileName: `${resource.title}_${stamp(ctx.now)}.xlsx`,
            sheetName: resource.title,
            columns: exportColumns,
            rows: exportRows(q, ctx),
          });
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
