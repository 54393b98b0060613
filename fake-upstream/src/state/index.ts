import type { Category } from '@console/contracts';
import { OFFICIAL_CATEGORY_SEED } from '../resources/official-seed.js';
import { type ResourceStores, seedOfficial } from '../resources/official-state.js';
import { type Account, AccountStore, seedAccounts } from './accounts.js';
import { BlobStore } from './blobs.js';
import { type ClueState, seedClues } from './clue-seed.js';
import { type ContentState, seedContent } from './content.js';
import { SessionStore } from './sessions.js';

export interface StateOptions {
  /** How many leads to seed. */
  clueCount: number;
  now: () => number;
  /** Cap of the uploaded-files store. */
  filesCapBytes: number;
}

export interface FeedbackRow {
  accountId: number;
  content: string;
  contact: string | null;
  createdAt: number;
}

export interface ApplyRow {
  accountId: number;
  type: 1 | 2;
  productId: number;
  name: string;
  phone: string;
  createdAt: number;
}

/** Stored categories of one content type; ids are numbers once saved. */
export type CategoryRow = Category & { id: number };

/**
 * The fake upstream's whole memory. `reset()` puts the business data back to the seed; sessions, the random
 * window and stored files survive it, so a test that resets between cases keeps its sign-in and its URLs.
 */
export class State {
  readonly sessions: SessionStore;
  readonly files: BlobStore;
  readonly now: () => number;
  accounts!: AccountStore;
  content!: ContentState;
  clues!: ClueState;
  categories!: Map<string, CategoryRow[]>;
  feedback!: FeedbackRow[];
  applies!: ApplyRow[];
  tiktokSorts!: Map<number, number>;
  /** Stores of the `defineResource` resources (the official-website content), by resource name. */
  resources!: ResourceStores;
  private categoryId = 0;

  constructor(private readonly options: StateOptions) {
    this.now = options.now;
    this.sessions = new SessionStore(options.now);
    this.files = new BlobStore(options.filesCapBytes);
    this.reset();
  }

  reset(): void {
    const now = this.now();
    const accounts = seedAccounts(now);
    this.accounts = new AccountStore(accounts);
    this.content = seedContent(now);
    this.clues = seedClues(this.options.clueCount, accounts, now);
    this.categoryId = 0;
    this.categories = new Map(
      Object.entries(OFFICIAL_CATEGORY_SEED).map(([contentType, names]) => [contentType, this.seedCategories(names)]),
    );
    this.feedback = [];
    this.applies = [];
    this.tiktokSorts = new Map();
    this.resources = seedOfficial(this.now, () => this.categories);
  }

  nextCategoryId(): number {
    return ++this.categoryId;
  }

  /** The demo accounts (ids 1-6), for the dev routes and the start banner. */
  demoAccounts(): Account[] {
    return this.accounts.all().filter((a) => a.description !== '');
  }

  private seedCategories(names: string[]): CategoryRow[] {
    return names.map((name, i) => ({
      id: this.nextCategoryId(),
      name,
      cover: null,
      isShow: '1',
      sort: i + 1,
      isIndex: i === 0 ? '1' : '0',
      type: 1,
    }));
  }
}
