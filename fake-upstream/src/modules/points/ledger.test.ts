import { EARNING_BUSINESS } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { FakeData } from '../../kit/fake-data.js';
import { Rng } from '../../util/random.js';
import { type LedgerEntry, ledgerStats, planLedger } from './ledger.js';

const NOW = Date.UTC(2026, 10, 24, 4, 0, 0);
const members = [
  { nickname: '林小满', phone: '13900002001' },
  { nickname: '周可心', phone: '13900002002' },
];
const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
  ...(members[0] as LedgerEntry),
  businessType: 'signIn',
  change: 10,
  balance: 10,
  remark: '',
  time: '2026-11-24 09:00:00',
  ...over,
});

describe('planLedger', () => {
  const ledger = planLedger(new FakeData(new Rng(7), NOW, '/b'), NOW, members, 300, 30);

  it('carries each member balance from change to change and never below zero', () => {
    const balances = new Map<string, number>();
    for (const e of ledger) {
      const before = balances.get(e.phone) ?? 0;
      expect(e.balance).toBe(before + e.change);
      expect(e.balance).toBeGreaterThanOrEqual(0);
      balances.set(e.phone, e.balance);
    }
  });

  it('adds points only for earning types and takes them for the others, oldest first', () => {
    for (const e of ledger) expect(e.change >= 0).toBe(EARNING_BUSINESS.has(e.businessType) || e.change === 0);
    expect(ledger.map((e) => e.time)).toEqual([...ledger.map((e) => e.time)].sort());
  });
});

describe('ledgerStats', () => {
  it('counts the period only, shares in basis points, and what members hold from their latest balances', () => {
    const stats = ledgerStats(
      [
        entry({ time: '2026-11-10 09:00:00', change: 500, balance: 500, businessType: 'order' }),
        entry({ time: '2026-11-23 09:00:00', change: 30, balance: 530 }),
        entry({ time: '2026-11-24 10:00:00', change: 90, balance: 620, businessType: 'order' }),
        entry({ time: '2026-11-24 11:00:00', change: -120, balance: 500, businessType: 'exchange' }),
        entry({ ...members[1], time: '2026-11-24 08:00:00', change: 40, balance: 40, businessType: 'task' }),
      ],
      NOW,
      7,
    );
    expect(stats).toMatchObject({ current: 540, earned: 160, spent: 120, members: 2 });
    expect(stats.sources).toEqual([
      { type: 'order', label: '消费赠送', points: 90, share: 5625 },
      { type: 'task', label: '任务奖励', points: 40, share: 2500 },
      { type: 'signIn', label: '签到', points: 30, share: 1875 },
    ]);
    expect(stats.uses).toEqual([{ type: 'exchange', label: '积分兑换', points: 120, share: 10_000 }]);
    expect(stats.daily).toHaveLength(7);
    expect(stats.daily.at(-1)).toEqual({ date: '2026-11-24', earned: 130, spent: 120 });
    expect(stats.daily[0]?.date).toBe('2026-11-18');
  });

  it('gives zero shares for an empty period', () => {
    const stats = ledgerStats([], NOW, 30);
    expect(stats).toMatchObject({ current: 0, earned: 0, spent: 0, sources: [], uses: [] });
    expect(stats.daily).toHaveLength(30);
  });
});
