import type { AnyResource } from '@console/contracts';
import type { AppRouter } from '@console/contracts/router';
import { type UseMutationResult, type UseQueryResult, useMutation } from '@tanstack/react-query';
import type { TRPCClientErrorLike } from '@trpc/client';
import type { PolicyMeta } from '../app/error-policy';
import { type RouterInputs, type RouterOutputs, trpc } from '../app/trpc';

/**
 * Typed access to a resource's procedures. tRPC's proxy cannot be indexed by a generic name with its types
 * intact, so this one module does the indexing and restates the hook types in terms of RouterInputs and
 * RouterOutputs of that name; everything else is typed from the contracts through it.
 */
type Domain = keyof RouterInputs & keyof RouterOutputs;

/** Procedure domains that are resources: they list with paging. */
export type ResourceName = {
  [D in Domain]: RouterOutputs[D] extends { list: { list: unknown[]; total: number } } ? D : never;
}[Domain];

type Proc<N extends ResourceName, K extends string> = K extends keyof RouterInputs[N] & keyof RouterOutputs[N]
  ? { input: RouterInputs[N][K]; output: RouterOutputs[N][K] }
  : never;

export type ListInput<N extends ResourceName> = Proc<N, 'list'>['input'];
export type ListOutput<N extends ResourceName> = Proc<N, 'list'>['output'];
export type Row<N extends ResourceName> = ListOutput<N> extends { list: Array<infer R> } ? R : never;
export type Entity<N extends ResourceName> = Proc<N, 'get'>['output'];
export type SaveInput<N extends ResourceName> = Proc<N, 'save'>['input'];

type Err = TRPCClientErrorLike<AppRouter>;
type QueryOpts = { enabled?: boolean; meta?: PolicyMeta; placeholderData?: <T>(prev: T | undefined) => T | undefined };
type Query<I, O> = { useQuery(input: I, opts?: QueryOpts): UseQueryResult<O, Err> };
type Mutation<I, O> = { useMutation(opts?: { meta?: PolicyMeta }): UseMutationResult<O, Err, I> };

export interface ResourceHooks<N extends ResourceName> {
  list: Query<ListInput<N>, ListOutput<N>>;
  /** The recycle bin's list, for resources with one: the same query and rows as the list. */
  recycleList: Query<ListInput<N>, ListOutput<N>>;
  get: Query<{ id: number }, Entity<N>>;
  save: Mutation<SaveInput<N>, Entity<N>>;
  remove: Mutation<{ id: number }, unknown>;
  removeMany: Mutation<{ ids: number[] }, unknown>;
  sort: Mutation<{ id: number; sort: number }, unknown>;
}

/** A resource of the registry whose name is a procedure domain. */
export type NamedResource<N extends ResourceName> = AnyResource & { name: N };

/**
 * The hooks of a resource. Calls the resource lacks (no `sort` action) are absent at run time: pages check
 * `resource.calls` before using them.
 */
export function resourceHooks<N extends ResourceName>(resource: NamedResource<N>): ResourceHooks<N> {
  return (trpc as unknown as Record<string, ResourceHooks<N>>)[resource.name] as ResourceHooks<N>;
}

/** Drops the resource's cached lists and items after a change. */
export function useInvalidate(resource: AnyResource): () => Promise<void> {
  const utils = trpc.useUtils() as unknown as Record<string, { invalidate: () => Promise<void> }>;
  return () => utils[resource.name]?.invalidate() ?? Promise.resolve();
}

type Client = Record<
  string,
  Record<string, { query(input: unknown): Promise<unknown>; mutate(input: unknown): Promise<unknown> }>
>;

/** One call of a resource made on demand: which call, and its input. */
export interface ActionCall {
  key: string;
  input: unknown;
}

/**
 * The resource's calls made on demand (a button, a switch, a sort box), by key: this runs a call through the
 * client, a mutation when it changes state and a query when it reads, as one react-query mutation (the error
 * policy applies as to any other). `variables` tells which call is on its way.
 */
export function useAction(resource: AnyResource, meta?: PolicyMeta): UseMutationResult<unknown, Err, ActionCall> {
  const utils = trpc.useUtils();
  return useMutation<unknown, Err, ActionCall>({
    meta,
    mutationFn: async ({ key, input }) => {
      const call = resource.calls[key];
      const proc = (utils.client as unknown as Client)[resource.name]?.[key];
      if (!call || !proc) throw new Error(`${resource.name}.${key} is not a procedure`);
      return call.changes ? proc.mutate(input) : proc.query(input);
    },
  });
}
