import { describe, expect, it } from 'vitest';
import type { CallContext } from '../../kit/handlers.js';
import { testState } from '../../kit/testing.js';
import { transactionState } from '../transaction/index.js';
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
const byName = (rows: Array<Record<string, unknown>>, name: string) => rows.find((r) => r.name === name);

describe('promoters', () => {
  it("join the money module's commission: balance, what waits in a withdrawal, what was withdrawn", () => {
    const { s, tx, call } = setup();
    const page = call('promoter.list', { page: 1, size: 50 }) as { list: Array<Record<string, unknown>> };
    const zheng = byName(page.list, '郑小满') as Record<string, number>;
    const cash = tx.customers.find((c) => c.phone === '17700001004')?.commission;
    const pending = s.commissions
      .live()
      .filter((r) => r.values.promoterId === zheng.id && r.values.status === 'pending')
      .reduce((sum, r) => sum + Number(r.values.amount), 0);
    expect(zheng.unwithdrawn).toBe(cash?.balance);
    expect(zheng.withdrawn).toBe(cash?.withdrawn);
    expect(zheng.frozen).toBe(pending);
    expect(zheng.commission).toBe((cash?.balance ?? 0) + (cash?.frozen ?? 0) + (cash?.withdrawn ?? 0) + pending);
    // 钱多多 was brought by 郑小满.
    expect(byName(page.list, '钱多多')?.parentName).toBe('郑小满');
    expect(zheng.memberCount).toBeGreaterThanOrEqual(1);
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
});
