import { CAMPAIGN, type CampaignStatus, campaignStatus, type PlaywayKey } from '@console/contracts';
import { fail } from '../../errors.js';
import type { StoredRow, StoreRules } from '../../kit/store.js';
import { formatDateTime, parseDateTime } from '../../util/time.js';

type Values = Record<string, unknown>;

/** Counters the upstream keeps on a campaign; a new or copied campaign starts from none. */
export const CAMPAIGN_COUNTERS = {
  participants: 0,
  status: CAMPAIGN.notStarted,
  succeeded: 0,
  sold: 0,
  teams: 0,
  successTeams: 0,
  writtenOff: 0,
  used: 0,
};

/** A campaign's status now. A sign-up runs from its sign-up window's start to the activity's end. */
export function statusOf(playway: PlaywayKey, v: Values, now: number): CampaignStatus {
  const end = playway === 'signUp' ? v.activityEnd : v.endTime;
  return campaignStatus({ start: String(v.startTime ?? ''), end: String(end ?? ''), on: String(v.isShow ?? '0') }, now);
}

const ms = (v: unknown) => (typeof v === 'string' ? (parseDateTime(v) ?? Number.NaN) : Number.NaN);
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/**
 * The upstream's own checks of a campaign's save, beyond the contract's: the window against the clock (a new
 * end in the past, a started campaign's start moved into the past), and what people already have (stock
 * below what was sold, prizes below what was won, places below who signed up, a total below what was claimed).
 */
export function checkCampaign(
  playway: PlaywayKey,
  v: Values,
  existing: StoredRow | undefined,
  now: number,
  wonOf: (row: StoredRow) => number[],
): void {
  const before = existing?.values;
  const endChanged = !before || before.endTime !== v.endTime;
  if (endChanged && ms(v.endTime) <= now) throw fail('结束时间不能早于当前时间');
  if (before && before.startTime !== v.startTime && ms(before.startTime) <= now && ms(v.startTime) < now)
    throw fail(`活动已于 ${String(before.startTime)} 开始，开始时间不能改到 ${formatDateTime(now)} 之前`);
  if (!existing) return;
  if ((playway === 'group' || playway === 'seckill') && num(v.stock) < num(before?.sold))
    throw fail(`库存不能少于已售出的 ${num(before?.sold)} 件`);
  if (playway === 'signUp' && num(v.capacity) < num(before?.participants))
    throw fail(`活动人数不能少于已报名的 ${num(before?.participants)} 人`);
  if (playway === 'coupon' && num(v.total) > 0 && num(v.total) < num(before?.participants))
    throw fail(`发放总量不能少于已领取的 ${num(before?.participants)} 张`);
  if (playway === 'boost' || playway === 'superGame' || playway === 'lottery') {
    const prizes = (Array.isArray(v.prizes) ? v.prizes : []) as Array<{ name?: string; stock?: number; type?: number }>;
    const won = wonOf(existing);
    prizes.forEach((p, i) => {
      const given = won[i] ?? 0;
      if (p.type !== 1 && given > 0 && num(p.stock) < given)
        throw fail(`奖品「${String(p.name ?? '')}」的库存不能少于已发出的 ${given} 份`);
    });
  }
}

/**
 * Whether a campaign may be deleted or moved to the recycle bin: not while it is on and running. The refusal
 * says which of the two was asked (a move to the bin is no deletion).
 */
export function checkRemovable(
  playway: PlaywayKey,
  row: StoredRow,
  now: number,
  asked: '删除' | '移入回收站' = '删除',
): void {
  if (statusOf(playway, row.values, now) === CAMPAIGN.running)
    throw fail(`「${String(row.values.title ?? '')}」正在进行中，请先下架再${asked}`);
}

/** What the rules need of a campaign's plan: its counters settled, and what it gave out of each prize. */
export interface PlanAccess {
  settle(row: StoredRow): void;
  won(row: StoredRow): number[];
}

/**
 * The generic store's rules for a playway's campaigns: the counters settled and the status derived on read,
 * the status as a filter, the upstream's checks on save.
 */
export function campaignRules(playway: PlaywayKey, clock: () => number, plan: PlanAccess): StoreRules {
  return {
    computedDefaults: CAMPAIGN_COUNTERS,
    decorate: (_values, row) => {
      plan.settle(row);
      return { ...row.values, status: statusOf(playway, row.values, clock()) };
    },
    filterParams: ['status'],
    filter: (row, q) => q.status === undefined || statusOf(playway, row.values, clock()) === q.status,
    check: (values, existing) => {
      if (existing) plan.settle(existing);
      checkCampaign(playway, values, existing, clock(), (row) => plan.won(row));
    },
  };
}
