import { z } from 'zod';
import {
  anyContent,
  type CallDef,
  type CallEffect,
  type ChangesByDefault,
  defineCall,
  type EditsEffect,
  type HttpMethod,
  idSchema,
  type Transport,
  versionSchema,
} from './define.js';
import type { FieldDef } from './resource-fields.js';

/**
 * Calls a resource has besides list/get/save/delete: each is declared with its own input and output, and a
 * kind that says who serves it. The generic kinds (copy, toggle, status, export) are served by the fake
 * upstream's store and shown by the web's list page without code of the module's own; a `custom` call
 * (statistics, say) gets its handler from the module.
 */
export type ExtraKind = 'copy' | 'toggle' | 'status' | 'export' | 'custom';

export interface ExtraAction<C extends CallDef = CallDef> {
  kind: ExtraKind;
  call: C;
  /** The field a toggle switches or a status action changes. */
  field?: string;
  /** A status action's allowed changes: from each value, the values it may become. */
  transitions?: Readonly<Record<string, readonly (string | number)[]>>;
  /** The button text the web shows for it (复制, 导出, …). */
  label: string;
}

const ids = z.array(idSchema, { error: '请至少选择一项' }).min(1, '请至少选择一项').max(500, '一次最多 500 项');
const idInput = z.object({ id: idSchema });
const onOff = z.enum(['0', '1'], { error: '请选择开或关' });
/**
 * A row action's items, and the version of the row it was made on (one row's switch or status, from the list):
 * refused, nothing changed, when that row has changed since. A batch sends no version.
 */
const rowAction = <V extends z.ZodType>(value: V) =>
  z
    .object({ ids, value, version: versionSchema.optional() })
    .refine((x) => x.version === undefined || x.ids.length === 1, {
      message: '版本号只能用于单项操作',
      path: ['version'],
    });

type Page = { page: z.ZodType; size: z.ZodType };
type Filters<L extends z.ZodObject> = z.ZodObject<Omit<L['shape'], keyof Page>, L['_zod']['config']>;

export interface ExtraContext<E extends z.ZodType, L extends z.ZodObject> {
  name: string;
  stem: string;
  title: string;
  entity: E;
  listInput: L;
  fields: Readonly<Record<string, FieldDef>>;
  /** How a row action's change is read back: the resource's `get`, or its list. */
  edits: EditsEffect;
}

/** A path relative to the resource's stem, or absolute when it starts with '/ajax' or another root. */
const under = (stem: string, path: string) => (path.startsWith('/') ? path : `${stem}/${path}`);

export function extraBuilders<E extends z.ZodType, L extends z.ZodObject>(c: ExtraContext<E, L>) {
  const fieldOf = (name: string, kinds: readonly string[]) => {
    const d = c.fields[name];
    if (!d || !kinds.includes(d.meta.kind))
      throw new Error(`${c.name}: '${name}' is not a ${kinds.join(' or ')} field`);
    return d;
  };
  return {
    /** A new item from a copy of one (`POST {stem}/copy/{id}`): the answer is the copy. */
    copy(o: { path?: string; label?: string } = {}) {
      return {
        kind: 'copy' as const,
        label: o.label ?? '复制',
        call: defineCall({
          title: `复制${c.title}`,
          method: 'POST',
          path: under(c.stem, o.path ?? 'copy/{id}'),
          documented: false,
          input: idInput,
          output: c.entity,
          effect: 'creates',
        }),
      };
    },

    /** Turns a switch field on or off for some items (上架/下架, 启用/停用). */
    toggle(field: string, o: { path?: string; label?: string } = {}) {
      const d = fieldOf(field, ['switch']);
      return {
        kind: 'toggle' as const,
        field,
        label: o.label ?? d.meta.label,
        call: defineCall({
          title: `设置${c.title}${d.meta.label}`,
          method: 'POST',
          path: under(c.stem, o.path ?? `${field}/switch`),
          documented: false,
          input: rowAction(onOff),
          output: anyContent,
          effect: c.edits,
        }),
      };
    },

    /**
     * Moves some items to another value of a select field, only along `transitions` (from each value, the
     * values it may become); the upstream refuses any other change with a message naming both.
     */
    status<const V extends string | number>(
      field: string,
      transitions: Readonly<Record<V, readonly V[]>>,
      o: { path?: string; label?: string } = {},
    ) {
      const d = fieldOf(field, ['select']);
      const values = (d.meta.options ?? []).map((x) => x.value) as V[];
      return {
        kind: 'status' as const,
        field,
        transitions: transitions as Readonly<Record<string, readonly V[]>>,
        label: o.label ?? `修改${d.meta.label}`,
        call: defineCall({
          title: `修改${c.title}${d.meta.label}`,
          method: 'POST',
          path: under(c.stem, o.path ?? `${field}/change`),
          documented: false,
          input: rowAction(z.literal(values, { error: `请选择${d.meta.label}` })),
          output: anyContent,
          effect: c.edits,
        }),
      };
    },

    /**
     * The filtered list as a spreadsheet, streamed through the gateway's download route
     * (`/api/download/{name}/{key}`); the columns are the listed fields with their labels.
     */
    export(o: { key?: string; path?: string; label?: string } = {}) {
      const key = o.key ?? 'export';
      const filters = c.listInput.omit({ page: true, size: true } as never) as unknown as Filters<L>;
      return {
        kind: 'export' as const,
        label: o.label ?? '导出',
        call: defineCall({
          title: `导出${c.title}`,
          method: 'GET',
          path: under(c.stem, o.path ?? 'export'),
          documented: false,
          transport: 'download',
          route: `/api/download/${c.name}/${key}`,
          input: filters,
          output: z.unknown(),
        }),
      };
    },

    /**
     * Any other call of the resource (statistics, a data page): the module's fake serves it. A tRPC procedure
     * unless `transport` says otherwise (NoInfer: the extras' expected type, any transport, must not decide it).
     */
    call<
      const M extends HttpMethod,
      I extends z.ZodType,
      O extends z.ZodType,
      const T extends Transport = 'trpc',
      const C extends boolean | undefined = undefined,
    >(d: {
      title: string;
      method: M;
      path: string;
      input: I;
      output: O;
      transport?: T;
      route?: string;
      label?: string;
      /** A GET that acts (see CallDef.changes). */
      changes?: C;
      /** What it does to records, when it changes state (see CallDef.effect). */
      effect?: CallEffect;
    }): { kind: 'custom'; label: string; call: CallDef<M, I, O, NoInfer<T>, ChangesByDefault<M, NoInfer<C>>> } {
      // NoInfer: without it the `extras` callback's return type (any transport) is inferred for T, and a call
      // that gives no transport would lose its tRPC procedure.
      return {
        kind: 'custom' as const,
        label: d.label ?? d.title,
        call: defineCall<M, I, O, T, C>({
          title: d.title,
          method: d.method,
          path: under(c.stem, d.path),
          documented: false,
          input: d.input,
          output: d.output,
          transport: d.transport,
          route: d.route,
          changes: d.changes,
          effect: d.effect,
        }),
      };
    },
  };
}

export type ExtraBuilders<E extends z.ZodType = z.ZodType, L extends z.ZodObject = z.ZodObject> = ReturnType<
  typeof extraBuilders<E, L>
>;
