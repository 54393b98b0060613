import { allows, callByName, grantSet, type ProcedureName } from '@console/contracts';
import { useCallback } from 'react';
import type { AccessSubject } from '../access';
import { useSession } from '../store';

/**
 * Whether a session may make the call `name`: the call's own declared need (contracts' module `needs`), the
 * same answer the gateway and the upstream give. A button that makes a call shows by this, so a button and
 * the call behind it cannot disagree (issue 29); an undeclared call is refused, as the gateway refuses it.
 */
export function canCall(name: string, s: AccessSubject | null): boolean {
  const need = callByName.get(name)?.need;
  if (!need) return false;
  return allows(s ? grantSet(s) : null, need);
}

/**
 * Whether the signed-in person may make the call `name`, and each of `more` (a button that makes several:
 * look up then write off); see `canCall`. Buttons of those calls show by it.
 */
export function useCan(name: ProcedureName, ...more: ProcedureName[]): boolean {
  const session = useSession();
  return [name, ...more].every((n) => canCall(n, session));
}

/** `canCall` for the signed-in person, for calls named at run time (an engine list's calls by resource). */
export function useCanCall(): (name: string) => boolean {
  const session = useSession();
  return useCallback((name: string) => canCall(name, session), [session]);
}
