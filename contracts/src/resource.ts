import { z } from 'zod';
import type { $strip } from 'zod/v4/core';
import {
  anyContent,
  type CallDef,
  type CallEffect,
  defineCall,
  edits,
  type HttpMethod,
  idSchema,
  versionSchema,
} from './define.js';
import { wholeNumber } from './number-schemas.js';
import { paged, pageQuery } from './paging.js';
import { type ExtraAction, type ExtraBuilders, extraBuilders } from './resource-actions.js';
import type { FieldDef } from './resource-fields.js';

export * from './resource-actions.js';
export * from './resource-fields.js';

/**
 * `defineResource`: a repeated CRUD shape declared once (docs/ARCHITECTURE.md, "Resources"). From the entity's
 * fields and the actions it has come the calls of the registry (so the gateway's procedures), the fake
 * upstream's handlers and seeds, and the web's list and form pages. Paths follow the documented habits unless
 * a call says otherwise; every one is inferred.
 */
export const RESOURCE_ACTIONS = ['list', 'get', 'save', 'delete', 'recycle', 'restore', 'sort'] as const;
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number];

type Fields = Record<string, FieldDef>;

/** What every stored entity carries besides its fields; `version` advances on every change of the item. */
export const entityBase = {
  id: idSchema,
  createTime: z.string(),
  updateDate: z.string(),
  version: versionSchema,
};
type EntityBase = typeof entityBase;

const idsSchema = z.array(idSchema, { error: '请至少选择一项' }).min(1, '请至少选择一项').max(500, '一次最多 500 项');
export const idsInput = z.object({ ids: idsSchema });
const idInput = z.object({ id: idSchema });
const sortInput = z.object({
  id: idSchema,
  sort: wholeNumber('排序', { min: 0, max: 999_999 }),
});
const keywordSchema = z.string().trim().max(50, '关键词不能超过 50 个字');

/** Fields a person saves: all but the read-only ones. */
type Writable<F extends Fields> = { [K in keyof F as F[K] extends { readOnly: true } ? never : K]: F[K] };
type InputShape<F extends Fields> = { [K in keyof Writable<F>]: F[K]['input'] };
type OutputShape<F extends Fields> = { [K in keyof F]: F[K]['output'] };
type FilterShape<F extends Fields, Q extends keyof F> = { [K in Q]: z.ZodOptional<F[K]['filter']> };
/** The parent's id a child resource's entity, save and list carry (a section's `courseId`). */
type ParentShape<P extends string> = { [K in P]: typeof idSchema };

const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');
/** The list's date range, when the resource has one: both ends inclusive, China time. */
const rangeShape = { startDate: dayText.optional(), endDate: dayText.optional() };
type RangeShape<D extends boolean> = D extends true ? typeof rangeShape : Record<never, never>;

/**
 * The entity strips what it does not declare rather than passing it on (one convention for resources and
 * hand-written calls): the web reads exactly the types it is given.
 */
export type EntitySchema<F extends Fields, P extends string> = z.ZodObject<
  EntityBase & OutputShape<F> & ParentShape<P>,
  $strip
>;
export type SaveSchema<F extends Fields, P extends string> = z.ZodObject<
  { id: z.ZodOptional<typeof idSchema>; version: z.ZodOptional<typeof versionSchema> } & InputShape<F> & ParentShape<P>,
  $strip
>;
export type ListSchema<
  F extends Fields,
  Q extends keyof F,
  X extends z.ZodRawShape,
  P extends string,
  D extends boolean = false,
> = z.ZodObject<
  (typeof pageQuery)['shape'] & {
    keyword: z.ZodOptional<typeof keywordSchema>;
  } & FilterShape<F, Q> &
    X &
    ParentShape<P> &
    RangeShape<D>,
  $strip
>;

type Paged<E extends z.ZodType> = ReturnType<typeof paged<E>>;
/** A standard call; the reads (list, get, recycleList) say they change nothing, whatever method a route gives. */
type Call<M extends HttpMethod, I extends z.ZodType, O extends z.ZodType, C extends boolean = true> = CallDef<
  M,
  I,
  O,
  'trpc',
  C
>;

/** The standard calls, each with the method of the habit. */
interface DefaultMethods {
  list: 'GET';
  get: 'GET';
  save: 'POST';
  remove: 'GET';
  removeMany: 'POST';
  recycle: 'GET';
  recycleList: 'GET';
  restore: 'GET';
  sort: 'GET';
}
export type StandardCall = keyof DefaultMethods;

/** Where a standard call's upstream path or method differs from the habit. */
export type RouteOverrides = {
  readonly [K in StandardCall]?: { readonly path?: string; readonly method?: HttpMethod };
};
type MethodOf<R extends RouteOverrides, K extends StandardCall> = R[K] extends { method: infer M extends HttpMethod }
  ? M
  : DefaultMethods[K];

/** Every standard call a resource can have; `actions` pick among them. */
export interface AllResourceCalls<
  E extends z.ZodType,
  S extends z.ZodType,
  L extends z.ZodType,
  R extends RouteOverrides = Record<never, never>,
> {
  list: Call<MethodOf<R, 'list'>, L, Paged<E>, false>;
  get: Call<MethodOf<R, 'get'>, typeof idInput, E, false>;
  save: Call<MethodOf<R, 'save'>, S, E>;
  remove: Call<MethodOf<R, 'remove'>, typeof idInput, typeof anyContent>;
  removeMany: Call<MethodOf<R, 'removeMany'>, typeof idsInput, typeof anyContent>;
  recycle: Call<MethodOf<R, 'recycle'>, typeof idsInput, typeof anyContent>;
  recycleList: Call<MethodOf<R, 'recycleList'>, L, Paged<E>, false>;
  restore: Call<MethodOf<R, 'restore'>, typeof idsInput, typeof anyContent>;
  sort: Call<MethodOf<R, 'sort'>, typeof sortInput, typeof anyContent>;
}

/** The calls each action brings. */
export interface ActionCalls {
  list: 'list';
  get: 'get';
  save: 'save';
  delete: 'remove' | 'removeMany';
  recycle: 'recycle' | 'recycleList';
  restore: 'restore';
  sort: 'sort';
}
const ACTION_CALLS: { [A in ResourceAction]: readonly ActionCalls[A][] } = {
  list: ['list'],
  get: ['get'],
  save: ['save'],
  delete: ['remove', 'removeMany'],
  recycle: ['recycle', 'recycleList'],
  restore: ['restore'],
  sort: ['sort'],
};

/** A rule over several fields of the save input (an end after its start), reported on `path`. */
export interface CrossFieldRule {
  message: string;
  /** The field the message shows on. */
  path: string;
  /** True when the values pass. Fields that are absent have already been reported by their own rules. */
  test: (values: Record<string, unknown>) => boolean;
  /**
   * While this holds, `path` must be filled (满额 once a coupon has a threshold): the form marks the field
   * required then, as it marks a field that is always required. It reads choices (selects, switches), which
   * are the same in the form and in the save input.
   */
  requiredWhen?: (values: Record<string, unknown>) => boolean;
}

/** Whether a value counts as filled in: not absent, not empty text, not an empty list. */
export const filled = (v: unknown) =>
  v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/**
 * A field that must be filled while another choice holds (a paid course's price): refused empty then, with
 * `message`, and marked required by the form. `isFilled` says what filled means when more than present (a fee
 * above 0, rich text with words in it).
 */
export function requiredWhen(
  path: string,
  message: string,
  when: (values: Record<string, unknown>) => boolean,
  isFilled: (value: unknown) => boolean = filled,
): CrossFieldRule {
  return { path, message, requiredWhen: when, test: (v) => !when(v) || isFilled(v[path]) };
}

type Extras = Record<string, ExtraAction>;

/** A list filtered by a date range of one field (or of when items were created): 开始日期 – 结束日期. */
export interface DateRange {
  /** A 'date' or 'datetime' field, or 'createTime'. */
  field: string;
  /** What the range is of (下单时间, 报名时间…). */
  label: string;
}
type HasRange<DR> = DR extends DateRange ? true : false;
type ExtraCalls<E extends Extras> = { [K in keyof E]: E[K]['call'] };

export interface ResourceSpec<
  N extends string,
  F extends Fields,
  A extends ResourceAction,
  Q extends keyof F & string,
  X extends z.ZodRawShape,
  P extends string,
  R extends RouteOverrides,
  E extends Extras,
  DR extends DateRange | undefined,
> {
  /** The procedure domain: `{name}.list`, `{name}.save`, … */
  name: N;
  /** The path stem: `/ajax/{thing}s`, `/ajax/{thing}/save`, … */
  thing: string;
  /** The list path's noun when `{thing}s` reads wrong (`activities`). */
  plural?: string;
  /** What one item is called, in the product's words. */
  title: string;
  fields: F;
  actions: readonly A[];
  /** Fields the list can be filtered by. */
  filters?: readonly Q[];
  /** Extra list query parameters (a date range, say); the fake's store ignores those it does not know. */
  query?: X;
  /** A child resource: every item belongs to one parent, whose id its list, save and export carry. */
  parent?: { key: P; title: string };
  /** The list (and its export) takes `startDate` / `endDate` over one date field. */
  dateRange?: DR;
  /** The upstream's own path or method for a standard call, where it differs from the habit. */
  routes?: R;
  /** Calls besides the standard ones: copy, an on/off switch, a status change, an export, statistics. */
  extras?: (b: ExtraBuilders<EntitySchema<F, P>, ListSchema<F, Q, X, P, HasRange<DR>>>) => E;
  /** Rules across fields, checked with the save input (and by the web's form before it saves). */
  rules?: readonly CrossFieldRule[];
}

export interface Resource<
  N extends string = string,
  F extends Fields = Fields,
  A extends ResourceAction = ResourceAction,
  Q extends keyof F & string = keyof F & string,
  X extends z.ZodRawShape = z.ZodRawShape,
  P extends string = string,
  R extends RouteOverrides = RouteOverrides,
  E extends Extras = Extras,
  DR extends DateRange | undefined = DateRange | undefined,
> {
  name: N;
  title: string;
  thing: string;
  fields: F;
  actions: readonly A[];
  filters: readonly Q[];
  /** Whether the list takes a keyword (some field is searched by it). */
  keyword: boolean;
  /** Whether items carry a `sort` field that orders the list. */
  sorted: boolean;
  /** The parent's id field of a child resource. */
  parent: { key: P; title: string } | undefined;
  dateRange: DR;
  entity: EntitySchema<F, P>;
  saveInput: SaveSchema<F, P>;
  listInput: ListSchema<F, Q, X, P, HasRange<DR>>;
  /** The extra calls' descriptions (the fake upstream serves the generic kinds, the web shows them). */
  extras: E;
  rules: readonly CrossFieldRule[];
  calls: Pick<
    AllResourceCalls<EntitySchema<F, P>, SaveSchema<F, P>, ListSchema<F, Q, X, P, HasRange<DR>>, R>,
    ActionCalls[A]
  > &
    ExtraCalls<E>;
}

export function defineResource<
  const N extends string,
  const F extends Fields,
  const A extends ResourceAction,
  const Q extends keyof F & string = never,
  X extends z.ZodRawShape = Record<never, never>,
  const P extends string = never,
  const R extends RouteOverrides = Record<never, never>,
  E extends Extras = Record<never, never>,
  const DR extends DateRange | undefined = undefined,
>(spec: ResourceSpec<N, F, A, Q, X, P, R, E, DR>): Resource<N, F, A, Q, X, P, R, E, DR> {
  const fields = spec.fields as Fields;
  const entries = Object.entries(fields);
  const pick = (keep: (d: FieldDef) => boolean, get: (d: FieldDef) => z.ZodType) =>
    Object.fromEntries(entries.filter(([, d]) => keep(d)).map(([k, d]) => [k, get(d)]));
  const filters = spec.filters ?? [];
  const keyword = entries.some(([, d]) => d.meta.keyword);
  const parentShape = spec.parent ? { [spec.parent.key]: idSchema } : {};
  const rules = spec.rules ?? [];

  // Each schema is built from the same fields the mapped types above describe; the casts say so once.
  const entity = z.object({
    ...entityBase,
    ...pick(
      () => true,
      (d) => d.output,
    ),
    ...parentShape,
  }) as unknown as EntitySchema<F, P>;
  const saveObject = z.object({
    id: idSchema.optional(),
    // The version the form loaded: an edit of an item changed since is refused. Absent, the save overwrites.
    version: versionSchema.optional(),
    ...pick(
      (d) => !d.readOnly,
      (d) => d.input,
    ),
    ...parentShape,
  });
  const saveInput = (rules.length === 0
    ? saveObject
    : saveObject.superRefine((values, ctx) => {
        for (const rule of rules) {
          if (!rule.test(values as Record<string, unknown>))
            ctx.addIssue({ code: 'custom', message: rule.message, path: [rule.path] });
        }
      })) as unknown as SaveSchema<F, P>;
  const listInput = pageQuery.extend({
    keyword: keywordSchema.optional(),
    ...Object.fromEntries(filters.map((k) => [k, (fields[k] as FieldDef).filter.optional()])),
    ...spec.query,
    ...parentShape,
    ...(spec.dateRange ? rangeShape : {}),
  }) as unknown as ListSchema<F, Q, X, P, HasRange<DR>>;
  if (spec.dateRange && spec.dateRange.field !== 'createTime') {
    const kind = fields[spec.dateRange.field]?.meta.kind;
    if (kind !== 'date' && kind !== 'datetime')
      throw new Error(`${spec.name}: the date range's field '${spec.dateRange.field}' is not a date`);
  }

  const stem = `/ajax/${spec.thing}`;
  const READ_CALLS: ReadonlySet<StandardCall> = new Set(['list', 'get', 'recycleList']);
  const t = spec.title;
  const routes = (spec.routes ?? {}) as RouteOverrides;
  const wanted = new Set(spec.actions.flatMap((a) => ACTION_CALLS[a] as readonly string[]));
  /** What each standard call does to records; a save is read back by `get`, or found in the list without one. */
  const readBack = wanted.has('get') ? edits(`${spec.name}.get`) : edits(`${spec.name}.list`);
  const EFFECTS: Record<StandardCall, CallEffect | undefined> = {
    list: undefined,
    get: undefined,
    recycleList: undefined,
    save: readBack,
    remove: 'deletes',
    removeMany: 'deletes',
    recycle: 'deletes',
    restore: 'deletes',
    sort: 'acts',
  };
  const call = <I extends z.ZodType, O extends z.ZodType>(
    key: StandardCall,
    method: HttpMethod,
    path: string,
    title: string,
    input: I,
    output: O,
  ) =>
    defineCall({
      title,
      method: routes[key]?.method ?? method,
      path: routes[key]?.path ?? path,
      documented: false,
      input,
      output,
      changes: !READ_CALLS.has(key),
      effect: EFFECTS[key],
    });
  const all = {
    list: call('list', 'GET', `/ajax/${spec.plural ?? `${spec.thing}s`}`, `${t}列表`, listInput, paged(entity)),
    get: call('get', 'GET', `${stem}/edit/{id}`, `${t}详情`, idInput, entity),
    save: call('save', 'POST', `${stem}/save`, `保存${t}`, saveInput, entity),
    remove: call('remove', 'GET', `${stem}/delete/{id}`, `删除${t}`, idInput, anyContent),
    removeMany: call('removeMany', 'POST', `${stem}/deleteBatch`, `批量删除${t}`, idsInput, anyContent),
    recycle: call('recycle', 'GET', `${stem}/deleteToRecycle`, `${t}移入回收站`, idsInput, anyContent),
    recycleList: call('recycleList', 'GET', `${stem}/recycleList`, `${t}回收站`, listInput, paged(entity)),
    restore: call('restore', 'GET', `${stem}/restore`, `恢复${t}`, idsInput, anyContent),
    sort: call('sort', 'GET', `${stem}/updateSort`, `${t}排序`, sortInput, anyContent),
  } satisfies Record<StandardCall, CallDef>;

  const standard = Object.fromEntries(Object.entries(all).filter(([k]) => wanted.has(k)));
  const extras = (spec.extras?.(
    extraBuilders({ name: spec.name, stem, title: t, entity, listInput, fields, edits: readBack }),
  ) ?? {}) as E;
  for (const key of Object.keys(extras))
    if (key in all) throw new Error(`${spec.name}: extra call '${key}' has the name of a standard call`);
  const calls = {
    ...standard,
    ...Object.fromEntries(Object.entries(extras).map(([k, x]) => [k, x.call])),
  } as unknown as Resource<N, F, A, Q, X, P, R, E, DR>['calls'];

  return {
    name: spec.name,
    title: spec.title,
    thing: spec.thing,
    fields: spec.fields,
    actions: spec.actions,
    filters,
    keyword,
    sorted: 'sort' in fields,
    parent: spec.parent,
    dateRange: spec.dateRange as DR,
    entity,
    saveInput,
    listInput,
    extras,
    rules,
    calls,
  };
}

/** Any resource, for code that works on every one (the fake's store, the web's pages, samples). */
export interface AnyResource {
  name: string;
  title: string;
  thing: string;
  fields: Readonly<Record<string, FieldDef>>;
  actions: readonly ResourceAction[];
  filters: readonly string[];
  keyword: boolean;
  sorted: boolean;
  parent: { key: string; title: string } | undefined;
  dateRange: DateRange | undefined;
  entity: z.ZodType;
  saveInput: z.ZodType;
  listInput: z.ZodType;
  extras: Readonly<Record<string, ExtraAction>>;
  rules: readonly CrossFieldRule[];
  calls: Partial<Record<StandardCall, CallDef>> & Record<string, CallDef>;
}

/** The registry's groups for a set of resources, keyed by their names: `{ officialBanner: { list, … } }`. */
export function resourceGroups<const R extends readonly { name: string; calls: object }[]>(
  ...resources: R
): { [K in R[number] as K['name']]: K['calls'] } {
  return Object.fromEntries(resources.map((r) => [r.name, r.calls])) as {
    [K in R[number] as K['name']]: K['calls'];
  };
}
