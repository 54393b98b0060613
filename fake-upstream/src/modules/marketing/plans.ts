import { BOOST_STATE, LOTTERY_PRIZE, ORDER, type PlaywayKey, RATE_FULL, TEAM, USE, VALIDITY } from '@console/contracts';
import type { Rng } from '../../util/random.js';
import { DAY_MS, parseDateTime, startOfDay } from '../../util/time.js';

/**
 * What happened in a seeded campaign, as numbers: who took part when, and how it went. A plan is small (no
 * names, no phones), so every campaign gets one when the module is seeded and its counters (participants,
 * sold, teams…) come from it; the records of its data page are built from the same plan the first time they
 * are read (records.ts), so the counters and the records always agree.
 */
type Values = Record<string, unknown>;
const HOUR = 3_600_000;

export interface BoostEntry {
  at: number;
  ends: number;
  helped: number;
  state: 1 | 2 | 3;
  /** Index of the prize won, or -1. */
  prize: number;
  wonAt: number | null;
  claimedAt: number | null;
}
export interface TeamEntry {
  at: number;
  ends: number;
  joined: number;
  status: 1 | 2 | 3;
}
export interface SignUpEntryPlan {
  at: number;
  doneAt: number | null;
}
export interface PlayEntry {
  at: number;
  /** Index of the prize won, or -1 for 未中奖. */
  prize: number;
}
export interface DrawEntry {
  at: number;
  prize: number;
  shipped: boolean;
}
export interface OrderEntry {
  at: number;
  qty: number;
  status: 1 | 2 | 3 | 4;
}
export interface IssueEntry {
  at: number;
  expires: number;
  status: 1 | 2 | 3;
  usedAt: number | null;
}

export type Plan =
  | { kind: 'boost'; items: BoostEntry[] }
  | { kind: 'group'; items: TeamEntry[] }
  | { kind: 'signUp'; items: SignUpEntryPlan[] }
  | { kind: 'superGame'; items: PlayEntry[] }
  | { kind: 'lottery'; items: DrawEntry[] }
  | { kind: 'seckill'; items: OrderEntry[] }
  | { kind: 'coupon'; items: IssueEntry[] };

const num = (v: unknown, fallback = 0) => (typeof v === 'number' ? v : fallback);
const ms = (v: unknown) => (typeof v === 'string' ? (parseDateTime(v) ?? Number.NaN) : Number.NaN);
type Prize = { rate?: number; stock?: number; type?: number };
const prizesOf = (v: Values) => (Array.isArray(v.prizes) ? (v.prizes as Prize[]) : []);

/** `n` moments between `from` and `to`, oldest first. */
function moments(rng: Rng, n: number, from: number, to: number): number[] {
  const span = Math.max(1, to - from);
  return Array.from({ length: n }, () => from + Math.floor(rng.next() * span)).sort((a, b) => a - b);
}

/** A prize by its odds (hundredths of a percent), or -1 when the draw lands on what the odds leave over. */
function byOdds(rng: Rng, prizes: readonly Prize[]): number {
  let r = rng.int(0, RATE_FULL - 1);
  for (const [i, p] of prizes.entries()) {
    r -= num(p.rate);
    if (r < 0) return i;
  }
  return -1;
}

/** Where a campaign's records fall: from its start to its end or now, whichever is first. */
export function activeSpan(values: Values, now: number): { from: number; to: number } | null {
  const from = ms(values.startTime);
  const end = ms(values.endTime);
  if (!Number.isFinite(from) || !Number.isFinite(end) || from >= now) return null;
  return { from, to: Math.min(end, now) };
}

/** The plan of a campaign of `playway` with `n` participants, from a deterministic source. */
export function makePlan(playway: PlaywayKey, values: Values, n: number, rng: Rng, now: number): Plan {
  const span = activeSpan(values, now);
  const times = span && n > 0 ? moments(rng, n, span.from, span.to) : [];
  switch (playway) {
    case 'boost': {
      const needed = Math.max(1, num(values.helpersNeeded, 5));
      const hours = Math.max(1, num(values.hours, 24));
      const prizes = prizesOf(values);
      return {
        kind: 'boost',
        items: times.map((at) => {
          const ends = at + hours * HOUR;
          const open = { at, ends, prize: -1, wonAt: null, claimedAt: null };
          if (ends > now) return { ...open, helped: rng.int(0, needed - 1), state: BOOST_STATE.helping };
          if (rng.chance(0.45) && prizes.length > 0) {
            const won = Math.min(ends - 1, at + rng.int(1, hours) * HOUR - rng.int(1, 3000) * 1000);
            return {
              at,
              ends,
              helped: needed,
              state: BOOST_STATE.succeeded,
              prize: rng.int(0, prizes.length - 1),
              wonAt: won,
              claimedAt: rng.chance(0.7) ? Math.min(now, won + rng.int(1, 72) * HOUR) : null,
            };
          }
          return { ...open, helped: rng.int(0, needed - 1), state: BOOST_STATE.failed };
        }),
      };
    }
    case 'group': {
      const size = Math.max(2, num(values.teamSize, 3));
      const hours = Math.max(1, num(values.teamHours, 24));
      // How many join each team, until the planned number of people have joined one; then when each opened.
      const joins: number[] = [];
      for (let left = n; left > 0; ) {
        const joined = Math.min(left, rng.chance(0.65) ? size : rng.int(1, size - 1));
        joins.push(joined);
        left -= joined;
      }
      const opened = span ? moments(rng, joins.length, span.from, span.to) : [];
      return {
        kind: 'group',
        items: opened.map((at, i) => {
          const ends = at + hours * HOUR;
          const joined = joins[i] ?? 1;
          const status = joined === size ? TEAM.done : ends > now ? TEAM.open : TEAM.failed;
          return { at, ends, joined, status };
        }),
      };
    }
    case 'signUp': {
      const started = ms(values.activityStart) <= now;
      return {
        kind: 'signUp',
        items: times.map((at) => ({
          at,
          doneAt:
            started && rng.chance(0.6) ? Math.min(now, ms(values.activityStart) + rng.int(0, 120) * 60_000) : null,
        })),
      };
    }
    case 'superGame': {
      const prizes = prizesOf(values);
      const won = prizes.map(() => 0);
      return {
        kind: 'superGame',
        items: times.map((at) => {
          const i = byOdds(rng, prizes);
          // A prize out of stock is a loss, as the game would tell the player.
          if (i < 0 || won[i]! >= num(prizes[i]?.stock)) return { at, prize: -1 };
          won[i]!++;
          return { at, prize: i };
        }),
      };
    }
    case 'lottery': {
      const prizes = prizesOf(values);
      const nothing = Math.max(
        0,
        prizes.findIndex((p) => p.type === LOTTERY_PRIZE.none),
      );
      const won = prizes.map(() => 0);
      return {
        kind: 'lottery',
        items: times.map((at) => {
          let i = byOdds(rng, prizes);
          const prize = prizes[i];
          if (i < 0 || (prize?.type !== LOTTERY_PRIZE.none && won[i]! >= num(prize?.stock))) i = nothing;
          won[i] = (won[i] ?? 0) + 1;
          return {
            at,
            prize: i,
            shipped: prizes[i]?.type === LOTTERY_PRIZE.goods && at < now - 2 * DAY_MS && rng.chance(0.75),
          };
        }),
      };
    }
    case 'seckill': {
      const slotStart = num(values.slotStart, 10);
      const slotHours = Math.max(1, num(values.slotHours, 2));
      const stock = num(values.stock, n);
      const perOrder = Math.max(1, num(values.perOrderLimit, 1));
      let sold = 0;
      // Orders come in during the daily slot of the window's days.
      const slotted = times
        .map((t) => {
          const at = startOfDay(t) + slotStart * HOUR + Math.floor(rng.next() * slotHours * HOUR);
          // Today's slot still to come: the order came in yesterday's.
          return at < now ? at : at - DAY_MS;
        })
        .sort((a, b) => a - b);
      return {
        kind: 'seckill',
        items: slotted.map((at) => {
          const qty = rng.int(1, perOrder);
          const roll = rng.next();
          let status: OrderEntry['status'] =
            roll < 0.75 ? ORDER.paid : roll < 0.87 ? ORDER.cancelled : roll < 0.95 ? ORDER.refunded : ORDER.unpaid;
          if (status === ORDER.unpaid && at < now - HOUR) status = ORDER.cancelled;
          if (status === ORDER.paid && sold + qty > stock) status = ORDER.cancelled;
          if (status === ORDER.paid) sold += qty;
          return { at, qty, status };
        }),
      };
    }
    case 'coupon': {
      const fixedEnd = ms(`${String(values.validEnd ?? '')} 23:59:59`);
      const days = Math.max(1, num(values.validDays, 30));
      return {
        kind: 'coupon',
        items: times.map((at) => {
          const expires =
            values.validityType === VALIDITY.fixed && Number.isFinite(fixedEnd) ? fixedEnd : at + days * DAY_MS;
          if (rng.chance(0.45)) {
            const usedAt = at + Math.floor(rng.next() * Math.max(1, Math.min(expires, now) - at));
            return { at, expires, status: USE.used, usedAt };
          }
          return { at, expires, status: expires <= now ? USE.expired : USE.unused, usedAt: null };
        }),
      };
    }
  }
}

/** The counters a plan gives its campaign (the list's columns). */
export function tally(plan: Plan, values: Values): Record<string, number> {
  switch (plan.kind) {
    case 'boost':
      return {
        participants: plan.items.length,
        succeeded: plan.items.filter((e) => e.state === BOOST_STATE.succeeded).length,
      };
    case 'group': {
      const members = plan.items.reduce((s, t) => s + t.joined, 0);
      return {
        participants: members,
        teams: plan.items.length,
        successTeams: plan.items.filter((t) => t.status === TEAM.done).length,
        sold: plan.items.filter((t) => t.status !== TEAM.failed).reduce((s, t) => s + t.joined, 0),
      };
    }
    case 'signUp':
      return {
        participants: plan.items.length,
        writtenOff: plan.items.filter((e) => e.doneAt !== null).length,
      };
    case 'superGame':
    case 'lottery':
      return { participants: plan.items.length };
    case 'seckill':
      return {
        participants: plan.items.length,
        sold: plan.items.filter((o) => o.status === ORDER.paid).reduce((s, o) => s + o.qty, 0),
      };
    case 'coupon':
      return {
        participants: plan.items.length,
        used: plan.items.filter((i) => i.status === USE.used).length,
        total: Math.max(num(values.total), 0) === 0 ? 0 : Math.max(num(values.total), plan.items.length),
      };
  }
}

/** How many of each prize a plan has given out (boost rewards, game prizes, lottery cells). */
export function wonByPrize(plan: Plan | undefined, prizes: number): number[] {
  const won = Array.from({ length: prizes }, () => 0);
  if (!plan) return won;
  if (plan.kind === 'boost' || plan.kind === 'superGame' || plan.kind === 'lottery')
    for (const e of plan.items) if (e.prize >= 0 && e.prize < prizes) won[e.prize]!++;
  return won;
}
