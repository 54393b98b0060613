import {
  BOOST_STATE,
  type CampaignStats,
  ENTRY,
  type Figure,
  LOTTERY_PRIZE,
  LOTTERY_PRIZE_TYPES,
  ORDER,
  PLAY,
  type PlaywayKey,
  type PrizeStock,
  rateOf,
  SHIP,
  TEAM,
  USE,
} from '@console/contracts';
import type { StoredRow } from '../../kit/store.js';
import { DAY_MS, formatDate, parseDateTime } from '../../util/time.js';

type Values = Record<string, unknown>;
type Series = CampaignStats['series'];
type Prize = { name?: string; stock?: number; rate?: number; type?: number };

/** The longest stretch a daily chart shows: its last 92 days. */
const MAX_DAYS = 92;

/** The days of a campaign's chart: from its start to its end or today, at most the last 92. */
export function chartDays(values: Values, now: number): string[] {
  const start = parseDateTime(String(values.startTime ?? '')) ?? now;
  const end = Math.min(now, parseDateTime(String(values.endTime ?? '')) ?? now);
  if (start > now) return [];
  const days: string[] = [];
  for (let t = Math.max(start, end - (MAX_DAYS - 1) * DAY_MS); formatDate(t) <= formatDate(end); t += DAY_MS)
    days.push(formatDate(t));
  return days;
}

/** Sums per day and series: `add(day, key, n)` for each record, in the chart's days. */
function dailyOf(days: string[], series: Series, fill: (add: (at: string, key: string, n?: number) => void) => void) {
  const byDay = new Map(
    days.map((d) => [d, Object.fromEntries(series.map((s) => [s.key, 0])) as Record<string, number>]),
  );
  fill((at, key, n = 1) => {
    const day = byDay.get(at.slice(0, 10));
    if (day && key in day) day[key] = (day[key] ?? 0) + n;
  });
  return days.map((date) => ({ date, values: byDay.get(date) ?? {} }));
}

const count = (label: string, value: number): Figure => ({ label, value, unit: 'count' });
const money = (label: string, value: number): Figure => ({ label, value, unit: 'fen' });
const rate = (label: string, value: number): Figure => ({ label, value, unit: 'rate' });
const v = (r: StoredRow, k: string) => r.values[k];
const n = (x: unknown) => (typeof x === 'number' ? x : 0);
const s = (x: unknown) => (typeof x === 'string' ? x : '');

/** Each prize's stock against what was won, in the records. */
function prizeStock(prizes: Prize[], won: (name: string) => number, kind: (p: Prize) => string): PrizeStock[] {
  return prizes.map((p) => ({
    name: String(p.name ?? ''),
    kind: kind(p),
    limited: p.type !== LOTTERY_PRIZE.none,
    stock: n(p.stock),
    won: won(String(p.name ?? '')),
    rate: typeof p.rate === 'number' ? p.rate : null,
  }));
}

function countBy(rows: StoredRow[], key: string): (name: string) => number {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(s(v(r, key)), (counts.get(s(v(r, key))) ?? 0) + 1);
  return (name) => counts.get(name) ?? 0;
}

/**
 * A campaign's data page figures from its records: the cards, the daily chart over its days and its prizes.
 * `rows` are the records of the playway's main table (and `claims` the boost's prize claims).
 */
export function statsOf(
  playway: PlaywayKey,
  c: Values,
  rows: StoredRow[],
  now: number,
  claims: StoredRow[] = [],
): CampaignStats {
  const days = chartDays(c, now);
  const prizes = (Array.isArray(c.prizes) ? c.prizes : []) as Prize[];
  switch (playway) {
    case 'boost': {
      const series: Series = [
        { key: 'started', label: '发起人数', unit: 'count' },
        { key: 'succeeded', label: '成功人数', unit: 'count' },
      ];
      const ok = rows.filter((r) => v(r, 'status') === BOOST_STATE.succeeded);
      return {
        figures: [
          count('发起人数', rows.length),
          count(
            '助力人次',
            rows.reduce((sum, r) => sum + n(v(r, 'helped')), 0),
          ),
          count('成功人数', ok.length),
          rate('成功率', rateOf(ok.length, rows.length)),
          count('已领奖', claims.filter((r) => v(r, 'status') === 2).length),
        ],
        series,
        daily: dailyOf(days, series, (add) => {
          for (const r of rows) add(s(v(r, 'startTime')), 'started');
          for (const r of claims) add(s(v(r, 'winTime')), 'succeeded');
        }),
        prizes: prizeStock(prizes, countBy(claims, 'prizeName'), () => '奖品'),
      };
    }
    case 'group': {
      const series: Series = [
        { key: 'opened', label: '开团数', unit: 'count' },
        { key: 'done', label: '成团数', unit: 'count' },
        { key: 'members', label: '参团人数', unit: 'count' },
      ];
      const paid = rows.filter((r) => v(r, 'status') !== TEAM.failed).reduce((sum, r) => sum + n(v(r, 'joined')), 0);
      return {
        figures: [
          count(
            '参团人数',
            rows.reduce((sum, r) => sum + n(v(r, 'joined')), 0),
          ),
          count('开团数', rows.length),
          count('成团数', rows.filter((r) => v(r, 'status') === TEAM.done).length),
          money('支付订单额', paid * n(c.groupPrice)),
          count('支付人数', paid),
        ],
        series,
        daily: dailyOf(days, series, (add) => {
          for (const r of rows) {
            add(s(v(r, 'startTime')), 'opened');
            add(s(v(r, 'startTime')), 'members', n(v(r, 'joined')));
            if (v(r, 'status') === TEAM.done) add(s(v(r, 'startTime')), 'done');
          }
        }),
        prizes: [],
      };
    }
    case 'signUp': {
      const series: Series = [
        { key: 'signed', label: '报名人数', unit: 'count' },
        { key: 'income', label: '报名收入', unit: 'fen' },
      ];
      const done = rows.filter((r) => v(r, 'status') === ENTRY.done).length;
      return {
        figures: [
          count('报名人数', rows.length),
          count('剩余名额', Math.max(0, n(c.capacity) - rows.length)),
          count('已核销', done),
          count('未核销', rows.length - done),
          money(
            '报名收入',
            rows.reduce((sum, r) => sum + n(v(r, 'paid')), 0),
          ),
        ],
        series,
        daily: dailyOf(days, series, (add) => {
          for (const r of rows) {
            add(s(v(r, 'signTime')), 'signed');
            add(s(v(r, 'signTime')), 'income', n(v(r, 'paid')));
          }
        }),
        prizes: [],
      };
    }
    case 'superGame': {
      const series: Series = [
        { key: 'plays', label: '游戏次数', unit: 'count' },
        { key: 'wins', label: '中奖次数', unit: 'count' },
      ];
      const wins = rows.filter((r) => v(r, 'result') === PLAY.won);
      return {
        figures: [
          count('游戏次数', rows.length),
          count('参与人数', new Set(rows.map((r) => v(r, 'phone'))).size),
          count('中奖次数', wins.length),
          rate('中奖率', rateOf(wins.length, rows.length)),
        ],
        series,
        daily: dailyOf(days, series, (add) => {
          for (const r of rows) add(s(v(r, 'playTime')), 'plays');
          for (const r of wins) add(s(v(r, 'playTime')), 'wins');
        }),
        prizes: prizeStock(prizes, countBy(wins, 'prizeName'), () => '奖品'),
      };
    }
    case 'lottery': {
      const series: Series = [
        { key: 'draws', label: '抽奖次数', unit: 'count' },
        { key: 'wins', label: '中奖次数', unit: 'count' },
      ];
      const wins = rows.filter((r) => v(r, 'prizeType') !== 1);
      const kind = (p: Prize) => LOTTERY_PRIZE_TYPES.find((t) => t.value === p.type)?.label ?? '';
      return {
        figures: [
          count('抽奖次数', rows.length),
          count('中奖次数', wins.length),
          rate('中奖率', rateOf(wins.length, rows.length)),
          count('待发货', rows.filter((r) => v(r, 'shipStatus') === SHIP.pending).length),
          count('已发货', rows.filter((r) => v(r, 'shipStatus') === SHIP.shipped).length),
        ],
        series,
        daily: dailyOf(days, series, (add) => {
          for (const r of rows) add(s(v(r, 'drawTime')), 'draws');
          for (const r of wins) add(s(v(r, 'drawTime')), 'wins');
        }),
        prizes: prizeStock(prizes, countBy(rows, 'prizeName'), kind),
      };
    }
    case 'seckill': {
      const series: Series = [
        { key: 'orders', label: '下单数', unit: 'count' },
        { key: 'paid', label: '支付金额', unit: 'fen' },
      ];
      const paid = rows.filter((r) => v(r, 'status') === ORDER.paid);
      const sold = paid.reduce((sum, r) => sum + n(v(r, 'quantity')), 0);
      return {
        figures: [
          count('下单人数', new Set(rows.map((r) => v(r, 'phone'))).size),
          count('支付人数', new Set(paid.map((r) => v(r, 'phone'))).size),
          money(
            '支付金额',
            paid.reduce((sum, r) => sum + n(v(r, 'amount')), 0),
          ),
          count('剩余库存', Math.max(0, n(c.stock) - sold)),
          count('总库存', n(c.stock)),
        ],
        series,
        daily: dailyOf(days, series, (add) => {
          for (const r of rows) add(s(v(r, 'orderTime')), 'orders');
          for (const r of paid) add(s(v(r, 'orderTime')), 'paid', n(v(r, 'amount')));
        }),
        prizes: [],
      };
    }
    case 'coupon': {
      const series: Series = [
        { key: 'claimed', label: '领取数', unit: 'count' },
        { key: 'used', label: '使用数', unit: 'count' },
      ];
      const used = rows.filter((r) => v(r, 'status') === USE.used);
      const total = n(c.total);
      return {
        figures: [
          count('已领取', rows.length),
          count('已使用', used.length),
          count('已过期', rows.filter((r) => v(r, 'status') === USE.expired).length),
          rate('使用率', rateOf(used.length, rows.length)),
          ...(total > 0 ? [count('剩余可领', Math.max(0, total - rows.length))] : []),
        ],
        series,
        daily: dailyOf(days, series, (add) => {
          for (const r of rows) add(s(v(r, 'claimTime')), 'claimed');
          for (const r of used) add(s(v(r, 'useTime')), 'used');
        }),
        prizes: [],
      };
    }
  }
}
