import { FakeData } from '../kit/fake-data.js';
import type { CategorySeeds } from '../kit/seed-context.js';
import { Rng } from '../util/random.js';
import { type Account, AccountStore, seedAccounts } from './accounts.js';
import { BlobStore } from './blobs.js';
import { IdempotencyStore } from './idempotency.js';
import { Platform } from './platform.js';
import { SessionStore } from './sessions.js';
import { Shop } from './shop.js';
import { PRIMARY_SHOP, SHOPS, shopProfile } from './shops.js';

export type { CategoryRow } from './shop.js';
export { Shop } from './shop.js';

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
  categories?: CategorySeeds;
}

/**
 * The fake upstream's whole memory: sessions, uploaded files, every shop's accounts, and the shops, each with
 * its own business state (state/shop.ts), made on first use. `reset()` puts the business data back to the seed
 * (each shop is made again on its next use); sessions, the random window and stored files survive it, so a
 * test that resets between cases keeps its sign-in and its URLs.
 */
export class State {
  readonly sessions: SessionStore;
  readonly files: BlobStore;
  /** Answers of the calls that change state, by key; a reset forgets them with the data they changed. */
  readonly idempotency = new IdempotencyStore();
  readonly now: () => number;
  /** Every shop's accounts: sign-in finds an account by phone whatever its shop. */
  accounts!: AccountStore;
  /** What the provider keeps for every shop alike; a reset makes it again. */
  platform!: Platform;
  private readonly shops = new Map<number, Shop>();

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
    this.platform = new Platform(this.now);
    this.shops.clear();
  }

  /** A shop's business state, made and seeded on first use. */
  shop(id: number): Shop {
    const made = this.shops.get(id);
    if (made) return made;
    const profile = shopProfile(id);
    const owner = this.accounts.all().find((a) => a.shopId === id && a.description !== '');
    const shop = new Shop(profile, owner?.productIds ?? [], {
      now: this.now,
      platform: this.platform,
      sessions: this.sessions,
      files: this.files,
      idempotency: this.idempotency,
      accounts: this.accounts,
      mediaBase: `/${this.options.bucket}`,
      sizes: this.options.sizes ?? {},
      categories: this.options.categories ?? {},
    });
    this.shops.set(id, shop);
    return shop;
  }

  /** The shop an account works on. */
  shopOf(a: Pick<Account, 'shopId'>): Shop {
    return this.shop(a.shopId);
  }

  /** The first demo account's shop: what tests and the dev routes read when they name no shop. */
  get primary(): Shop {
    return this.shop(PRIMARY_SHOP);
  }

  /** Ids of every shop there is (made or not). */
  shopIds(): number[] {
    return SHOPS.map((s) => s.id);
  }

  /** Ids of the shops made since the last reset (their state is in memory). */
  madeShops(): number[] {
    return [...this.shops.keys()];
  }

  /** The demo accounts (ids 1-6), for the dev routes and the start banner. */
  demoAccounts(): Account[] {
    return this.accounts.all().filter((a) => a.description !== '');
  }
}
