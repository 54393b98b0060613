import { allows, type CallEntry, CODE, type Need } from '@console/contracts';
import type { Caller, Guard } from '../trpc/router.js';
import type { CancelSignal } from '../upstream/cancel.js';
import { envelopeError, forbiddenError } from '../upstream/errors.js';
import type { WhoCallsResolver } from './who-calls.js';

/**
 * Refuses a call whose need (permissions/needs.ts) the session lacks, before anything is forwarded: FORBIDDEN,
 * kind `forbidden`, 没有权限执行此操作. Public and signed-in calls cost nothing here (the upstream checks the
 * session itself); a coded call asks the resolver, which answers from its cache after a session's first call.
 */
export async function checkNeed(
  who: WhoCallsResolver,
  name: string,
  need: Need | null,
  caller: Caller,
  signal: CancelSignal | undefined,
): Promise<void> {
  if (need === null) throw forbiddenError(name);
  if (need.kind !== 'code') return;
  const token = caller.token;
  if (!token) throw envelopeError({ code: CODE.unauthorized }, name);
  const session = await who.resolve({ ...caller, token }, signal);
  if (!allows(session.grants, need)) throw forbiddenError(name);
}

/** The guard of a call that needs a code; none for public and signed-in calls (the upstream checks the session). */
export function guardOf(who: WhoCallsResolver, entry: CallEntry): Guard | undefined {
  if (entry.need?.kind === 'public' || entry.need?.kind === 'signedIn') return undefined;
  return (caller, signal) => checkNeed(who, entry.name, entry.need, caller, signal);
}
