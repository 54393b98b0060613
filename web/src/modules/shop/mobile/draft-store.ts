import { type DecorPage, decorPageSchema } from '@console/contracts';
import { createStore, del, get, set } from 'idb-keyval';

/**
 * The designer's copy of a page kept in this browser after every change, so a crash, a reload or a closed tab
 * loses nothing: one record per account and page, removed once the server has the same.
 */
export interface LocalDraft {
  doc: DecorPage;
  name: string;
  /** The server version the changes were made on. */
  baseVersion: number;
  /** When the last change was kept (ms). */
  savedAt: number;
}

/** A stored record as a draft, or undefined when it is not one this designer can open. */
function readDraft(stored: unknown): LocalDraft | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const r = stored as Record<string, unknown>;
  const doc = decorPageSchema.safeParse(r.doc);
  if (!doc.success || typeof r.name !== 'string') return undefined;
  if (!Number.isInteger(r.baseVersion) || typeof r.savedAt !== 'number') return undefined;
  return { doc: doc.data, name: r.name, baseVersion: r.baseVersion as number, savedAt: r.savedAt };
}

export interface DraftStore {
  read(key: string): Promise<LocalDraft | undefined>;
  write(key: string, draft: LocalDraft): Promise<void>;
  remove(key: string): Promise<void>;
}

/** Whose and which page a draft is: drafts of two accounts in one browser never meet. */
export function draftKey(account: string, pageId: number): string {
  return `${account}\u0000${pageId}`;
}

/**
 * The drafts in IndexedDB. A record this version of the designer cannot read (an older shape) is ignored
 * rather than offered, since restoring it would put a page the schema refuses into the designer.
 */
export function idbDraftStore(db = 'console-shop-designer'): DraftStore {
  const store = createStore(db, 'drafts');
  return {
    read: async (key) => readDraft(await get(key, store)),
    write: (key, draft) => set(key, draft, store),
    remove: (key) => del(key, store),
  };
}

/**
 * Whether reopening the page should offer the local draft: it holds something the server's draft does not,
 * and it is not older than the server's (a save from another tab or device after the last local change wins
 * without asking only when the local copy had nothing newer).
 */
export function offersRestore(
  local: LocalDraft | undefined,
  server: { doc: DecorPage; name: string; version: number; updatedAt: number },
): local is LocalDraft {
  if (!local) return false;
  const same = local.name === server.name && JSON.stringify(local.doc) === JSON.stringify(server.doc);
  if (same) return false;
  return local.baseVersion >= server.version || local.savedAt > server.updatedAt;
}

/**
 * Writes drafts in order without queueing every keystroke: while one write is under way, only the newest of
 * the drafts given meanwhile is written after it.
 */
export function draftWriter(store: DraftStore, key: string) {
  let pending: LocalDraft | null = null;
  let running: Promise<void> | null = null;
  const run = async () => {
    try {
      while (pending) {
        const next = pending;
        pending = null;
        await store.write(key, next);
      }
    } finally {
      running = null;
    }
  };
  return {
    write(draft: LocalDraft): Promise<void> {
      pending = draft;
      running ??= run();
      return running;
    },
    /** Resolves once everything given so far is written. */
    flush(): Promise<void> {
      return running ?? Promise.resolve();
    },
  };
}
