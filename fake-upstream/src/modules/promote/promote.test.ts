import { describe, expect, it } from 'vitest';
import type { CallContext } from '../../kit/handlers.js';
import { testState } from '../../kit/testing.js';
import { CATALOG, transactionState } from '../transaction/index.js';
import { placeOrder } from '../transaction/seed.js';
import { promoteFake, promoteState } from './index.js';

const NOW = Date.UTC(2025, 5, 15, 6, 30);

/** A fresh seed and a call context that carries what these handlers read (the state and the time). */
function setup() {
  const state = testState(NOW);
  const ctx = { state: state.primary, fake: state, now: NOW, publicUrl: 'http://127.0.0.1' } as unknown as CallContext;
  const call = (name: string, input: unknown) =>
    (promoteFake.handlers[name] as (input: never, ctx: CallContext) => unknown)(input as never, ctx);
  return { state, ctx, call, s: promoteState.of(state.primary), tx: transactionState.of(state.primary) };
}
/** A promoter as the list answers it, with the figures these tests add up. */
type Figures = Record<
  'id' | 'commission' | 'withdrawn' | 'unwithdrawn' | 'frozen' | 'withdrawing' | 'orderCount' | 'memberCount',
  number
> & { name: string; parentName: string };
const byName = (rows: Figures[], name: string) => rows.find((r) => r.name === name);

describe('promoters', () => {
  it("are the money module's commission book: 累计佣金 = 已提现 + 未提现 + 冻结佣金 + 提现中, records adding up", () => {
    const { s, tx, call } = setup();
    const page = call('promoter.list', { page: 1, size: 50 }) as { list: Figures[] };
    for (const p of page.list) {
      expect(p.commission).toBe(p.withdrawn + p.unwithdrawn + p.frozen + p.withdrawing);
      const records = s.commissions.live().filter((r) => r.values.promoterId === p.id);
      const sum = (status: string) =>
        records.filter((r) => r.values.status === status).reduce((n, r) => n + Number(r.values.amount), 0);
      expect([sum('settled') + sum('pending'), sum('pending')]).toEqual([p.commission, p.frozen]);
    }
    const zheng = byName(page.list, '郑小满') as Figures;
    const cash = tx.customers.find((c) => c.phone === '17700001004')?.commission;
    expect([zheng.unwithdrawn, zheng.withdrawing, zheng.withdrawn]).toEqual([
      cash?.balance,
      cash?.frozen,
      cash?.withdrawn,
    ]);
    // 郑小满's WeChat request of today waits: it is 提现中.
    expect(zheng.withdrawing).toBe(25_600);
    expect(zheng.memberCount).toBe(tx.customers.filter((c) => c.referrerId === 4).length);
    // 钱多多 was brought by 郑小满.
    expect(byName(page.list, '钱多多')?.parentName).toBe('郑小满');
  });

  it('earn on a new payment of a buyer they brought, frozen until the rule’s days pass', () => {
    const { s, tx, call } = setup();
    const buyer = tx.customers.find((c) => c.referrerId === 4 && c.id > 6);
    const unpaid = tx.book.orders.find((o) => o.status === 'unpaid');
    if (!buyer || !unpaid) throw new Error('no buyer brought by 郑小满');
    const list = () => (call('promoter.list', { page: 1, size: 50 }) as { list: Figures[] }).list;
    const before = byName(list(), '郑小满') as Figures;
    const o = placeOrder(tx, { buyerId: buyer.id, goods: [CATALOG[0]!], quantities: [1], source: 'h5', at: NOW });
    tx.book.pay(o.id, 'wechat', NOW);
    const after = byName(list(), '郑小满') as Figures;
    const earned = Math.round(o.paid / 10);
    expect(after.frozen - before.frozen).toBe(earned);
    expect(after.orderCount - before.orderCount).toBe(1);
    const record = s.commissions.live().find((r) => r.values.orderNo === o.orderNo);
    expect(record?.values).toMatchObject({ promoterId: before.id, amount: earned, status: 'pending', level: 1 });
  });

  it('lose the qualification in the money module too, and refuse a parent below them', () => {
    const { s, tx, call } = setup();
    const [zheng, qian] = s.promoters.live();
    call('promoter.setQualified', { ids: [zheng?.id], value: '0' });
    expect(tx.customers.find((c) => c.phone === '17700001004')?.promoter).toBe(false);
    call('promoter.setQualified', { ids: [zheng?.id], value: '1' });
    // 钱多多 is below 郑小满, so she cannot become his parent.
    expect(() => call('promoter.setParent', { id: zheng?.id, parentId: qian?.id })).toThrow(
      '不能选择自己的下级作为上级推广人',
    );
    call('promoter.clearParent', { id: qian?.id });
    expect(qian?.values.parentId).toBe(0);
    call('promoter.setParent', { id: zheng?.id, parentId: qian?.id });
    expect(zheng?.values.parentId).toBe(qian?.id);
  });
});

describe('applications', () => {
  it('approved makes a promoter; refused keeps the reason; a decided one is not decided again', () => {
    const { s, call } = setup();
    const sun = s.applications.live().find((r) => r.values.name === '孙嘉禾');
    const wu = s.applications.live().find((r) => r.values.name === '吴思琪');
    const before = s.promoters.live().length;
    call('promoterApply.approve', { id: sun?.id });
    expect(sun?.values.status).toBe('approved');
    expect(s.promoters.live()).toHaveLength(before + 1);
    expect(s.promoters.live().find((r) => r.values.phone === '13700002001')?.values.qualified).toBe('1');

    call('promoterApply.reject', { id: wu?.id, reason: '推广资料不完整' });
    expect(wu?.values).toMatchObject({ status: 'rejected', rejectReason: '推广资料不完整' });
    expect(wu?.values.reviewTime).not.toBe('');
    expect(() => call('promoterApply.approve', { id: wu?.id })).toThrow('该申请已审核，请刷新后重试');
    expect(s.promoters.live()).toHaveLength(before + 1);
  });
});

describe('the rules', () => {
  it('start from the money module’s withdrawal defaults and keep what is saved', () => {
    const { call } = setup();
    expect(call('promoterRule.get', {})).toMatchObject({ minWithdraw: 1_000, feeRate: 100 });
    call('promoterRule.save', {
      enabled: false,
      scope: 'all',
      binding: 'override',
      level1Rate: 2_000,
      level2Rate: 800,
      freezeDays: 15,
      minWithdraw: 5_000,
      feeRate: 60,
    });
    expect(call('promoterRule.get', {})).toMatchObject({ enabled: false, level1Rate: 2_000, freezeDays: 15 });
  });
  it('decide users’ withdrawals from the next request on: the saved minimum and fee, past requests as they were', () => {
    const { call, tx } = setup();
    const zheng = tx.customers.find((c) => c.phone === '17700001004');
    if (!zheng) throw new Error('no 郑小满');
    zheng.commission.balance += 100_000;
    const past = tx.userWithdrawals.request(zheng.id, 10_000, 'alipay', NOW);
    expect(past.fee).toBe(100);
    const rule = call('promoterRule.get', {}) as Record<string, unknown>;
    call('promoterRule.save', { ...rule, minWithdraw: 5_000, feeRate: 60 });
    expect(() => tx.userWithdrawals.request(zheng.id, 4_999, 'wechat', NOW)).toThrow(
      '提现金额不能低于最低提现金额 ¥50.00',
    );
    expect(tx.userWithdrawals.request(zheng.id, 10_000, 'wechat', NOW)).toMatchObject({ fee: 60, received: 9_940 });
    expect(tx.userWithdrawals.find(past.id)).toMatchObject({ fee: 100, received: 9_900 });
  });
});
