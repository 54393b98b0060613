import { callByName, callList } from '@console/contracts';
import type { ProcedureName } from '@console/contracts/samples';
import type { GatewayClient } from './client.js';

export const procedures = callList.filter((c) => c.def.transport === 'trpc');

type Callable = { query: (input: unknown) => Promise<unknown>; mutate: (input: unknown) => Promise<unknown> };

/**
 * Calls a procedure by its registry name through the typed client: a mutation for a call that changes state,
 * a query otherwise (the client's proxy answers both names for any path, so the registry decides).
 */
export function invoke(client: GatewayClient, name: ProcedureName | string, input: unknown): Promise<unknown> {
  const entry = callByName.get(name);
  if (!entry) throw new Error(`no procedure ${name}`);
  const proc = (client as unknown as Record<string, Record<string, Callable>>)[entry.domain]?.[entry.key] as Callable;
  return entry.def.changes ? proc.mutate(input) : proc.query(input);
}
