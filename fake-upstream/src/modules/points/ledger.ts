import { EARNING_BUSINESS, POINTS_BUSINESS, type PointsBusiness, type PointsStats } from '@console/contracts';
import type { FakeData } from '../../kit/fake-data.js';
import { DAY_MS, formatDate, formatDateTime } from '../../util/time.js';

export type Member = {
  nickname: string;
  phone: string;
};

/** One change of a member's points, as the records store keeps it. */
export type LedgerEntry = Member & {
  businessType: PointsBusiness;
  change: number;
  balance: number;
  remark: string;
  time: string;
};

const EARN: ReadonlyArray<[PointsBusiness, (g: FakeData) => [number, string]]> = [
  ['signIn', (g) => [g.pick([5, 5, 10, 10, 15, 30]), `连续签到第 ${g.int(1, 7)} 天`]],
  ['signIn', (g) => [g.pick([5, 10]), '每日签到']],
  ['order', (g) => [g.int(20, 600), `订单消费 ${g.int(20, 600)} 元赠送`]],
  [
    'task',
    (g) => g.pick([[50, '完善资料'] as [number, string], [5, '分享课程'], [10, '评价订单'], [100, '邀请好友注册']]),
  ],
  ['refund', (g) => [g.int(100, 800), '订单退款退回抵扣积分']],
  ['adminAdd', (g) => [g.pick([100, 200, 500]), '活动奖励补发']],
];
const USE: ReadonlyArray<[PointsBusiness, (g: FakeData) => [number, string]]> = [
  [
    'exchange',
    (g) =>
      g.pick([
        [800, '兑换 定制帆布袋'] as [number, string],
        [1500, '兑换 20 元无门槛券'],
        [3000, '兑换 少儿美术体验课'],
      ]),
  ],
  ['deduct', (g) => [g.int(100, 1000), '下单抵扣']],
  ['adminSub', (g) => [g.pick([50, 100]), '误发积分扣回']],
];

/**
 * A believable points ledger: `count` changes over the last `days` days, oldest first, each member's balance
 * carried from change to change (a use never takes a member below zero, a year-end clearing takes all).
 */
export function planLedger(g: FakeData, now: number, members: readonly Member[], count: number, days: number) {
  const balances = new Map<string, number>();
  const times = Array.from({ length: count }, () => now - g.int(60_000, days * DAY_MS)).sort((a, b) => a - b);
  return times.map((ms, i): LedgerEntry => {
    // Every member's first change is an earning, so each has a history before it is spent.
    const member = members[i < members.length ? i : g.int(0, members.length - 1)] as Member;
    const balance = balances.get(member.phone) ?? 0;
    const useOne = balance >= 200 && g.chance(0.35) ? g.pick(USE) : undefined;
    const [type, make] = useOne ?? (g.pick(EARN) as [PointsBusiness, (g: FakeData) => [number, string]]);
    const [amount, remark] = make(g);
    const earning = EARNING_BUSINESS.has(type);
    const change = earning ? amount : -Math.min(amount, balance);
    const after = balance + change;
    balances.set(member.phone, after);
    return { ...member, businessType: type, change, balance: after, remark, time: formatDateTime(ms) };
  });
}

const labelOf = new Map<string, string>(POINTS_BUSINESS.map((b) => [b.value, b.label]));

/** Shares in basis points of `total`, largest first. */
function shares(totals: Map<PointsBusiness, number>, total: number) {
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([type, points]) => ({
      type,
      label: labelOf.get(type) ?? type,
      points,
      share: total === 0 ? 0 : Math.round((points / total) * 10_000),
    }));
}

/**
 * The statistics of a ledger over the last `days` days ending today (China time): what members hold now (each
 * one's latest balance), earned and used in the period by business type, and per day.
 */
export function ledgerStats(entries: readonly LedgerEntry[], now: number, days: number): PointsStats {
  const dates = Array.from({ length: days }, (_, k) => formatDate(now - (days - 1 - k) * DAY_MS));
  const first = dates[0] as string;
  const daily = new Map(dates.map((d) => [d, { date: d, earned: 0, spent: 0 }]));
  const latest = new Map<string, LedgerEntry>();
  const sources = new Map<PointsBusiness, number>();
  const uses = new Map<PointsBusiness, number>();
  const members = new Set<string>();
  let earned = 0;
  let spent = 0;
  for (const e of entries) {
    const seen = latest.get(e.phone);
    if (!seen || seen.time <= e.time) latest.set(e.phone, e);
    const day = daily.get(e.time.slice(0, 10));
    if (e.time.slice(0, 10) < first || !day) continue;
    members.add(e.phone);
    if (e.change >= 0) {
      earned += e.change;
      day.earned += e.change;
      sources.set(e.businessType, (sources.get(e.businessType) ?? 0) + e.change);
    } else {
      spent -= e.change;
      day.spent -= e.change;
      uses.set(e.businessType, (uses.get(e.businessType) ?? 0) - e.change);
    }
  }
  const current = [...latest.values()].reduce((sum, e) => sum + e.balance, 0);
  return {
    current,
    earned,
    spent,
    members: members.size,
    sources: shares(sources, earned),
    uses: shares(uses, spent),
    daily: [...daily.values()],
  };
}
