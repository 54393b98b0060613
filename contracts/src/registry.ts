import { clueCalls } from './calls/clue.js';
import { homeCalls } from './calls/home.js';
import { checkCalls, mediaCalls } from './calls/media.js';
import { profileCalls, sessionCalls, userCalls } from './calls/session.js';
import type { CallDef } from './define.js';
import { resourceGroups } from './resource.js';
import { categoryCalls } from './resources/category.js';
import { officialResources } from './resources/official/index.js';

/**
 * Every upstream call, grouped by domain. The gateway's procedures are `{domain}.{name}`, the fake upstream
 * serves the same paths, and the tests iterate this one registry.
 */
export const calls = {
  session: sessionCalls,
  user: userCalls,
  profile: profileCalls,
  home: homeCalls,
  media: mediaCalls,
  check: checkCalls,
  clue: clueCalls,
  category: categoryCalls,
  // Resources (`defineResource`): each is a domain of its own, with the CRUD calls its actions bring.
  ...resourceGroups(...officialResources),
} as const;
export type Calls = typeof calls;

export interface CallEntry {
  /** `{domain}.{name}`, the tRPC procedure path. */
  name: string;
  domain: string;
  key: string;
  def: CallDef;
}

export const callList: readonly CallEntry[] = Object.entries(calls).flatMap(([domain, group]) =>
  Object.entries(group as Record<string, CallDef>).map(([key, def]) => ({
    name: `${domain}.${key}`,
    domain,
    key,
    def,
  })),
);

export const callByName: ReadonlyMap<string, CallEntry> = new Map(callList.map((c) => [c.name, c]));
