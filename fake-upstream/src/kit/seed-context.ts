import type { AccountStore } from '../state/accounts.js';
import type { Rng } from '../util/random.js';
import type { FakeData } from './fake-data.js';

/** What holds the modules' states (the fake upstream's `State`), as modules see it. */
export interface ModuleHost {
  /** A module's state, seeded on first use. */
  module<S>(name: string, seed: (ctx: SeedContext) => S): S;
  /** Forgets a module's state; it is seeded again on next use. */
  drop(name: string): void;
  /** The fake's clock. */
  now: () => number;
}

/** What a module's seed may use: the clock, the accounts, other modules' state, a deterministic source. */
export interface SeedContext {
  /** When the seed runs. */
  now: number;
  /** The fake's clock, for stores that stamp later changes. */
  clock: () => number;
  accounts: AccountStore;
  /** The state, to read another module's (`otherFake.of(ctx)` seeds it first when needed). */
  state: ModuleHost;
  /** A realistic-value generator whose sequence depends only on `salt`: the same data on every start. */
  fake(salt: number): FakeData;
  rng(salt: number): Rng;
  /** `/{bucket}` of the OSS emulator, where seed media are (kit/seed-media.ts). */
  mediaBase: string;
  /** Saved category ids of a content type (category fields of seeded items pick among them). */
  categoryIds(contentType: string): number[];
  /** A seed size the start options may change (benchmarks seed 200 000 orders); `fallback` otherwise. */
  size(key: string, fallback: number): number;
}
