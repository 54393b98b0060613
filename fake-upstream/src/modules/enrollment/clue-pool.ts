import { CLUE_STATUS, SHIFT_TYPES } from '@console/contracts';
import { DAY_MS, formatDate } from '../../util/time.js';
import type { ClueRow } from './clue-store.js';
import type { ClueState } from './clue-types.js';

/** The pool rule runs lazily, on reads of the lead area, at most this often (a real API runs it as a job). */
export const POOL_CHECK_INTERVAL_MS = 60_000;

/** Statuses the pool rule leaves with their follow-up user: the lead is settled either way. */
const SETTLED = new Set<number>([CLUE_STATUS.enrolled, CLUE_STATUS.invalid]);

/** The moment from which a lead's idle days count: its last follow-up, or when its follow-up user got it. */
export function idleSince(row: ClueRow): number {
  return Math.max(row.lastFollowAt ?? 0, row.ownedSince ?? row.createdAt);
}

/** Why the rule returned a lead, as the shift history shows it. */
export const returnReason = (days: number) => `超过 ${days} 天未跟进，自动退回公海`;

/**
 * Returns to the public pool every lead that has a follow-up user and no follow-up for `poolReturnDays` days,
 * except protected, recycled, enrolled and invalid leads, and writes each return into the shift history. With
 * `backdate` (the seed) a return is dated when it fell due; otherwise when the rule noticed it. Returns how
 * many leads went back.
 */
export function sweepPool(
  c: ClueState,
  now: number,
  nameOf: (accountId: number) => string | null,
  o: { backdate?: boolean } = {},
): number {
  c.poolCheckedAt = now;
  const { poolReturnEnabled, poolReturnDays } = c.settings;
  if (!poolReturnEnabled) return 0;
  const cutoff = now - poolReturnDays * DAY_MS;
  const window = poolReturnDays * DAY_MS;
  // Read from the store's columns: the rule looks at every followed lead, 60 000 of them at 100 000 leads.
  const dueIds = c.store.idsWhere((col, id) => {
    if (col.follow[id] === 0 || col.recycled[id] === 1 || col.pro[id] === 1) return false;
    if (SETTLED.has(col.status[id] as number)) return false;
    const last = col.lastFollowAt[id] as number;
    const owned = col.ownedSince[id] as number;
    const since = Math.max(Number.isNaN(last) ? 0 : last, Number.isNaN(owned) ? (col.createdAt[id] as number) : owned);
    return since <= cutoff;
  });
  const due = dueIds.reverse().map((id) => c.store.get(id) as ClueRow);
  for (const row of due) {
    c.shifts.push({
      id: ++c.seq.shift,
      clewId: row.id,
      operationsType: SHIFT_TYPES.returnToPool,
      fromUserName: row.followUserId === null ? null : nameOf(row.followUserId),
      toUserName: null,
      reason: returnReason(poolReturnDays),
      operatorName: '系统',
      createdAt: o.backdate ? idleSince(row) + window : now,
    });
    c.store.patch(row.id, { followUserId: null, ownedSince: null });
  }
  return due.length;
}

/** Runs the pool rule when it is due: once a minute, or at once after the settings changed. */
export function sweepPoolIfDue(c: ClueState, now: number, nameOf: (accountId: number) => string | null): void {
  if (now - c.poolCheckedAt >= POOL_CHECK_INTERVAL_MS || now < c.poolCheckedAt) sweepPool(c, now, nameOf);
}

const claimKey = (now: number, accountId: number) => `${formatDate(now)}|${accountId}`;

/** Leads an account claimed from the pool today (China time). */
export function claimedToday(c: ClueState, now: number, accountId: number): number {
  return c.claims.get(claimKey(now, accountId)) ?? 0;
}

export function addClaims(c: ClueState, now: number, accountId: number, n: number): number {
  const total = claimedToday(c, now, accountId) + n;
  c.claims.set(claimKey(now, accountId), total);
  return total;
}
