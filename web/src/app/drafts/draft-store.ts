import dayjs from 'dayjs';
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { withoutSecrets } from './secrets';

/** A form's values as the form holds them. */
export type Values = Record<string, unknown>;

/** Whose and which form a draft is: two accounts, shops, pages or records never share one. */
export interface DraftScope {
  /** The signed-in account (its sign-in name). */
  account: string;
  /** The shop and edition the account works in. */
  shop: string;
  /** The page's path; a dialog adds its own name after it ('/order#remark'). */
  route: string;
  /** The record the form edits, or 'new'. */
  record: number | string;
}

/** What was typed and not saved, as kept in this browser. */
export interface Draft {
  values: Values;
  /** The record's version the typing started from (absent for a new record). */
  version?: number;
  /** When it was kept (ms since the epoch). */
  savedAt: number;
  /**
   * Which open form wrote it (an id of one form while it is open, see live.ts): a form is never offered a draft
   * it is writing itself, nor one another live tab is writing now.
   */
  writer?: string;
}

/** Drafts older than this are dropped unread. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 3600 * 1000;
/** Writes of one draft are at most this often, whatever the typing speed. */
export const DRAFT_WRITE_INTERVAL_MS = 1000;

export function draftKey(s: DraftScope): string {
  return JSON.stringify([s.account, s.shop, s.route, String(s.record)]);
}

const MARK = '__draft';

/**
 * A form's values as a draft keeps them: plain data a later visit can read back. Secret fields are left out,
 * dates (dayjs, Date) are kept as marked texts, and what cannot be read back (a picked File not yet uploaded,
 * a function) is left out; an uploaded image is its URL and stays.
 */
export function encodeValues(values: Values): Values {
  return encode(withoutSecrets(values)) as Values;
}

function encode(v: unknown): unknown {
  if (dayjs.isDayjs(v)) return v.isValid() ? { [MARK]: 'dayjs', at: v.toISOString() } : null;
  if (v instanceof Date) return { [MARK]: 'date', at: v.toISOString() };
  if (Array.isArray(v)) return v.map(encode);
  if (typeof v === 'function' || typeof v === 'symbol' || typeof v === 'bigint') return undefined;
  if (typeof v !== 'object' || v === null) return v;
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return undefined;
  const out: Values = {};
  for (const [k, x] of Object.entries(v)) {
    const e = encode(x);
    if (e !== undefined) out[k] = e;
  }
  return out;
}

/** The values a form is given back: marked dates as the form held them. */
export function decodeValues(values: Values): Values {
  return decode(values) as Values;
}

function decode(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(decode);
  if (typeof v !== 'object' || v === null) return v;
  const r = v as Values;
  if (r[MARK] === 'dayjs' && typeof r.at === 'string') return dayjs(r.at);
  if (r[MARK] === 'date' && typeof r.at === 'string') return new Date(r.at);
  const out: Values = {};
  for (const [k, x] of Object.entries(r)) out[k] = decode(x);
  return out;
}

/** Whether two forms' values are the same as a draft would keep them. */
export function sameValues(a: Values, b: Values): boolean {
  return stableJson(encodeValues(a)) === stableJson(encodeValues(b));
}

/** JSON with keys in order, and an absent field equal to an empty one. */
function stableJson(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) => {
    if (typeof x !== 'object' || x === null || Array.isArray(x)) return x;
    const out: Values = {};
    for (const k of Object.keys(x).sort()) {
      const y = (x as Values)[k];
      if (y !== undefined && y !== null && y !== '') out[k] = y;
    }
    return out;
  });
}

function readDraft(stored: unknown): Draft | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const r = stored as Values;
  if (typeof r.savedAt !== 'number' || typeof r.values !== 'object' || r.values === null) return undefined;
  const version = typeof r.version === 'number' ? r.version : undefined;
  const writer = typeof r.writer === 'string' ? r.writer : undefined;
  return {
    values: r.values as Values,
    savedAt: r.savedAt,
    ...(version === undefined ? {} : { version }),
    ...(writer === undefined ? {} : { writer }),
  };
}

export interface DraftStore {
  /** The draft of a scope, unless there is none or it is older than seven days (then it is removed). */
  read(scope: DraftScope): Promise<Draft | undefined>;
  /** Keeps a draft; its values without secrets. */
  write(scope: DraftScope, draft: Draft): Promise<void>;
  remove(scope: DraftScope): Promise<void>;
  /** Removes every draft older than seven days, of any account. */
  purgeExpired(): Promise<void>;
}

/** The drafts in this browser's IndexedDB (one database for every form). */
export function idbDraftStore(db = 'console-drafts', now: () => number = Date.now): DraftStore {
  let store: UseStore | undefined;
  // Opened on first use: a page that never has a draft never opens the database.
  const open = () => {
    store ??= createStore(db, 'drafts');
    return store;
  };
  const expired = (d: Draft) => now() - d.savedAt > DRAFT_MAX_AGE_MS;
  return {
    async read(scope) {
      const key = draftKey(scope);
      const d = readDraft(await get(key, open()));
      if (d && expired(d)) {
        await del(key, open());
        return undefined;
      }
      return d && { ...d, values: decodeValues(d.values) };
    },
    write: (scope, d) => set(draftKey(scope), { ...d, values: encodeValues(d.values) }, open()),
    remove: (scope) => del(draftKey(scope), open()),
    async purgeExpired() {
      const all = await entries(open());
      for (const [key, value] of all) {
        const d = readDraft(value);
        if (!d || expired(d)) await del(key, open());
      }
    },
  };
}

/**
 * One form's draft, written at most once a second: the first change at once, the newest of the changes made
 * meanwhile a second after the last write. Writes and removals run in the order asked, so a save's removal
 * is never overtaken by a write of the typing before it.
 */
export function throttledDraft(
  store: DraftStore,
  scope: DraftScope,
  opts: { interval?: number; now?: () => number; writer?: string } = {},
) {
  const interval = opts.interval ?? DRAFT_WRITE_INTERVAL_MS;
  const now = opts.now ?? Date.now;
  /** What to write next: the values, or null to remove the draft. */
  let pending: { values: Values | null; version?: number } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastWrite = Number.NEGATIVE_INFINITY;
  let chain: Promise<void> = Promise.resolve();
  const run = (step: () => Promise<void>) => {
    // A failed write (storage full, private mode) loses only that draft; the form goes on.
    chain = chain.then(step).catch(() => undefined);
    return chain;
  };
  const writeNow = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const next = pending;
    pending = undefined;
    if (!next) return chain;
    lastWrite = now();
    const { values, version } = next;
    if (values === null) return run(() => store.remove(scope));
    const draft: Draft = {
      values,
      savedAt: lastWrite,
      ...(version === undefined ? {} : { version }),
      ...(opts.writer === undefined ? {} : { writer: opts.writer }),
    };
    return run(() => store.write(scope, draft));
  };
  const schedule = () => {
    if (timer !== undefined) return;
    const wait = lastWrite + interval - now();
    if (wait <= 0) writeNow();
    else timer = setTimeout(writeNow, wait);
  };
  return {
    /** The form's values now, from the version it started at. */
    update(values: Values, version?: number) {
      pending = { values, ...(version === undefined ? {} : { version }) };
      schedule();
    },
    /** The form is back to what it loaded: no draft (throttled like a write). */
    clear() {
      pending = { values: null };
      schedule();
    },
    /** Writes what is waiting now (the page is going away). */
    flush: (): Promise<void> => writeNow(),
    /** Saved or given up: nothing waiting is written, and the draft is removed. */
    remove(): Promise<void> {
      pending = { values: null };
      return writeNow();
    },
    /** Drops what is waiting without writing it. */
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}
