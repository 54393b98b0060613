import { type CallEntry, callList } from '@console/contracts';
import { type AppRouter, type AppRouterRecord, createTRPC } from '@console/contracts/router';
import { localised } from '../http/wording.js';
import type { CancelSignal } from '../upstream/cancel.js';
import type { UpstreamClient } from '../upstream/client.js';

export const t = createTRPC();
/**
 * The contracts' error formatter, given the gateway's wording of tRPC's own errors first: both HTTP paths
 * (lean and stock) and streamed batches build every error shape through this one function.
 */
const contractsFormatter = t._config.errorFormatter;
t._config.errorFormatter = (opts) => {
  const error = localised(opts.error);
  return contractsFormatter(
    error === opts.error ? opts : { ...opts, error, shape: { ...opts.shape, message: error.message } },
  );
};

export type Caller = Parameters<UpstreamClient['call']>[2];
/** A call the gateway answers itself instead of forwarding (e.g. STS credentials when a role is set). */
export type LocalResolver = (input: unknown, caller: Caller, signal: CancelSignal | undefined) => Promise<unknown>;

/** A check run before a call's input is even read (what the session may do): it throws to refuse the call. */
export type Guard = (ctx: Caller, signal: CancelSignal | undefined) => Promise<void>;

/** One procedure as the lean HTTP path runs it: its guard, the call's input schema, then the resolver. */
export interface ProcedureEntry {
  name: string;
  type: 'query' | 'mutation';
  guard?: Guard;
  /** The same parse tRPC's input middleware runs for a zod schema (its `getParseFn` picks `parseAsync`). */
  parse: (raw: unknown) => Promise<unknown>;
  resolve: (input: unknown, ctx: Caller, signal: CancelSignal | undefined) => Promise<unknown>;
}

export interface Procedures {
  /** The tRPC router: the typed client's contract, and what the stock adapter serves. */
  router: AppRouter;
  /** The same procedures by path, for the lean HTTP path (trpc/http.ts). */
  table: ReadonlyMap<string, ProcedureEntry>;
}

/**
 * One procedure per tRPC call of the registry: a call that changes state is a mutation (a GET that acts too),
 * a read a query. Input is parsed
 * by the call's own schema before anything is forwarded. The router and the table share their resolvers, so
 * both paths forward alike.
 */
export function buildProcedures(
  upstream: UpstreamClient,
  local: Readonly<Record<string, LocalResolver>> = {},
  entries: readonly CallEntry[] = callList,
  /** Wraps a call's resolver (the rate limits of sign-in and SMS calls). */
  wrap: (name: string, resolve: ProcedureEntry['resolve']) => ProcedureEntry['resolve'] = (_n, r) => r,
  /** The guard of a call, if it has one (what its session must be granted). */
  guardOf: (entry: CallEntry) => Guard | undefined = () => undefined,
): Procedures {
  const record: Record<string, Record<string, unknown>> = {};
  const table = new Map<string, ProcedureEntry>();
  for (const entry of entries) {
    if (entry.def.transport !== 'trpc') continue;
    const own = local[entry.name];
    const resolve = wrap(
      entry.name,
      own
        ? (input, ctx, signal) => own(input, ctx, signal)
        : (input, ctx, signal) => upstream.call(entry, input, ctx, signal),
    );
    const type = entry.def.changes ? 'mutation' : 'query';
    const schema = entry.def.input;
    const guard = guardOf(entry);
    table.set(entry.name, { name: entry.name, type, guard, parse: (raw) => schema.parseAsync(raw), resolve });

    // The guard runs before the input middleware: a refused call learns nothing of its input's rules.
    const base = (
      guard
        ? t.procedure.use(async ({ ctx, signal, next }) => {
            await guard(ctx, signal);
            return next();
          })
        : t.procedure
    ).input(schema);
    const viaTrpc = ({ input, ctx, signal }: { input: unknown; ctx: Caller; signal: AbortSignal | undefined }) =>
      resolve(input, ctx, signal);
    const domain = (record[entry.domain] ??= {});
    domain[entry.key] = type === 'query' ? base.query(viaTrpc) : base.mutation(viaTrpc);
  }
  // The record is built from the same registry that AppRouterRecord maps over, so the shapes agree; TypeScript
  // cannot follow a loop, hence the one cast.
  const router = t.router(record as unknown as AppRouterRecord) as unknown as AppRouter;
  return { router, table };
}

/** The tRPC router alone (tests that only need the router's shape). */
export function buildRouter(
  upstream: UpstreamClient,
  local: Readonly<Record<string, LocalResolver>> = {},
  entries: readonly CallEntry[] = callList,
): AppRouter {
  return buildProcedures(upstream, local, entries).router;
}
