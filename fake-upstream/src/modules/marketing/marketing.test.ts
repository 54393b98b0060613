import { CAMPAIGN, campaignResources, type PlaywayKey } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import type { CallContext } from '../../kit/handlers.js';
import { businessError, callContext, testState } from '../../kit/testing.js';
import { DAY_MS, formatDateTime } from '../../util/time.js';
import { statusOf } from './campaigns.js';
import { marketingHandlers as h } from './handlers.js';
import { writeOffCode } from './records.js';
import { DEMO_CAMPAIGNS } from './seed.js';
import { marketingState } from './state.js';

const NOW = Date.UTC(2026, 3, 15, 4, 0, 0);
const PLAYWAYS = Object.keys(campaignResources) as PlaywayKey[];

type Row = Record<string, unknown> & { id: number };
type Page = { list: Row[]; total: number };
const call = (fn: unknown, input: unknown, ctx: CallContext) =>
  (fn as (i: unknown, c: CallContext) => unknown)(input, ctx);

describe('seeded campaigns', () => {
  it('every playway has 32 campaigns in every status, the demo first; started ones have at least 200 people', () => {
    const state = testState(NOW);
    const ctx = callContext(state, NOW);
    for (const playway of PLAYWAYS) {
      const page = call(h[playway].list, { page: 1, size: 50 }, ctx) as Page;
      expect(page.total).toBe(32);
      expect(page.list[0]?.title).toBe(DEMO_CAMPAIGNS[playway]);
      expect(page.list[0]?.status).toBe(CAMPAIGN.running);
      expect(new Set(page.list.map((r) => r.status))).toEqual(new Set(Object.values(CAMPAIGN)));
      for (const r of page.list) {
        if (r.status === CAMPAIGN.notStarted || r.status === CAMPAIGN.notOn) expect(r.participants).toBe(0);
        else if (String(r.startTime) <= formatDateTime(NOW)) expect(r.participants).toBeGreaterThanOrEqual(200);
        expect(campaignResources[playway].entity.safeParse(r).error).toBeUndefined();
      }
    }
  });

  it('a campaign’s records, built on first read, agree with its counters and its figures', () => {
    const ctx = callContext(testState(NOW), NOW);
    const boost = (call(h.boost.list, { page: 1, size: 1 }, ctx) as Page).list[0]!;
    const initiators = call(h.boostInitiator.list, { page: 1, size: 10, boostId: boost.id }, ctx) as Page;
    expect(initiators.total).toBe(boost.participants);
    const ok = call(h.boostInitiator.list, { page: 1, size: 10, boostId: boost.id, status: 2 }, ctx) as Page;
    expect(ok.total).toBe(boost.succeeded);
    const stats = call(h.boost.stats, { id: boost.id }, ctx) as { figures: Array<{ label: string; value: number }> };
    expect(stats.figures.find((f) => f.label === '发起人数')?.value).toBe(boost.participants);

    const group = (call(h.group.list, { page: 1, size: 1 }, ctx) as Page).list[0]!;
    const teams = call(h.groupTeam.list, { page: 1, size: 50, groupId: group.id }, ctx) as Page;
    expect(teams.total).toBe(group.teams);
    const members = call(h.groupTeam.members, { id: teams.list[0]!.id }, ctx) as Row[];
    expect(members).toHaveLength(Number(teams.list[0]!.joined));
    expect(members[0]?.isLeader).toBe(true);
    // The same members on every read.
    expect(call(h.groupTeam.members, { id: teams.list[0]!.id }, ctx)).toEqual(members);
  });

  it('lists are filtered by the derived status', () => {
    const ctx = callContext(testState(NOW), NOW);
    const ended = call(h.coupon.list, { page: 1, size: 50, status: CAMPAIGN.ended }, ctx) as Page;
    expect(ended.total).toBeGreaterThan(0);
    for (const r of ended.list) expect(r.status).toBe(CAMPAIGN.ended);
    const all = call(
      h.marketing.campaigns,
      { page: 1, size: 50, type: 'lottery', status: CAMPAIGN.running },
      ctx,
    ) as Page;
    for (const r of all.list) expect([r.type, r.status]).toEqual(['lottery', CAMPAIGN.running]);
  });

  it('keeps campaigns switched off apart from ended ones in the filter of every list', () => {
    const ctx = callContext(testState(NOW), NOW);
    for (const status of [CAMPAIGN.off, CAMPAIGN.notOn]) {
      for (const playway of PLAYWAYS) {
        const page = call(h[playway].list, { page: 1, size: 50, status }, ctx) as Page;
        expect(page.total).toBeGreaterThan(0);
        for (const r of page.list) {
          expect([r.status, r.isShow]).toEqual([status, '0']);
          expect(String(r.endTime) > formatDateTime(NOW)).toBe(true);
        }
      }
      const all = call(h.marketing.campaigns, { page: 1, size: 50, status }, ctx) as Page;
      expect(all.total).toBe(PLAYWAYS.length * (status === CAMPAIGN.off ? 2 : 1));
      for (const r of all.list) expect(r.status).toBe(status);
    }
  });
});

describe('the upstream’s checks', () => {
  it('refuses moving a started campaign’s start into the past, and a new end in the past', () => {
    const state = testState(NOW);
    const ctx = callContext(state, NOW);
    const demo = (call(h.boost.get, { id: 1 }, ctx) as Row) ?? {};
    const earlier = formatDateTime(NOW - 100 * DAY_MS);
    expect(businessError(() => call(h.boost.save, { ...demo, id: 1, startTime: earlier }, ctx))).toMatch(
      /^活动已于 .* 开始，开始时间不能改到 .* 之前$/,
    );
    expect(
      businessError(() => call(h.boost.save, { ...demo, id: undefined, endTime: formatDateTime(NOW - DAY_MS) }, ctx)),
    ).toBe('结束时间不能早于当前时间');
    // Moving it later is a change of plan, not a rewrite of the past.
    expect(() => call(h.boost.save, { ...demo, id: 1, startTime: formatDateTime(NOW + DAY_MS) }, ctx)).not.toThrow();
  });

  it('refuses stock below what was sold or won, and deleting a running campaign', () => {
    const ctx = callContext(testState(NOW), NOW);
    const group = call(h.group.get, { id: 1 }, ctx) as Row;
    expect(businessError(() => call(h.group.save, { ...group, stock: 1 }, ctx))).toBe(
      `库存不能少于已售出的 ${group.sold} 件`,
    );
    expect(businessError(() => call(h.group.remove, { id: 1 }, ctx))).toBe(
      `「${DEMO_CAMPAIGNS.group}」正在进行中，请先下架再删除`,
    );
    call(h.group.setShow, { ids: [1], value: '0' }, ctx);
    expect(statusOf('group', marketingState.of(ctx).campaigns.group.get(1).values, NOW)).toBe(CAMPAIGN.off);
    expect(() => call(h.group.remove, { id: 1 }, ctx)).not.toThrow();

    // A running activity is not moved to the bin, and the refusal speaks of the move, not of deleting.
    expect(businessError(() => call(h.signUp.recycle, { ids: [1] }, ctx))).toBe(
      `「${DEMO_CAMPAIGNS.signUp}」正在进行中，请先下架再移入回收站`,
    );
    // An activity in the recycle bin is deleted for good; one that is not there is not found.
    call(h.signUp.setShow, { ids: [1], value: '0' }, ctx);
    call(h.signUp.recycle, { ids: [1] }, ctx);
    expect(() => call(h.signUp.removeMany, { ids: [1] }, ctx)).not.toThrow();
    expect(marketingState.of(ctx).campaigns.signUp.peek(1)).toBeUndefined();
    expect(() => call(h.signUp.removeMany, { ids: [2] }, ctx)).toThrow('数据不存在或已被删除');

    const boost = call(h.boost.get, { id: 1 }, ctx) as Row & { prizes: Array<{ stock: number }> };
    const prizes = boost.prizes.map((p) => ({ ...p, stock: 0 }));
    expect(businessError(() => call(h.boost.save, { ...boost, prizes }, ctx))).toMatch(
      /^奖品「.*」的库存不能少于已发出的 \d+ 份$/,
    );
  });

  it('a free activity’s fee is 0 whatever was sent', () => {
    const ctx = callContext(testState(NOW), NOW);
    const activity = call(h.signUp.get, { id: 1 }, ctx) as Row;
    const saved = call(h.signUp.save, { ...activity, feeType: 1, price: 9900 }, ctx) as Row;
    expect(saved.price).toBe(0);
  });
});

describe('data page actions', () => {
  it('writes off a sign-up by its code once', () => {
    const ctx = callContext(testState(NOW), NOW);
    const before = Number((call(h.signUp.get, { id: 1 }, ctx) as Row).writtenOff);
    const entries = call(h.signUpEntry.list, { page: 1, size: 50, activityId: 1, status: 1 }, ctx) as Page;
    const code = String(entries.list[0]!.code);
    const done = call(h.signUpEntry.writeOff, { activityId: 1, code }, ctx) as Row;
    expect(done.name).toBe(entries.list[0]!.name);
    expect(businessError(() => call(h.signUpEntry.writeOff, { activityId: 1, code }, ctx))).toMatch(/不能重复核销$/);
    expect(businessError(() => call(h.signUpEntry.writeOff, { activityId: 1, code: '00000000' }, ctx))).toBe(
      '核销码不存在，请核对后重试',
    );
    expect((call(h.signUp.get, { id: 1 }, ctx) as Row).writtenOff).toBe(before + 1);
  });

  it('ships a goods prize once; other prizes need no shipping', () => {
    const ctx = callContext(testState(NOW), NOW);
    const pending = call(h.lotteryRecord.list, { page: 1, size: 10, lotteryId: 1, shipStatus: 1 }, ctx) as Page;
    const id = pending.list[0]!.id;
    call(h.lotteryRecord.ship, { id, courier: '顺丰速运', trackingNo: 'SF1234567890' }, ctx);
    expect(
      businessError(() => call(h.lotteryRecord.ship, { id, courier: '顺丰速运', trackingNo: 'SF1234567890' }, ctx)),
    ).toBe('该奖品已发货（顺丰速运 SF1234567890）');
    const points = call(h.lotteryRecord.list, { page: 1, size: 10, lotteryId: 1, prizeType: 2 }, ctx) as Page;
    expect(
      businessError(() =>
        call(h.lotteryRecord.ship, { id: points.list[0]!.id, courier: '顺丰速运', trackingNo: 'SF1234567890' }, ctx),
      ),
    ).toBe('该奖品不是实物商品，无需发货');
  });

  it('write-off codes are distinct within an activity', () => {
    const codes = new Set(Array.from({ length: 5000 }, (_, i) => writeOffCode(7, i)));
    expect(codes.size).toBe(5000);
    for (const c of codes) expect(c).toMatch(/^\d{8}$/);
  });
});
