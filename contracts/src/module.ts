import type { CallDef } from './define.js';
import type { DomainNeeds } from './permissions/needs.js';
import { type AnyResource, resourceGroups } from './resource.js';

/** Calls by procedure domain: `{ clue: { list, add, … } }`. */
export type CallGroups = Readonly<Record<string, Readonly<Record<string, CallDef>>>>;

/**
 * One module's contracts (docs/ARCHITECTURE.md, "Add a module"): its resources and its hand-written calls,
 * grouped by procedure domain. The module list (modules/index.ts) names each module once; the registry, the
 * gateway's procedures, the fake upstream's handlers and the tests' samples all follow it.
 */
export interface ContractModule<N extends string = string, C extends CallGroups = CallGroups> {
  name: N;
  calls: C;
  resources: readonly AnyResource[];
  /** What each domain's calls need of the session (permissions/needs.ts): every domain declares it. */
  needs: Readonly<Record<string, DomainNeeds>>;
}

type ResourceCalls<R extends readonly { name: string; calls: object }[]> = {
  [K in R[number] as K['name']]: K['calls'];
};

export function defineModule<
  const N extends string,
  const R extends readonly { name: string; calls: object }[] = [],
  const C extends CallGroups = Record<never, never>,
>(m: {
  name: N;
  resources?: R;
  calls?: C;
  /** Required for every domain, so a call cannot be added without saying what it needs. */
  needs: NoInfer<{ readonly [D in keyof (C & ResourceCalls<R>)]: DomainNeeds<(C & ResourceCalls<R>)[D]> }>;
}): ContractModule<N, C & ResourceCalls<R>> {
  const resources = (m.resources ?? []) as unknown as readonly AnyResource[];
  const own = m.calls ?? ({} as C);
  const fromResources = resourceGroups(...(m.resources ?? []));
  for (const domain of Object.keys(fromResources))
    if (domain in own) throw new Error(`${m.name}: domain '${domain}' is both a resource and a call group`);
  return {
    name: m.name,
    resources,
    calls: { ...own, ...fromResources } as C & ResourceCalls<R>,
    needs: m.needs as Readonly<Record<string, DomainNeeds>>,
  };
}
