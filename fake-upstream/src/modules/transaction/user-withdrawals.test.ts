import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../errors.js';
import { Commissions, DEFAULT_PROMOTER_RULE } from './commissions.js';
import type { Customer } from './customers.js';
import { Ledger } from './ledger.js';
import { UserWithdrawals } from './user-withdrawals.js';

const T = 1_750_000_000_000;

/** A promoter with ¥1,000.00 settled, and the withdrawals reading the rule the commission book keeps. */
function setup() {
  const promoter: Customer = {
    id: 1,
    name: '郑小满',
    phone: '17700001004',
    gender: 'female',
    province: '浙江',
    terminal: 'h5',
    registeredAt: 0,
    memberSince: null,
    promoter: true,
    referrerId: 0,
    commission: { balance: 100_000, frozen: 0, withdrawn: 0 },
  };
  const commissions = new Commissions([promoter]);
  const u = new UserWithdrawals([promoter], new Ledger(), () => commissions.rule);
  return { promoter, rule: commissions.rule, u };
}

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (err) {
    if (err instanceof UpstreamError) return err.message;
    throw err;
  }
  return null;
};

describe('users’ withdrawals under the 推广规则', () => {
  it('start from the default rule: ¥10.00 at least, 1 % fee', () => {
    const { u } = setup();
    expect(DEFAULT_PROMOTER_RULE).toMatchObject({ minWithdraw: 1_000, feeRate: 100 });
    expect(refusal(() => u.request(1, 999, 'wechat', T))).toBe('提现金额不能低于最低提现金额 ¥10.00');
    expect(u.request(1, 1_000, 'wechat', T)).toMatchObject({ amount: 1_000, fee: 10, received: 990 });
  });

  it('take the rule as it is when the person asks; past requests keep their fee', () => {
    const { promoter, rule, u } = setup();
    const before = u.request(1, 12_345, 'alipay', T);
    expect([before.fee, before.received]).toEqual([123, 12_222]);

    Object.assign(rule, { minWithdraw: 5_000, feeRate: 60 });
    expect(refusal(() => u.request(1, 4_999, 'wechat', T + 1))).toBe('提现金额不能低于最低提现金额 ¥50.00');
    // A refused request moves nothing.
    expect(promoter.commission).toEqual({ balance: 100_000 - 12_345, frozen: 12_345, withdrawn: 0 });
    const after = u.request(1, 12_345, 'bank', T + 2);
    expect([after.fee, after.received]).toEqual([74, 12_271]);
    expect(u.find(before.id)).toMatchObject({ fee: 123, received: 12_222 });
    expect(u.view(u.find(before.id), '').fee).toBe(123);

    // A rule without a fee takes none; the minimum can be lowered too.
    Object.assign(rule, { minWithdraw: 100, feeRate: 0 });
    expect(u.request(1, 100, 'wechat', T + 3)).toMatchObject({ fee: 0, received: 100 });
  });
});
