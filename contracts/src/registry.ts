import type { CallDef } from './define.js';
import type { ContractModule } from './module.js';
import { CONTRACT_MODULES } from './modules/index.js';
import { type Need, needOf } from './permissions/needs.js';

type Merge<T> = T extends readonly [infer H extends { calls: object }, ...infer Rest]
  ? H['calls'] & Merge<Rest>
  : unknown;
type Flat<T> = { [K in keyof T]: T[K] };

/**
 * Every upstream call, grouped by procedure domain, merged from the module list. The gateway's procedures are
 * `{domain}.{name}`, the fake upstream serves the same paths, and the tests iterate this one registry.
 */
export type Calls = Flat<Merge<typeof CONTRACT_MODULES>>;

function merge(modules: readonly ContractModule[]): Calls {
  const out: Record<string, unknown> = {};
  const owner = new Map<string, string>();
  for (const m of modules) {
    for (const [domain, group] of Object.entries(m.calls)) {
      const taken = owner.get(domain);
      if (taken) throw new Error(`procedure domain '${domain}' is declared by both ${taken} and ${m.name}`);
      owner.set(domain, m.name);
      out[domain] = group;
    }
  }
  return out as Calls;
}

export const calls: Calls = merge(CONTRACT_MODULES);

/** A procedure's name, `{domain}.{name}`, as the gateway serves it and `callByName` knows it. */
export type ProcedureName = {
  [D in keyof Calls & string]: `${D}.${keyof Calls[D] & string}`;
}[keyof Calls & string];

export interface CallEntry {
  /** `{domain}.{name}`, the tRPC procedure path. */
  name: string;
  domain: string;
  key: string;
  def: CallDef;
  /** The module that declares it. */
  module: string;
  /** What the session needs to make it (the module's `needs`; null only while a module forgets one). */
  need: Need | null;
}

export const callList: readonly CallEntry[] = CONTRACT_MODULES.flatMap((m: ContractModule) =>
  Object.entries(m.calls).flatMap(([domain, group]) =>
    Object.entries(group).map(([key, def]) => {
      const declared = m.needs[domain];
      const need = declared ? needOf(declared, key, def) : null;
      return { name: `${domain}.${key}`, domain, key, def, module: m.name, need };
    }),
  ),
);

export const callByName: ReadonlyMap<string, CallEntry> = new Map(callList.map((c) => [c.name, c]));

/** Every resource of every module. */
export const allResources = CONTRACT_MODULES.flatMap((m: ContractModule) => m.resources);
