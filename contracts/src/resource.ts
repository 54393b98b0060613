import { z } from 'zod';
import type { $strip } from 'zod/v4/core';
import { anyContent, type CallDef, defineCall, idSchema } from './define.js';
import { paged, pageQuery } from './paging.js';
import type { FieldDef } from './resource-fields.js';

export * from './resource-fields.js';

/**
 * `defineResource`: a repeated CRUD shape declared once (DESIGN.md section 2). From the entity's fields and
 * the actions it has come the calls of the registry (so the gateway's procedures), the fake upstream's
 * handlers, and the web's list and form pages. Paths follow the documented habits; every one is inferred.
 */
export const RESOURCE_ACTIONS = ['list', 'get', 'save', 'delete', 'recycle', 'restore', 'sort'] as const;
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number];

type Fields = Record<string, FieldDef>;

/** What every stored entity carries besides its fields. */
export const entityBase = {
  id: idSchema,
  createTime: z.string(),
  updateDate: z.string(),
};
type EntityBase = typeof entityBase;

const idsSchema = z.array(idSchema).min(1, '请至少选择一项').max(500);
export const idsInput = z.object({ ids: idsSchema });
const idInput = z.object({ id: idSchema });
const sortInput = z.object({ id: idSchema, sort: z.number().int().min(0).max(999_999) });
const keywordSchema = z.string().trim().max(50);

type InputShape<F extends Fields> = { [K in keyof F]: F[K]['input'] };
type OutputShape<F extends Fields> = { [K in keyof F]: F[K]['output'] };
type FilterShape<F extends Fields, Q extends keyof F> = { [K in Q]: z.ZodOptional<F[K]['filter']> };

/**
 * The entity strips what it does not declare rather than passing it on (a loose object): the web's types come
 * through tRPC's serialised outputs, where an index signature would hide every optional field.
 */
export type EntitySchema<F extends Fields, C extends z.ZodRawShape> = z.ZodObject<
  EntityBase & OutputShape<F> & C,
  $strip
>;
export type SaveSchema<F extends Fields> = z.ZodObject<{ id: z.ZodOptional<typeof idSchema> } & InputShape<F>, $strip>;
export type ListSchema<F extends Fields, Q extends keyof F, X extends z.ZodRawShape> = z.ZodObject<
  (typeof pageQuery)['shape'] & { keyword: z.ZodOptional<typeof keywordSchema> } & FilterShape<F, Q> & X,
  $strip
>;

type Paged<E extends z.ZodType> = ReturnType<typeof paged<E>>;
type Call<M extends 'GET' | 'POST', I extends z.ZodType, O extends z.ZodType> = CallDef<M, I, O, 'trpc'>;

/** Every call a resource can have; `actions` pick among them. */
export interface AllResourceCalls<E extends z.ZodType, S extends z.ZodType, L extends z.ZodType> {
  list: Call<'GET', L, Paged<E>>;
  get: Call<'GET', typeof idInput, E>;
  save: Call<'POST', S, E>;
  remove: Call<'GET', typeof idInput, typeof anyContent>;
  removeMany: Call<'POST', typeof idsInput, typeof anyContent>;
  recycle: Call<'GET', typeof idsInput, typeof anyContent>;
  recycleList: Call<'GET', L, Paged<E>>;
  restore: Call<'GET', typeof idsInput, typeof anyContent>;
  sort: Call<'GET', typeof sortInput, typeof anyContent>;
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

export interface ResourceSpec<
  N extends string,
  F extends Fields,
  A extends ResourceAction,
  Q extends keyof F & string,
  C extends z.ZodRawShape,
  X extends z.ZodRawShape,
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
  /** Stored values the upstream computes (counts, say): in the entity, never in the save input. */
  computed?: C;
  /** Extra list query parameters (the form whose submissions are listed, say). */
  query?: X;
}

export interface Resource<
  N extends string = string,
  F extends Fields = Fields,
  A extends ResourceAction = ResourceAction,
  Q extends keyof F & string = keyof F & string,
  C extends z.ZodRawShape = z.ZodRawShape,
  X extends z.ZodRawShape = z.ZodRawShape,
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
  entity: EntitySchema<F, C>;
  saveInput: SaveSchema<F>;
  listInput: ListSchema<F, Q, X>;
  calls: Pick<AllResourceCalls<EntitySchema<F, C>, SaveSchema<F>, ListSchema<F, Q, X>>, ActionCalls[A]>;
}

export function defineResource<
  const N extends string,
  const F extends Fields,
  const A extends ResourceAction,
  const Q extends keyof F & string = never,
  C extends z.ZodRawShape = Record<never, never>,
  X extends z.ZodRawShape = Record<never, never>,
>(spec: ResourceSpec<N, F, A, Q, C, X>): Resource<N, F, A, Q, C, X> {
  const fields = spec.fields as Fields;
  const pick = <T>(get: (d: FieldDef) => T) =>
    Object.fromEntries(Object.entries(fields).map(([k, d]) => [k, get(d)])) as Record<string, T>;
  const filters = spec.filters ?? [];
  const keyword = Object.values(fields).some((d) => d.meta.keyword);

  // Each schema is built from the same fields the mapped types above describe; the casts say so once.
  const entity = z.object({
    ...entityBase,
    ...pick((d) => d.output),
    ...spec.computed,
  }) as unknown as EntitySchema<F, C>;
  const saveInput = z.object({ id: idSchema.optional(), ...pick((d) => d.input) }) as unknown as SaveSchema<F>;
  const listInput = pageQuery.extend({
    keyword: keywordSchema.optional(),
    ...Object.fromEntries(filters.map((k) => [k, (fields[k] as FieldDef).filter.optional()])),
    ...spec.query,
  }) as unknown as ListSchema<F, Q, X>;

  const stem = `/ajax/${spec.thing}`;
  const list = `/ajax/${spec.plural ?? `${spec.thing}s`}`;
  const t = spec.title;
  const all = {
    list: defineCall({
      title: `${t}列表`,
      method: 'GET',
      path: list,
      documented: false,
      input: listInput,
      output: paged(entity),
    }),
    get: defineCall({
      title: `${t}详情`,
      method: 'GET',
      path: `${stem}/edit/{id}`,
      documented: false,
      input: idInput,
      output: entity,
    }),
    save: defineCall({
      title: `保存${t}`,
      method: 'POST',
      path: `${stem}/save`,
      documented: false,
      input: saveInput,
      output: entity,
    }),
    remove: defineCall({
      title: `删除${t}`,
      method: 'GET',
      path: `${stem}/delete/{id}`,
      documented: false,
      input: idInput,
      output: anyContent,
    }),
    removeMany: defineCall({
      title: `批量删除${t}`,
      method: 'POST',
      path: `${stem}/deleteBatch`,
      documented: false,
      input: idsInput,
      output: anyContent,
    }),
    recycle: defineCall({
      title: `${t}移入回收站`,
      method: 'GET',
      path: `${stem}/deleteToRecycle`,
      documented: false,
      input: idsInput,
      output: anyContent,
    }),
    recycleList: defineCall({
      title: `${t}回收站`,
      method: 'GET',
      path: `${stem}/recycleList`,
      documented: false,
      input: listInput,
      output: paged(entity),
    }),
    restore: defineCall({
      title: `恢复${t}`,
      method: 'GET',
      path: `${stem}/restore`,
      documented: false,
      input: idsInput,
      output: anyContent,
    }),
    sort: defineCall({
      title: `${t}排序`,
      method: 'GET',
      path: `${stem}/updateSort`,
      documented: false,
      input: sortInput,
      output: anyContent,
    }),
  } satisfies Record<keyof AllResourceCalls<z.ZodType, z.ZodType, z.ZodType>, CallDef>;

  const wanted = new Set(spec.actions.flatMap((a) => ACTION_CALLS[a] as readonly string[]));
  const calls = Object.fromEntries(Object.entries(all).filter(([k]) => wanted.has(k))) as unknown as Resource<
    N,
    F,
    A,
    Q,
    C,
    X
  >['calls'];

  return {
    name: spec.name,
    title: spec.title,
    thing: spec.thing,
    fields: spec.fields,
    actions: spec.actions,
    filters,
    keyword,
    sorted: 'sort' in fields,
    entity,
    saveInput,
    listInput,
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
  entity: z.ZodType;
  saveInput: z.ZodType;
  listInput: z.ZodType;
  calls: Partial<Record<keyof AllResourceCalls<z.ZodType, z.ZodType, z.ZodType>, CallDef>>;
}

/** The registry's groups for a set of resources, keyed by their names: `{ officialBanner: { list, … } }`. */
export function resourceGroups<const R extends readonly { name: string; calls: object }[]>(
  ...resources: R
): { [K in R[number] as K['name']]: K['calls'] } {
  return Object.fromEntries(resources.map((r) => [r.name, r.calls])) as {
    [K in R[number] as K['name']]: K['calls'];
  };
}
