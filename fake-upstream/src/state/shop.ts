import type { Category } from '@console/contracts';
import { FakeData } from '../kit/fake-data.js';
import type { CategorySeeds, ModuleHost, SeedContext } from '../kit/seed-context.js';
import type { ResourceStore } from '../kit/store.js';
import type { Versioned } from '../kit/versioned.js';
import { Rng } from '../util/random.js';
import type { Account, AccountStore } from './accounts.js';
import type { BlobStore } from './blobs.js';
import type { IdempotencyStore } from './idempotency.js';
import type { Platform } from './platform.js';
import { createRoleStore, grantsOf, type RoleGrants, type RoleRow, roleRow } from './roles.js';
import type { SessionStore } from './sessions.js';
import { PRIMARY_SHOP, type ShopProfile } from './shops.js';

/** Stored categories of one content type; ids are numbers once saved. */
export type CategoryRow = Category & { id: number };

/** A content type's category list as one record: saved whole, versioned whole (issue 28). */
export interface CategoryListState extends Versioned {
  updateTime?: string;
}

/** What a shop shares with the whole fake upstream: the clock, the sign-in services and the stores of bytes. */
export interface ShopServices {
  now: () => number;
  platform: Platform;
  sessions: SessionStore;
  files: BlobStore;
  idempotency: IdempotencyStore;
  /** Every account of every shop: a shop sees its own through `Shop.accounts`. */
  accounts: AccountStore;
  /** `/{bucket}` of the OSS emulator, where the seed's media are. */
  mediaBase: string;
  /** Seed sizes by key (benchmarks); modules default their own. */
  sizes: Readonly<Record<string, number>>;
  /** Each content type's seeded category names. */
  categories: CategorySeeds;
}

/**
 * One customer of the business API: its accounts, roles, categories and every module's state. Nothing here is
 * reachable from another shop: a handler's `ctx.state` is the caller's shop, so another shop's id is simply not
 * found. Each module's state is seeded on first use from the shop's own deterministic source (the primary shop
 * keeps the salts the seeds name, so its data is the one the tests and the README know).
 */
export class Shop implements ModuleHost {
  readonly now: () => number;
  readonly platform: Platform;
  readonly sessions: SessionStore;
  readonly files: BlobStore;
  readonly idempotency: IdempotencyStore;
  /** The shop's accounts only. */
  readonly accounts: ShopAccounts;
  /** The shop's roles (the `role` resource's store): sign-in gives an account its role's codes. */
  readonly roles: ResourceStore;
  /** Categories by content type: shared by every module of the shop whose content is categorised. */
  readonly categories: Map<string, CategoryRow[]>;
  /** Each content type's list as a whole, which the editor saves in one piece: its version and last save. */
  private readonly categoryLists = new Map<string, CategoryListState>();
  private categoryId = 0;
  private readonly modules = new Map<string, unknown>();
  /** Modules being seeded now: one that reads itself while seeding is a mistake worth a clear error. */
  private readonly seeding = new Set<string>();

  constructor(
    readonly profile: ShopProfile,
    /** The products of the shop's owner: what the shop has bought shapes what its data holds. */
    readonly productIds: readonly number[],
    private readonly services: ShopServices,
  ) {
    this.now = services.now;
    this.platform = services.platform;
    this.sessions = services.sessions;
    this.files = services.files;
    this.idempotency = services.idempotency;
    this.accounts = new ShopAccounts(services.accounts, profile.id);
    this.roles = createRoleStore(
      this.now,
      (roleId) => this.accounts.ofRole(roleId).length,
      profile.id === PRIMARY_SHOP ? profile.campuses : [],
    );
    this.categories = new Map(
      Object.entries(services.categories).map(([contentType, seed]) => [
        contentType,
        (typeof seed === 'function' ? seed(profile) : seed).map((name, i) => ({
          id: this.nextCategoryId(),
          name,
          cover: null,
          isShow: '1' as const,
          sort: i + 1,
          isIndex: i === 0 ? '1' : '0',
          type: 1,
        })),
      ]),
    );
  }

  get id(): number {
    return this.profile.id;
  }

  /** Whether the shop has bought a product (its data holds that product's records only then). */
  has(productId: number): boolean {
    return this.productIds.includes(productId);
  }

  nextCategoryId(): number {
    return ++this.categoryId;
  }

  /** A content type's list as a whole (version 1 until its first save). */
  categoryList(contentType: string): CategoryListState {
    let list = this.categoryLists.get(contentType);
    if (!list) {
      list = { version: 1 };
      this.categoryLists.set(contentType, list);
    }
    return list;
  }

  /** Saved category ids of a content type. */
  categoryIds(contentType: string): number[] {
    return (this.categories.get(contentType) ?? []).map((c) => c.id);
  }

  /** A module's state, seeded on first use. */
  module<S>(name: string, seed: (ctx: SeedContext) => S): S {
    if (this.modules.has(name)) return this.modules.get(name) as S;
    if (this.seeding.has(name)) throw new Error(`module ${name} reads its own state while seeding it`);
    this.seeding.add(name);
    try {
      const value = seed(this.seedContext());
      this.modules.set(name, value);
      return value;
    } finally {
      this.seeding.delete(name);
    }
  }

  /** Forgets a module's state; it is seeded again on next use. */
  drop(name: string): void {
    this.modules.delete(name);
  }

  /** A role of the shop by id; undefined when there is none. */
  role(id: number): RoleRow | undefined {
    const row = this.roles.all().find((r) => r.id === id && !r.recycled);
    return row && roleRow(row);
  }

  /** What an account signs in with: its role's roles, resources and permissions. */
  grants(a: Account): RoleGrants {
    return grantsOf(this.role(a.roleId));
  }

  /**
   * The salt a module's seed names, made the shop's own: the primary shop keeps it as it is, another shop
   * gets a different sequence from the same salt.
   */
  private salt(salt: number): number {
    return this.id === PRIMARY_SHOP ? salt : Math.imul(salt ^ (this.id * 0x9e3779b1), 0x85ebca6b) ^ this.id;
  }

  private seedContext(): SeedContext {
    const { mediaBase, sizes } = this.services;
    return {
      now: this.now(),
      clock: this.now,
      accounts: this.accounts,
      state: this,
      shop: this,
      fake: (salt) => new FakeData(new Rng(this.salt(salt)), this.now(), mediaBase, this.profile),
      mediaBase,
      categoryIds: (contentType) => this.categoryIds(contentType),
      rng: (salt) => new Rng(this.salt(salt)),
      size: (key, fallback) => sizes[key] ?? fallback,
    };
  }
}

/**
 * The accounts of one shop, over the store of all accounts: reads see only the shop's; ids and phones stay
 * unique across every shop (a phone number signs in to one account).
 */
export class ShopAccounts {
  constructor(
    private readonly store: AccountStore,
    readonly shopId: number,
  ) {}

  all(): Account[] {
    return this.store.all().filter((a) => a.shopId === this.shopId);
  }

  get(id: number): Account | undefined {
    const a = this.store.get(id);
    return a?.shopId === this.shopId ? a : undefined;
  }

  /** The shop's account with this phone. */
  byPhone(phone: string): Account | undefined {
    const a = this.store.byPhone(phone);
    return a?.shopId === this.shopId ? a : undefined;
  }

  /** Whether any shop's account signs in with this phone (a phone can hold one account only). */
  phoneTaken(phone: string): boolean {
    return this.store.byPhone(phone) !== undefined;
  }

  allocateId(): number {
    return this.store.allocateId();
  }

  put(a: Account): void {
    if (a.shopId !== this.shopId) throw new Error(`account ${a.id} is not of shop ${this.shopId}`);
    this.store.put(a);
  }

  remove(id: number): boolean {
    return this.get(id) !== undefined && this.store.remove(id);
  }

  ofRole(roleId: number): Account[] {
    return this.all().filter((a) => a.roleId === roleId);
  }
}
