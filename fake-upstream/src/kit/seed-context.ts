import type { Account } from '../state/accounts.js';
import type { Platform } from '../state/platform.js';
import type { ShopProfile } from '../state/shops.js';
import type { Rng } from '../util/random.js';
import type { FakeData } from './fake-data.js';

/**
 * A content type's seeded category names: the same in every shop, or each shop's own from what it is (a mall
 * sells what its shop teaches, in its own categories).
 */
export type CategorySeed = readonly string[] | ((shop: ShopProfile) => readonly string[]);

/** Category seeds by content type. */
export type CategorySeeds = Readonly<Record<string, CategorySeed>>;

/** A shop's accounts, as seeds read them (state/shop.ts keeps them). */
export interface SeedAccounts {
  all(): Account[];
  get(id: number): Account | undefined;
  ofRole(roleId: number): Account[];
}

/** The shop a seed fills: what it is and what it has bought. */
export interface SeedShop {
  readonly id: number;
  readonly profile: ShopProfile;
  readonly productIds: readonly number[];
  has(productId: number): boolean;
}

/** What holds the modules' states (a shop of the fake upstream: state/shop.ts), as modules see it. */
export interface ModuleHost {
  /** A module's state, seeded on first use. */
  module<S>(name: string, seed: (ctx: SeedContext) => S): S;
  /** Forgets a module's state; it is seeded again on next use. */
  drop(name: string): void;
  /** The fake's clock. */
  now: () => number;
  /** What the provider keeps for every shop alike (`platformState`). */
  readonly platform: Platform;
}

/** What a module's seed may use: the clock, the accounts, other modules' state, a deterministic source. */
export interface SeedContext {
  /** When the seed runs. */
  now: number;
  /** The fake's clock, for stores that stamp later changes. */
  clock: () => number;
  /** The shop's accounts. */
  accounts: SeedAccounts;
  /** The shop's state, to read another module's (`otherFake.of(ctx)` seeds it first when needed). */
  state: ModuleHost;
  /**
   * The shop being seeded: its city and courses (`fake` already speaks of them) and its products
   * (`shop.has(PRODUCTS.mall)`: a shop that has not bought a product has no data of it).
   */
  shop: SeedShop;
  /** A realistic-value generator whose sequence depends only on `salt` and the shop: the same data on every start. */
  fake(salt: number): FakeData;
  rng(salt: number): Rng;
  /** `/{bucket}` of the OSS emulator, where seed media are (kit/seed-media.ts). */
  mediaBase: string;
  /** Saved category ids of a content type (category fields of seeded items pick among them). */
  categoryIds(contentType: string): number[];
  /** A seed size the start options may change (benchmarks seed 200 000 orders); `fallback` otherwise. */
  size(key: string, fallback: number): number;
}
