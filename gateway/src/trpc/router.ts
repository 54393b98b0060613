import { type CallEntry, callList } from '@console/contracts';
import { type AppRouter, type AppRouterRecord, createTRPC } from '@console/contracts/router';
import type { UpstreamClient } from '../upstream/client.js';

export const t = createTRPC();

/**
 * One procedure per tRPC call of the registry: GET is a query, everything else a mutation. Input is parsed
 * by the call's own schema before anything is forwarded.
 */
export type Caller = Parameters<UpstreamClient['call']>[2];
/** A call the gateway answers itself instead of forwarding (e.g. STS credentials when a role is set). */
export type LocalResolver = (input: unknown, caller: Caller, signal: AbortSignal | undefined) => Promise<unknown>;

export function buildRouter(
  upstream: UpstreamClient,
  local: Readonly<Record<string, LocalResolver>> = {},
  entries: readonly CallEntry[] = callList,
): AppRouter {
  const record: Record<string, Record<string, unknown>> = {};
  for (const entry of entries) {
    if (entry.def.transport !== 'trpc') continue;
    const base = t.procedure.input(entry.def.input);
    const own = local[entry.name];
    const resolve = ({ input, ctx, signal }: { input: unknown; ctx: Caller; signal: AbortSignal | undefined }) =>
      own ? own(input, ctx, signal) : upstream.call(entry, input, ctx, signal);
    const domain = (record[entry.domain] ??= {});
    domain[entry.key] = entry.def.method === 'GET' ? base.query(resolve) : base.mutation(resolve);
  }
  // The record is built from the same registry that AppRouterRecord maps over, so the shapes agree; TypeScript
  // cannot follow a loop, hence the one cast.
  return t.router(record as unknown as AppRouterRecord) as unknown as AppRouter;
}
