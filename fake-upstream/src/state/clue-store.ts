import type { CLUE_SCOPES } from '@console/contracts';
import { formatDate } from '../util/time.js';

export interface ClueRow {
  id: number;
  name: string;
  phone: string;
  sex: 0 | 1 | 2;
  source: number;
  status: number;
  tagIds: number[];
  followUserId: number | null;
  intention: string | null;
  remark: string | null;
  isPro: 0 | 1;
  createdAt: number;
  lastFollowAt: number | null;
  nextFollowAt: number | null;
  recycled: boolean;
  clientType: number | null;
}

export type ClueScope = (typeof CLUE_SCOPES)[number];

export interface ClueQuery {
  scope: ClueScope;
  recycled: boolean;
  /** The signed-in account, for the 'my' scope. */
  userId: number;
  /** 'YYYY-MM-DD' of today (China time), for the 'today' scope. */
  today: string;
  status?: number;
  source?: number;
  /** A second-level tag, or a group: then any of its children matches. */
  tagIds?: ReadonlySet<number>;
  followUserId?: number;
  /** Inclusive bounds on createdAt, in ms. */
  from?: number;
  to?: number;
  keyword?: string;
}

/** The status the appointment list shows: leads that booked a visit. */
export const APPOINTMENT_STATUS = 3;

type Indexed = 'followUserId' | 'status' | 'tagIds' | 'nextFollowAt' | 'recycled' | 'phone';

/**
 * Leads with the indexes a filtered page needs. Ids grow with creation time (new leads get the next id and a
 * creation time no earlier than the last), so `order` — every id, ascending — is also creation order: a
 * page "newest first" is read from its end, and a date range is a binary-searched slice of it. Filters pick
 * the smallest index set that applies; only that set is ever sorted, never the whole store.
 */
export class ClueStore {
  private readonly rows = new Map<number, ClueRow>();
  private readonly order: number[] = [];
  private readonly byFollow = new Map<number | null, Set<number>>();
  private readonly byStatus = new Map<number, Set<number>>();
  private readonly byTag = new Map<number, Set<number>>();
  private readonly byNextDay = new Map<string, Set<number>>();
  private readonly recycledIds = new Set<number>();
  private readonly byPhone = new Map<string, number>();
  private readonly createdPerDay = new Map<string, number>();
  private lastId = 0;
  private lastCreatedAt = 0;

  get size(): number {
    return this.rows.size;
  }

  get(id: number): ClueRow | undefined {
    return this.rows.get(id);
  }

  idByPhone(phone: string): number | undefined {
    return this.byPhone.get(phone);
  }

  /** Ids of the leads (recycled or not) that `userId` follows; null for the public pool. */
  idsFollowedBy(userId: number | null): number[] {
    return [...(this.byFollow.get(userId) ?? [])];
  }

  /** Ids of the leads carrying a tag. */
  idsTagged(tagId: number): number[] {
    return [...(this.byTag.get(tagId) ?? [])];
  }

  /** Leads created on a day ('YYYY-MM-DD'), recycled or not. */
  createdOn(day: string): number {
    return this.createdPerDay.get(day) ?? 0;
  }

  /** Adds a lead; id and creation time are assigned here to keep the order invariant. */
  insert(data: Omit<ClueRow, 'id'>): ClueRow {
    const row: ClueRow = { ...data, id: ++this.lastId, createdAt: Math.max(data.createdAt, this.lastCreatedAt) };
    this.lastCreatedAt = row.createdAt;
    this.rows.set(row.id, row);
    this.order.push(row.id);
    this.index(row, 1);
    const day = formatDate(row.createdAt);
    this.createdPerDay.set(day, (this.createdPerDay.get(day) ?? 0) + 1);
    return row;
  }

  /** Changes fields of a lead, keeping every index in step. */
  patch(id: number, changes: Partial<Omit<ClueRow, 'id' | 'createdAt'>>): ClueRow {
    const row = this.rows.get(id);
    if (!row) throw new Error(`no lead ${id}`);
    const touchesIndex = (Object.keys(changes) as Array<keyof ClueRow>).some((k) => INDEXED.has(k as Indexed));
    if (touchesIndex) this.index(row, -1);
    Object.assign(row, changes);
    if (touchesIndex) this.index(row, 1);
    return row;
  }

  delete(id: number): boolean {
    const row = this.rows.get(id);
    if (!row) return false;
    this.index(row, -1);
    this.rows.delete(id);
    const at = lowerBound(this.order, id, (x) => x);
    if (this.order[at] === id) this.order.splice(at, 1);
    return true;
  }

  /** Every lead matching `q`, newest first (the export). */
  *scan(q: ClueQuery): Generator<ClueRow> {
    const match = this.matcher(q);
    const [lo, hi] = this.range(q);
    for (let i = hi - 1; i >= lo; i--) {
      const row = this.rows.get(this.order[i] as number) as ClueRow;
      if (match(row)) yield row;
    }
  }

  /** One page of the leads matching `q`, newest first, and how many match in all. */
  page(q: ClueQuery, page: number, size: number): { list: ClueRow[]; total: number } {
    const offset = (page - 1) * size;
    const [lo, hi] = this.range(q);
    const candidates = this.smallestIndex(q);
    const match = this.matcher(q);

    if (candidates && candidates.size < hi - lo) {
      const ids: number[] = [];
      for (const id of candidates) if (match(this.rows.get(id) as ClueRow)) ids.push(id);
      ids.sort((a, b) => b - a);
      return { list: ids.slice(offset, offset + size).map((id) => this.rows.get(id) as ClueRow), total: ids.length };
    }
    const onlyLiveness = this.onlyLiveness(q) && lo === 0 && hi === this.order.length;
    const list: ClueRow[] = [];
    let total = 0;
    for (let i = hi - 1; i >= lo; i--) {
      const row = this.rows.get(this.order[i] as number) as ClueRow;
      if (!match(row)) continue;
      if (total >= offset && list.length < size) list.push(row);
      total++;
      // Without other filters the count is known from the recycle set: stop once the page is full.
      if (onlyLiveness && list.length === size) break;
    }
    if (onlyLiveness) total = q.recycled ? this.recycledIds.size : this.rows.size - this.recycledIds.size;
    return { list, total };
  }

  private onlyLiveness(q: ClueQuery): boolean {
    return (
      q.scope === 'total' &&
      q.status === undefined &&
      q.source === undefined &&
      q.tagIds === undefined &&
      q.followUserId === undefined &&
      !q.keyword
    );
  }

  /** The slice of `order` whose creation times fall in [from, to]. */
  private range(q: ClueQuery): [number, number] {
    const at = (i: number) => (this.rows.get(this.order[i] as number) as ClueRow).createdAt;
    const lo = q.from === undefined ? 0 : lowerBoundIndex(this.order.length, (i) => at(i) < (q.from as number));
    const hi =
      q.to === undefined ? this.order.length : lowerBoundIndex(this.order.length, (i) => at(i) <= (q.to as number));
    return [lo, Math.max(lo, hi)];
  }

  private smallestIndex(q: ClueQuery): ReadonlySet<number> | undefined {
    const sets: Array<ReadonlySet<number> | undefined> = [];
    if (q.recycled) sets.push(this.recycledIds);
    if (q.scope === 'my') sets.push(this.byFollow.get(q.userId) ?? EMPTY);
    if (q.scope === 'pool') sets.push(this.byFollow.get(null) ?? EMPTY);
    if (q.scope === 'today') sets.push(this.byNextDay.get(q.today) ?? EMPTY);
    if (q.scope === 'appointment') sets.push(this.byStatus.get(APPOINTMENT_STATUS) ?? EMPTY);
    if (q.followUserId !== undefined) sets.push(this.byFollow.get(q.followUserId) ?? EMPTY);
    if (q.status !== undefined) sets.push(this.byStatus.get(q.status) ?? EMPTY);
    if (q.tagIds?.size === 1) sets.push(this.byTag.get([...q.tagIds][0] as number) ?? EMPTY);
    let best: ReadonlySet<number> | undefined;
    for (const s of sets) if (s && (!best || s.size < best.size)) best = s;
    return best;
  }

  private matcher(q: ClueQuery): (r: ClueRow) => boolean {
    const kw = q.keyword?.trim();
    return (r) =>
      r.recycled === q.recycled &&
      (q.scope !== 'my' || r.followUserId === q.userId) &&
      (q.scope !== 'pool' || r.followUserId === null) &&
      (q.scope !== 'today' || (r.nextFollowAt !== null && formatDate(r.nextFollowAt) === q.today)) &&
      (q.scope !== 'appointment' || r.status === APPOINTMENT_STATUS) &&
      (q.status === undefined || r.status === q.status) &&
      (q.source === undefined || r.source === q.source) &&
      (q.followUserId === undefined || r.followUserId === q.followUserId) &&
      (q.from === undefined || r.createdAt >= q.from) &&
      (q.to === undefined || r.createdAt <= q.to) &&
      (q.tagIds === undefined || r.tagIds.some((t) => (q.tagIds as ReadonlySet<number>).has(t))) &&
      (!kw || r.name.includes(kw) || r.phone.includes(kw));
  }

  private index(row: ClueRow, dir: 1 | -1): void {
    const edit = <K>(map: Map<K, Set<number>>, key: K) => {
      let set = map.get(key);
      if (dir === 1) {
        if (!set) map.set(key, (set = new Set()));
        set.add(row.id);
      } else if (set) {
        set.delete(row.id);
        if (set.size === 0) map.delete(key);
      }
    };
    edit(this.byFollow, row.followUserId);
    edit(this.byStatus, row.status);
    for (const t of row.tagIds) edit(this.byTag, t);
    if (row.nextFollowAt !== null) edit(this.byNextDay, formatDate(row.nextFollowAt));
    if (row.recycled) {
      if (dir === 1) this.recycledIds.add(row.id);
      else this.recycledIds.delete(row.id);
    }
    if (dir === 1) this.byPhone.set(row.phone, row.id);
    else if (this.byPhone.get(row.phone) === row.id) this.byPhone.delete(row.phone);
  }
}

const INDEXED = new Set<Indexed>(['followUserId', 'status', 'tagIds', 'nextFollowAt', 'recycled', 'phone']);
const EMPTY: ReadonlySet<number> = new Set();

/** First index in [0, n) for which `before(i)` is false (`before` is true on a prefix). */
function lowerBoundIndex(n: number, before: (i: number) => boolean): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function lowerBound<T>(items: readonly T[], value: number, key: (t: T) => number): number {
  return lowerBoundIndex(items.length, (i) => key(items[i] as T) < value);
}
