import { SUPER_ROLE } from '../constants.js';
import type { CallDef } from '../define.js';

/**
 * What a call needs of the session (docs/ARCHITECTURE.md, "Permissions"): nothing (`public`: the ways in), a
 * session (`signedIn`: the personal centre — my account, password, WeChat binding, sign-out, help, notices —
 * and the shared pickers and uploads), or one of some permission codes.
 */
export type Need =
  | { readonly kind: 'public' }
  | { readonly kind: 'signedIn' }
  | { readonly kind: 'code'; readonly anyOf: readonly number[] };

export const PUBLIC: Need = { kind: 'public' };
export const SIGNED_IN: Need = { kind: 'signedIn' };
/** Needs one of `codes` (a page's code, a button's code; more than one where pages share the call). */
export const code = (...codes: number[]): Need => {
  if (codes.length === 0) throw new Error('a coded need names at least one code');
  return { kind: 'code', anyOf: codes };
};

/**
 * One procedure domain's needs: a single need for all its calls, or reads and changes apart (a module's reads
 * need its code, its changes the page's), with calls named one by one where a button guards them.
 */
export type DomainNeeds<G = Record<string, unknown>> =
  | Need
  | { readonly read: Need; readonly write: Need; readonly calls?: { readonly [K in keyof G]?: Need } };

const isNeed = (d: DomainNeeds): d is Need => 'kind' in d;

/** The need of call `key` of a domain declared with `d`. */
export function needOf(d: DomainNeeds, key: string, def: Pick<CallDef, 'changes'>): Need {
  if (isNeed(d)) return d;
  return (d.calls as Record<string, Need | undefined> | undefined)?.[key] ?? (def.changes ? d.write : d.read);
}

/** What a session holds: the login content's roles and codes (resource codes count by absolute value). */
export interface Grants {
  readonly roles: readonly string[];
  readonly resources: readonly string[];
  readonly permissions: readonly string[];
}

/** The codes a session holds, as numbers (absolute values), with whether it is the super role. */
export interface GrantSet {
  readonly super: boolean;
  readonly codes: ReadonlySet<number>;
}

export function grantSet(g: Grants): GrantSet {
  const codes = new Set<number>();
  for (const c of [...g.resources, ...g.permissions]) {
    const n = Number.parseInt(String(c).trim(), 10);
    if (Number.isFinite(n)) codes.add(Math.abs(n));
  }
  return { super: g.roles.includes(SUPER_ROLE), codes };
}

/**
 * Whether a session with `g` may make a call that needs `need` (spec §6: the super role 100 may do
 * everything; others need the code among their resources or permissions). `null` grants mean no session.
 */
export function allows(g: GrantSet | null, need: Need): boolean {
  if (need.kind === 'public') return true;
  if (!g) return false;
  if (need.kind === 'signedIn' || g.super) return true;
  return need.anyOf.some((c) => g.codes.has(c));
}
