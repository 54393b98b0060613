import type { Category } from '@console/contracts';
import { FakeData } from '../kit/fake-data.js';
import type { ModuleHost, SeedContext } from '../kit/seed-context.js';
import type { ResourceStore } from '../kit/store.js';
import { Rng } from '../util/random.js';
import { type Account, AccountStore, seedAccounts } from './accounts.js';
import { BlobStore } from './blobs.js';
import { IdempotencyStore } from './idempotency.js';
import { createRoleStore, grantsOf, type RoleGrants, type RoleRow, roleRow } from './roles.js';
import { SessionStore } from './sessions.js';

/** Salt of the generated staff accounts: the same staff on every start. */
const ACCOUNTS_SALT = 800_301;

export interface StateOptions {
  now: () => number;
  /** Cap of the uploaded-files store. */
  filesCapBytes: number;
  /** Seed sizes by key (`clues`, `mall.products`, …), for benchmarks; modules default their own. */
  sizes?: Readonly<Record<string, number>>;
  /** The OSS emulator's bucket, where the seed's media are served. */
  bucket: string;
  /** Each content type's seeded category names, from the modules that own the content types. */
  categories?: Readonly<Record<string, readonly string[]>>;
}

/** Stored categories of one content type; ids are numbers once saved. */
export type CategoryRow = Category & { id: number };

/**
 * The fake upstream's whole memory: sessions, uploaded files, the accounts and their roles, and each module's
 * state by name. `reset()` puts the business data back to the seed (each module is seeded again on its next use);
 * sessions, the random window and stored files survive it, so a test that resets between cases keeps its
 * sign-in and its URLs.
 */
export class State implements ModuleHost {
  readonly sessions: SessionStore;
  readonly files: BlobStore;
  /** Answers of idempotent calls by key; a reset forgets them with the data they changed. */
  readonly idempotency = new IdempotencyStore();
  readonly now: () => number;
  accounts!: AccountStore;
  /** The shop's roles (the `role` resource's store): sign-in gives an account its role's codes. */
  roles!: ResourceStore;
  /** Categories by content type: shared by every module whose content is categorised. */
  categories!: Map<string, CategoryRow[]>;
  private categoryId = 0;
  private readonly modules = new Map<string, unknown>();
  /** Modules being seeded now: one that reads itself while seeding is a mistake worth a clear error. */
  private readonly seeding = new Set<string>();

  constructor(private readonly options: StateOptions) {
    this.now = options.now;
    this.sessions = new SessionStore(options.now);
    this.files = new BlobStore(options.filesCapBytes);
    this.reset();
  }

  reset(): void {
    this.idempotency.clear();
    const now = this.now();
    this.accounts = new AccountStore(
      seedAccounts(now, new FakeData(new Rng(ACCOUNTS_SALT), now, `/${this.options.bucket}`)),
    );
    this.roles = createRoleStore(this.now, (roleId) => this.accounts.ofRole(roleId).length);
    this.categoryId = 0;
    this.categories = new Map(
      Object.entries(this.options.categories ?? {}).map(([contentType, names]) => [
        contentType,
        names.map((name, i) => ({
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
    this.modules.clear();
  }

  nextCategoryId(): number {
    return ++this.categoryId;
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

  /** A role by id; undefined when there is none. */
  role(id: number): RoleRow | undefined {
    const row = this.roles.all().find((r) => r.id === id && !r.recycled);
    return row && roleRow(row);
  }

  /** What an account signs in with: its role's roles, resources and permissions. */
  grants(a: Account): RoleGrants {
    return grantsOf(this.role(a.roleId));
  }

  /** The demo accounts (ids 1-6), for the dev routes and the start banner. */
  demoAccounts(): Account[] {
    return this.accounts.all().filter((a) => a.description !== '');
  }

  private seedContext(): SeedContext {
    const sizes = this.options.sizes ?? {};
    return {
      now: this.now(),
      clock: this.now,
      accounts: this.accounts,
      state: this,
      fake: (salt) => new FakeData(new Rng(salt), this.now(), `/${this.options.bucket}`),
      mediaBase: `/${this.options.bucket}`,
      categoryIds: (contentType) => this.categoryIds(contentType),
      rng: (salt) => new Rng(salt),
      size: (key, fallback) => sizes[key] ?? fallback,
    };
  }
}
