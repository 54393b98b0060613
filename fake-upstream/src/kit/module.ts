import type { ContractModule } from '@console/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallContext, HandlersOf } from './handlers.js';
import type { CategorySeeds, ModuleHost, SeedContext } from './seed-context.js';

export type { ModuleHost, SeedContext };

/** Whatever carries the state: a handler's or a seed's context, or the state itself. */
export type StateHolder = { state: ModuleHost } | ModuleHost;

const hostOf = (holder: StateHolder): ModuleHost => ('module' in holder ? holder : holder.state);

/** The shop a control route acts on. */
export type DevHost = (req: FastifyRequest) => ModuleHost;

/** A module's state: its name, its seed, and the accessor its handlers and other modules read it with. */
export interface ModuleState<S> {
  name: string;
  seed(ctx: SeedContext): S;
  /** The state, seeded on first use after a start or a reset. */
  of(holder: StateHolder): S;
}

/**
 * Declares a module's state. A module's handlers (and modules that read it, such as the overview reading
 * the leads) take it with `xState.of(ctx)`; the seed runs again on the first use after a reset.
 */
export function moduleState<S>(name: string, seed: (ctx: SeedContext) => S): ModuleState<S> {
  return { name, seed, of: (holder) => hostOf(holder).module(name, seed) };
}

/** Something the provider keeps for every shop alike: one copy whichever shop's call reads it. */
export interface PlatformState<S> {
  name: string;
  of(holder: StateHolder): S;
}

export function platformState<S>(name: string, seed: (now: number) => S): PlatformState<S> {
  return { name, of: (holder) => hostOf(holder).platform.value(name, seed) };
}

/**
 * One module of the fake upstream (docs/ARCHITECTURE.md, "Add a module"): its state and a handler for every
 * call of its contracts. The module list (modules/index.ts) names each once.
 */
export interface FakeModule {
  name: string;
  /** Handlers by procedure name (`teacher.list`). */
  handlers: Readonly<Record<string, (input: never, ctx: CallContext) => unknown>>;
  /** Builds the module's state from its seed (the data every start and reset begins with). */
  seed(ctx: SeedContext): unknown;
  /** Puts the module back to its seed (it is seeded again on next use). */
  reset(host: ModuleHost): void;
  /**
   * Control routes of its own under `/__dev/{name}/` (tests and local development); `host(req)` is the shop the
   * request names (`?shop=2`), the primary shop when it names none.
   */
  routes?: (app: FastifyInstance, host: DevHost) => void;
  /** Seeded category names of the content types the module owns. */
  categories: CategorySeeds;
}

export function defineFakeModule<C extends ContractModule>(
  contract: C,
  m: {
    /** The module's state; absent for modules that keep none of their own (sign-in keeps the accounts). */
    state?: ModuleState<unknown>;
    handlers: HandlersOf<C['calls']>;
    routes?: (app: FastifyInstance, host: DevHost) => void;
    /** Seeded category names of the content types the module owns (`{ [contentType]: names }`). */
    categories?: CategorySeeds;
  },
): FakeModule {
  if (m.state && m.state.name !== contract.name)
    throw new Error(`fake module ${contract.name} keeps state named ${m.state.name}`);
  const nested = m.handlers as Record<string, Record<string, (input: never, ctx: CallContext) => unknown>>;
  const handlers: Record<string, (input: never, ctx: CallContext) => unknown> = {};
  for (const [domain, group] of Object.entries(contract.calls)) {
    for (const key of Object.keys(group)) {
      const fn = nested[domain]?.[key];
      if (!fn) throw new Error(`fake module ${contract.name} has no handler for ${domain}.${key}`);
      handlers[`${domain}.${key}`] = fn;
    }
  }
  return {
    name: contract.name,
    handlers,
    seed: (ctx) => m.state?.seed(ctx),
    reset: (host) => host.drop(contract.name),
    routes: m.routes,
    categories: m.categories ?? {},
  };
}
