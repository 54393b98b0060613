import type { UserWithdrawMethod } from '@console/contracts';
import { UpstreamError } from '../../errors.js';
import type { FakeData } from '../../kit/fake-data.js';
import { seedImage } from '../../kit/seed-media.js';
import { DAY_MS, startOfDay } from '../../util/time.js';
import type { Customer } from './customers.js';
import type { Ledger } from './ledger.js';
import type { UserWithdrawals } from './user-withdrawals.js';
import type { ShopWithdrawals } from './withdrawals.js';

/** The seeded withdrawals: the shop's own to its bank account, and the promoters' from their balances. */

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** Customers 1-6 are the demo people (customers.ts); random withdrawals leave them alone. */
const DEMO_PEOPLE = 6;

/** A withdrawal about once a month of most of what was available; one refused by the bank. */
export function seedShopWithdrawals(
  historyDays: number,
  g: FakeData,
  now: number,
  mediaBase: string,
  w: ShopWithdrawals,
  ledger: Ledger,
  at: (t: number, run: () => void) => void,
): void {
  w.auth = {
    status: 'approved',
    type: 'company',
    name: '张明远',
    idNumber: '33010219800512331X',
    idFront: seedImage(mediaBase, '身份证人像面', 210, { w: 856, h: 540 }),
    idBack: seedImage(mediaBase, '身份证国徽面', 20, { w: 856, h: 540 }),
    companyName: '杭州启明星文化艺术培训有限公司',
    creditCode: '91330106MA2B3C4D5X',
    licence: seedImage(mediaBase, '营业执照', 120, { w: 600, h: 840 }),
    bankAccountName: '杭州启明星文化艺术培训有限公司',
    bankCardNo: '571908765410201',
    bankName: '招商银行',
    bankBranch: '杭州西湖支行',
    rejectReason: null,
    submittedAt: now - 420 * DAY_MS,
    reviewedAt: now - 419 * DAY_MS,
  };
  for (let d = historyDays - 25; d > 3; d -= g.int(25, 35)) {
    const when = startOfDay(now) - d * DAY_MS + 10 * HOUR + g.int(0, 120) * MINUTE;
    const decided = when + g.int(20, 40) * HOUR;
    const refused = d < 200 && d > 170;
    let id: number | null = null;
    at(when, () => {
      const amount = Math.floor((ledger.balances.available * 0.8) / 10_000) * 10_000;
      if (amount >= 10_000) id = w.apply(amount, when).id;
    });
    at(decided, () => {
      if (id !== null) w.finish(id, !refused, '收款账户信息有误，请核对开户支行', decided);
    });
  }
}

/**
 * Promoters' withdrawals over the last months, of part of what their commission had settled by then; three
 * demo requests today.
 */
export function seedUserWithdrawals(
  g: FakeData,
  now: number,
  customers: readonly Customer[],
  u: UserWithdrawals,
  at: (t: number, run: () => void) => void,
): void {
  const promoters = customers.filter((c) => c.promoter && c.id > DEMO_PEOPLE);
  const methods: UserWithdrawMethod[] = ['wechat', 'wechat', 'alipay', 'bank'];
  for (const c of promoters) {
    for (let n = g.int(0, 3); n > 0; n--) {
      const when = now - g.int(2, 300) * DAY_MS + g.int(9, 20) * HOUR;
      const decided = when + g.int(2, 30) * HOUR;
      const method = g.pick(methods);
      const share = g.int(20, 60);
      const refused = g.chance(0.1);
      let id: number | null = null;
      at(when, () => {
        const amount = Math.floor((c.commission.balance * share) / 10_000) * 100;
        if (amount >= u.rule().minWithdraw) id = u.request(c.id, amount, method, when).id;
      });
      at(decided, () => {
        if (id === null) return;
        if (refused) {
          u.reject(id, '收款账号与实名信息不一致', decided);
          return;
        }
        try {
          if (u.approve(id, decided).status === 'approved') u.markPaid(id, '', '已银行转账', decided);
        } catch (err) {
          // The shop's balance could not pay WeChat change then.
          if (!(err instanceof UpstreamError)) throw err;
          u.reject(id, '商户余额不足，请稍后重新申请', decided);
        }
      });
    }
  }
  // The demo people: 郑小满 to WeChat change and 钱多多 to Alipay waiting for review, 何雨桐's bank transfer
  // approved and waiting for the voucher.
  const zheng = customers[3] as Customer;
  const qian = customers[4] as Customer;
  const he = customers[5] as Customer;
  at(now - 50 * MINUTE, () => u.request(zheng.id, 25_600, 'wechat', now - 50 * MINUTE));
  at(now - 40 * MINUTE, () => u.request(qian.id, 8_800, 'alipay', now - 40 * MINUTE));
  at(now - 30 * MINUTE, () => u.approve(u.request(he.id, 52_000, 'bank', now - 30 * MINUTE).id, now - 20 * MINUTE));
}
