import { addDays, feeAt, formatYuan } from '@console/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, type GatewayClient } from '../support/client.js';
import { type Stack, SUPER_ACCOUNT, startStack } from '../support/stack.js';

/**
 * One set of books, through the gateway: random sequences of what buyers, staff and the platform do — orders,
 * payments, refunds in part and in full, write-offs, shipments, recycles, restores, removals, the shop's
 * withdrawals, users' withdrawal requests, approvals, rejections, transfers, roll calls — across several days
 * of the fake's clock, and after every step every figure agrees: 概况 = the order list = 交易分析 = 流量分析 =
 * the statement, day by day; 总资产, 用户提现 and 推广大使 reconcile to the fen; a roll call moves no money; a
 * user's withdrawal answers to the 推广规则 as it is when they ask (its minimum, its fee), which a step may change.
 *
 * Two shops keep their books side by side: each step acts in one of them, whose books are checked after it; the
 * other's figures are exactly what they were before the step, and no number the acting shop has shown (orders,
 * statement lines, withdrawals) ever shows in the other's lists.
 *
 * The clock: only `Date` is faked, so the gateway signs and the fake upstream verifies with the same time,
 * which a step moves forward by hours.
 */
/** Four runs of two shops each cost what six runs of one did. */
const RUNS = Number(process.env.LEDGER_RUNS ?? 4);
const STEPS = Number(process.env.LEDGER_STEPS ?? 18);
/** 2025-06-16 09:30 China time, a Monday. */
const START = Date.UTC(2025, 5, 16, 1, 30);
const HOUR = 3_600_000;

/**
 * The owners of the first two demo shops. Shop 2 has not bought 推广大使: it lists no promoters, though its
 * customers' commission and withdrawals are there (the money module keeps them whatever the shop sells).
 */
const OWNERS = [
  { shop: 1, account: SUPER_ACCOUNT, productId: 1 },
  { shop: 2, account: { username: '13800000002', password: 'demo1234' }, productId: 2 },
] as const;

/** One shop as the steps see it: its owner's client and what its steps pick among. */
interface ShopUnderTest {
  shop: number;
  api: GatewayClient;
  people: People;
  /** Whether it lists promoters (sells 推广大使): the 推广大使 side of the books is checked there only. */
  promoters: boolean;
  /** Every number it has shown (orders, statement lines, withdrawals): no other shop may show one. */
  numbers: Set<string>;
  /** Its figures since the last step that could change them; null when one may have. */
  figures: Figures | null;
}

let stack: Stack;
let shops: ShopUnderTest[];
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  stack = await startStack({ fake: { now: () => Date.now() } });
  shops = [];
  for (const o of OWNERS)
    shops.push({
      shop: o.shop,
      api: stack.client({ token: await stack.login(o.account), productId: o.productId }),
      people: { buyers: [], promoters: [], goods: [] },
      promoters: false,
      numbers: new Set(),
      figures: null,
    });
});
afterAll(async () => {
  await stack.close();
  vi.useRealTimers();
});

const chinaDay = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10);
const today = () => chinaDay(Date.now());
/** A control route of the fake, in the shop `s` (`?shop=`). */
const dev = <T>(s: ShopUnderTest, path: string, body?: unknown) =>
  stack.dev(`${path}?shop=${s.shop}`, body === undefined ? {} : { method: 'POST', body }) as Promise<T>;

/** Every page of a paged list (pages of 50, the largest size). */
async function all<T>(page: (p: { page: number; size: 50 }) => Promise<{ list: T[]; total: number }>): Promise<T[]> {
  const out: T[] = [];
  for (let p = 1; ; p++) {
    const r = await page({ page: p, size: 50 });
    out.push(...r.list);
    if (out.length >= r.total || r.list.length === 0) return out;
  }
}

/** The n-th of `items` (n any natural number), or undefined when there are none. */
const nth = <T>(items: readonly T[], n: number): T | undefined => items[n % Math.max(1, items.length)];

type Step =
  | { kind: 'order'; buyer: number; goods: number; source: number }
  | { kind: 'pay'; pick: number; method: number }
  | { kind: 'refund'; pick: number; share: number | 'all' }
  | { kind: 'verify'; pick: number }
  | { kind: 'ship'; pick: number }
  | { kind: 'recycle'; pick: number }
  | { kind: 'restore'; pick: number }
  | { kind: 'remove'; pick: number }
  | { kind: 'withdraw'; share: number }
  | { kind: 'request'; pick: number; share: number; method: number }
  | { kind: 'approve'; pick: number }
  | { kind: 'reject'; pick: number }
  | { kind: 'transfer'; pick: number }
  | { kind: 'rollCall'; pick: number; absent: number }
  | { kind: 'rule'; minWithdraw: number; feeRate: number }
  | { kind: 'advance'; hours: number };

const pick = fc.nat(1000);
const share = fc.integer({ min: 1, max: 100 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('order'), buyer: pick, goods: pick, source: pick }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('pay'), pick, method: pick }), weight: 4 },
  {
    arbitrary: fc.record({ kind: fc.constant('refund'), pick, share: fc.oneof(share, fc.constant('all' as const)) }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('verify'), pick }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('ship'), pick }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('recycle'), pick }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('restore'), pick }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('remove'), pick }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('withdraw'), share }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('request'), pick, share, method: pick }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('approve'), pick }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('reject'), pick }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('transfer'), pick }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('rollCall'), pick, absent: pick }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('rule'),
      minWithdraw: fc.integer({ min: 1, max: 300 }).map((yuan) => yuan * 100),
      feeRate: fc.integer({ min: 0, max: 2_000 }),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('advance'), hours: fc.integer({ min: 1, max: 30 }) }), weight: 3 },
);

/** A step and the shop it acts in (an index of `shops`; advancing the clock moves every shop's). */
const shopStep = fc.record({ at: fc.nat(OWNERS.length - 1), step });

/** What the steps pick among: the shop's buyers and promoters as the console lists them. */
interface People {
  buyers: string[];
  promoters: string[];
  /**
   * Goods buyers order, the shop's own: a course (written off), a product (shipped) where it has the mall, a
   * campaign where it runs one, its cheapest course.
   */
  goods: string[];
}

/** One of each kind the shop sells, from its own catalogue. */
async function goodsOf(s: ShopUnderTest): Promise<string[]> {
  const all = await dev<Array<{ name: string; type: string; price: number }>>(s, '/__dev/transaction/goods');
  const first = (type: string) => all.filter((g) => g.type === type).map((g) => g.name)[0];
  const cheapest = all.filter((g) => g.type === 'course').sort((a, b) => a.price - b.price)[0]?.name;
  return [first('course'), first('product'), first('campaign'), cheapest].filter((g): g is string => !!g);
}

/** A business refusal is a possible outcome of a step (the money is not there, the order moved on). */
async function refusedOrDone(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (err) {
    const e = await failure(Promise.reject(err));
    expect(e.data?.kind).toBe('business');
  }
}

const orders = (api: GatewayClient, q: Parameters<GatewayClient['order']['list']['query']>[0]) =>
  api.order.list.query({ page: 1, size: 50, ...q });

async function run(at: ShopUnderTest, s: Step): Promise<void> {
  const { api, people } = at;
  switch (s.kind) {
    case 'order': {
      const phone = nth(people.buyers, s.buyer) as string;
      const source = nth(['miniProgram', 'h5', 'tiktok', 'store'] as const, s.source);
      const o = await dev<{ orderNo: string }>(at, '/__dev/transaction/order', {
        phone,
        goods: [nth(people.goods, s.goods)],
        source,
      });
      at.numbers.add(o.orderNo);
      return;
    }
    case 'pay': {
      const o = nth((await orders(api, { status: 'unpaid' })).list, s.pick);
      const method = nth(['wechat', 'alipay', 'balance', 'offline'] as const, s.method);
      if (o) await dev(at, '/__dev/transaction/order/pay', { id: o.id, method });
      return;
    }
    case 'refund': {
      const paid = (await orders(api, {})).list.filter((o) => o.paid > o.refunded);
      const o = nth(paid, s.pick);
      if (!o) return;
      const left = o.paid - o.refunded;
      const amount = s.share === 'all' ? left : Math.max(1, Math.floor((left * s.share) / 100));
      await refusedOrDone(() =>
        api.order.refund.mutate({ id: o.id, amount, reason: '协商一致退款', refundedBefore: o.refunded }),
      );
      return;
    }
    case 'verify': {
      const codes = await dev<Array<{ code: string }>>(at, '/__dev/transaction/verify-codes');
      const c = nth(codes, s.pick);
      if (c) await api.order.verify.mutate({ code: c.code });
      return;
    }
    case 'ship': {
      const o = nth((await orders(api, { status: 'toShip' })).list, s.pick);
      if (o)
        await api.order.ship.mutate({
          id: o.id,
          company: '顺丰速运',
          trackingNo: `SF${String(o.id).padStart(10, '0')}`,
        });
      return;
    }
    case 'recycle': {
      // Closed orders (never paid) one time in three, so that removals for good happen too.
      const finished =
        s.pick % 3 === 0
          ? (await orders(api, { status: 'closed' })).list
          : (await orders(api, {})).list.filter((o) => ['done', 'refunded'].includes(o.status));
      const o = nth(finished, s.pick);
      if (o) await api.order.recycle.mutate({ ids: [o.id] });
      return;
    }
    case 'restore': {
      const o = nth((await api.order.recycleList.query({ page: 1, size: 50 })).list, s.pick);
      if (o) await api.order.restore.mutate({ ids: [o.id] });
      return;
    }
    case 'remove': {
      const o = nth((await api.order.recycleList.query({ page: 1, size: 50 })).list, s.pick);
      if (!o) return;
      if (o.paid === 0) {
        await api.order.remove.mutate({ ids: [o.id] });
        expect((await failure(api.order.get.query({ id: o.id }))).data?.kind).toBe('notFound');
      } else {
        const refused = await failure(api.order.remove.mutate({ ids: [o.id] }));
        expect(refused.message).toBe(`订单 ${o.orderNo} 已付款，不能彻底删除：只有未付款或已关闭的订单可以彻底删除`);
        expect((await api.order.get.query({ id: o.id })).orderNo).toBe(o.orderNo);
      }
      return;
    }
    case 'withdraw': {
      const { available } = await api.assets.overview.query({});
      const amount = Math.floor((available * s.share) / 100);
      if (amount >= 10_000) await refusedOrDone(() => api.withdraw.apply.mutate({ amount }));
      return;
    }
    case 'request':
      await request(at, s);
      return;
    case 'approve': {
      const r = nth((await api.userWithdraw.list.query({ page: 1, size: 50, status: 'pending' })).list, s.pick);
      if (r) await refusedOrDone(() => api.userWithdraw.approve.mutate({ id: r.id }));
      return;
    }
    case 'reject': {
      const open = (await api.userWithdraw.list.query({ page: 1, size: 50 })).list.filter(
        (r) => r.status === 'pending' || r.status === 'approved',
      );
      const r = nth(open, s.pick);
      if (r) await api.userWithdraw.reject.mutate({ id: r.id, reason: '收款账号有误' });
      return;
    }
    case 'transfer': {
      const r = nth((await api.userWithdraw.list.query({ page: 1, size: 50, status: 'approved' })).list, s.pick);
      const voucher = 'https://static.zhixiao.cn/sample/voucher.png';
      if (r) await api.userWithdraw.markPaid.mutate({ id: r.id, voucher, remark: '已银行转账' });
      return;
    }
    case 'rollCall':
      await rollCall(api, s.pick, s.absent);
      return;
    case 'rule': {
      // The rule decides the next requests only: the ones made keep their fee.
      const [rule, made] = await Promise.all([api.promoterRule.get.query(), userWithdrawals(api)]);
      await api.promoterRule.save.mutate({ ...rule, minWithdraw: s.minWithdraw, feeRate: s.feeRate });
      expect(await userWithdrawals(api)).toEqual(made);
      return;
    }
    case 'advance':
      vi.setSystemTime(Date.now() + s.hours * HOUR);
      return;
  }
}

const userWithdrawals = async (api: GatewayClient) => (await api.userWithdraw.list.query({ page: 1, size: 50 })).list;

/**
 * A promoter asks to withdraw in their app: below the shop's 推广规则 minimum it is refused and moves nothing;
 * otherwise its fee is the rule's rate of it. Where the shop lists its promoters, the amount is a share of what
 * the promoter may withdraw; elsewhere the person is one who asked before, for a small amount, and the request
 * may be refused for their balance too.
 */
async function request(at: ShopUnderTest, s: Extract<Step, { kind: 'request' }>): Promise<void> {
  const { api } = at;
  const phone = nth(at.people.promoters, s.pick);
  if (phone === undefined) return;
  const p = at.promoters ? (await api.promoter.list.query({ page: 1, size: 50, keyword: phone })).list[0] : undefined;
  const amount = p ? Math.floor(((p.unwithdrawn ?? 0) * s.share) / 100) : s.share * 200;
  if (amount === 0) return;
  const method = nth(['wechat', 'alipay', 'bank'] as const, s.method);
  const [rule, before] = await Promise.all([
    api.promoterRule.get.query(),
    api.userWithdraw.list.query({ page: 1, size: 10 }),
  ]);
  const out = await dev<{ error?: string; withdrawNo: string; amount: number; fee: number; received: number }>(
    at,
    '/__dev/transaction/user-withdraw',
    { phone, amount, method },
  );
  // Someone who asked before may no longer promote (the upstream says so before it looks at the amount).
  if (!p && out.error === '该用户不是推广员，没有可提现的佣金') return;
  if (amount < rule.minWithdraw) {
    expect(out.error).toBe(`提现金额不能低于最低提现金额 ${formatYuan(rule.minWithdraw)}`);
    expect(await api.userWithdraw.list.query({ page: 1, size: 10 })).toEqual(before);
    return;
  }
  if (!p && out.error === '可提现佣金不足') return;
  expect(out.error).toBeUndefined();
  expect([out.amount, out.fee, out.received]).toEqual([
    amount,
    feeAt(amount, rule.feeRate),
    amount - feeAt(amount, rule.feeRate),
  ]);
  at.numbers.add(out.withdrawNo);
}

/**
 * 点名 of a lesson due by today: what it consumes (课消) is what its students' 剩余学费 lose, line by line of
 * 课消记录, and no money moves; undone, it all comes back.
 */
async function rollCall(api: GatewayClient, n: number, absent: number): Promise<void> {
  const due = (
    await api.studySchedule.lessons.query({
      page: 1,
      size: 50,
      status: 1,
      endDate: today(),
      startDate: addDays(today(), -14),
    })
  ).list;
  const lesson = nth(due, n);
  if (!lesson) return;
  const roster = await api.studyRollCall.roster.query({ lessonId: lesson.id });
  if (roster.students.length === 0) return;
  const fees = async () => {
    const rows = await all((p) => api.studyBalance.list.query({ ...p, courseId: lesson.courseId }));
    return new Map(rows.map((b) => [b.studentId, b.remainingFee]));
  };
  const money = async () => {
    const o = await api.assets.overview.query({});
    return { ...o, recentFlows: o.recentFlows.map((f) => f.tradeNo) };
  };
  const [before, cash] = [await fees(), await money()];
  const marks = roster.students.map(
    (st, i) => ({ studentId: st.studentId, status: i === absent % 7 ? 4 : 1 }) as const,
  );
  const out = await refusedOrNull(() => api.studyRollCall.submit.mutate({ lessonId: lesson.id, marks }));
  if (!out) return;
  const after = await fees();
  const called = await api.studyRollCall.roster.query({ lessonId: lesson.id });
  let consumed = 0;
  for (const st of called.students) {
    consumed += st.amount;
    expect((before.get(st.studentId) ?? 0) - (after.get(st.studentId) ?? 0)).toBe(st.amount);
  }
  expect(out.amount).toBe(consumed);
  expect(await money()).toEqual(cash);
  if (absent % 2 === 0) {
    await api.studyRollCall.undo.mutate({ lessonId: lesson.id });
    expect(await fees()).toEqual(before);
  }
}

async function refusedOrNull<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (err) {
    expect((await failure(Promise.reject(err))).data?.kind).toBe('business');
    return null;
  }
}

const sum = <T>(xs: readonly T[], f: (x: T) => number) => xs.reduce((s, x) => s + f(x), 0);
/** A figure the upstream computes: always there, a whole number of fen. */
function figure(v: number | null | undefined): number {
  expect(Number.isInteger(v)).toBe(true);
  return v as number;
}

/** Every figure of one day, from every page that shows it. */
async function day(api: GatewayClient, d: string) {
  const range = { startDate: d, endDate: d };
  const [t, flow, placed, paid, binPlaced, binPaid, income, refunds, lines, bills] = await Promise.all([
    api.analysis.transaction.query(range),
    api.analysis.flow.query(range),
    api.order.list.query({ ...range, page: 1, size: 10 }),
    api.order.list.query({ ...range, dateField: 'payTime', page: 1, size: 10 }),
    all((p) => api.order.recycleList.query({ ...range, ...p })),
    all((p) => api.order.recycleList.query({ ...range, dateField: 'payTime', ...p })),
    api.assets.flows.query({ ...range, type: 'orderIncome', page: 1, size: 10 }),
    api.assets.flows.query({ ...range, type: 'orderRefund', page: 1, size: 10 }),
    api.assets.flows.query({ ...range, page: 1, size: 10 }),
    api.assets.bills.query({ ...range, period: 'day', page: 1, size: 10 }),
  ]);
  return { d, t, flow, placed, paid, binPlaced, binPaid, income, refunds, lines, bills };
}

async function checkBooks(at: ShopUnderTest, from: string): Promise<void> {
  const { api } = at;
  const overview = await api.home.indexData.query();
  const days: string[] = [];
  for (let d = from; d <= today(); d = addDays(d, 1)) days.push(d);
  for (const x of await Promise.all(days.map((d) => day(api, d)))) {
    const where = `on ${x.d}`;
    const cards = x.t.cards;
    // 订单数: placed that day, in the list or in the recycle bin.
    expect(cards.orders.value, where).toBe(x.placed.counts.all + x.binPlaced.length);
    // 支付金额: paid that day = the order list by 支付时间 (with the bin) = the statement's 订单收入.
    expect(cards.payAmount.value, where).toBe(x.paid.summary.paid + sum(x.binPaid, (o) => o.paid));
    expect(cards.payAmount.value, where).toBe(x.income.income);
    expect(cards.paidOrders.value, where).toBe(x.income.total);
    // 退款金额: refunded that day = the statement's 订单退款 (a refund is counted on its own day).
    expect(cards.refundAmount.value, where).toBe(x.refunds.expense);
    expect(
      sum(x.t.trend, (p) => p.refundAmount),
      where,
    ).toBe(cards.refundAmount.value);
    expect([x.flow.cards.payAmount.value, x.flow.cards.refundAmount.value], where).toEqual([
      cards.payAmount.value,
      cards.refundAmount.value,
    ]);
    // The day's bill (日账单) is its lines.
    const bill = x.bills.list.find((b) => b.startDate === x.d);
    expect([bill?.income ?? 0, bill?.expense ?? 0, bill?.count ?? 0], where).toEqual([
      x.lines.income,
      x.lines.expense,
      x.lines.total,
    ]);
    // 概况 is the same figures.
    const o = overview.trend.find((p) => p.date === x.d);
    if (o)
      expect([o.orders, o.income, o.visits], where).toEqual([
        cards.orders.value,
        cards.payAmount.value,
        x.flow.cards.uv.value,
      ]);
  }
  const [todayFigures, yesterday] = overview.trend.slice(-1).concat(overview.trend.slice(-2, -1));
  expect([overview.todayOrders, overview.todayIncome, overview.yesterdayIncome]).toEqual([
    todayFigures?.orders,
    todayFigures?.income,
    yesterday?.income,
  ]);

  // 总资产: 累计收入 − 累计退款 = 可提现 + 待结算 + 提现中 + 累计提现 + 用户提现支出; the totals are the lines.
  const a = await api.assets.overview.query({});
  expect(a.totalIncome - a.totalRefund).toBe(a.available + a.pending + a.frozen + a.totalWithdrawn + a.userPaid);
  const [allIncome, allRefunds, everything, bin] = await Promise.all([
    api.assets.flows.query({ type: 'orderIncome', page: 1, size: 10 }),
    api.assets.flows.query({ type: 'orderRefund', page: 1, size: 10 }),
    api.order.list.query({ page: 1, size: 10 }),
    all((p) => api.order.recycleList.query(p)),
  ]);
  expect([a.totalIncome, a.totalRefund]).toEqual([allIncome.income, allRefunds.expense]);
  expect([
    everything.summary.paid + sum(bin, (o) => o.paid),
    everything.summary.refunded + sum(bin, (o) => o.refunded),
  ]).toEqual([a.totalIncome, a.totalRefund]);
  // The balance after the last line is what the shop holds.
  expect(a.recentFlows[0]?.balance).toBe(a.available + a.pending);

  // 用户提现: 佣金总金额 = 未提现 + 待审核 + 待打款 + 已提现.
  const u = (await api.userWithdraw.list.query({ page: 1, size: 10 })).summary;
  expect(u.commission).toBe(u.unwithdrawn + u.pending + u.approved + u.withdrawn);
  // 推广大使: 累计佣金 = 已提现 + 未提现 + 冻结佣金 + 提现中, for every promoter (a shop without it lists none).
  if (!at.promoters) {
    expect((await api.promoter.list.query({ page: 1, size: 10 })).total).toBe(0);
    return;
  }
  let settled = 0;
  for (const p of await all((q) => api.promoter.list.query(q))) {
    const commission = figure(p.commission);
    const [withdrawn, unwithdrawn, frozen, withdrawing] = [
      figure(p.withdrawn),
      figure(p.unwithdrawn),
      figure(p.frozen),
      figure(p.withdrawing),
    ];
    expect(commission, p.name).toBe(withdrawn + unwithdrawn + frozen + withdrawing);
    if (p.qualified === '1') settled += withdrawn + unwithdrawn + withdrawing;
  }
  // …and 用户提现's 佣金总金额 is the promoters' settled commission.
  expect(u.commission).toBe(settled);
}

/**
 * What another shop's step must leave as it is: a shop's money, today's analysis, its newest orders, statement
 * lines and withdrawals, and its 推广规则 (概况 is the analysis's figures: checkBooks says so).
 */
async function figuresOf(api: GatewayClient) {
  const range = { startDate: today(), endDate: today() };
  const page = { page: 1, size: 50 } as const;
  const [assets, analysis, orderList, recycled, flows, users, withdrawals, rule] = await Promise.all([
    api.assets.overview.query({}),
    api.analysis.transaction.query(range),
    api.order.list.query(page),
    api.order.recycleList.query(page),
    api.assets.flows.query(page),
    api.userWithdraw.list.query(page),
    api.withdraw.list.query(page),
    api.promoterRule.get.query(),
  ]);
  return { assets, analysis, orderList, recycled, flows, users, withdrawals, rule };
}
type Figures = Awaited<ReturnType<typeof figuresOf>>;

/** The numbers a shop's lists show: order numbers, statement lines (and their orders), withdrawals. */
const numbersIn = (f: Figures) => [
  ...f.orderList.list.map((o) => o.orderNo),
  ...f.recycled.list.map((o) => o.orderNo),
  ...f.flows.list.flatMap((l) => [l.tradeNo, ...(l.orderNo ? [l.orderNo] : [])]),
  ...f.assets.recentFlows.map((l) => l.tradeNo),
  ...f.users.list.map((r) => r.withdrawNo),
  ...f.withdrawals.list.map((w) => w.withdrawNo),
];

/** A shop's figures as they are now, its numbers noted. */
async function read(s: ShopUnderTest): Promise<void> {
  s.figures = await figuresOf(s.api);
  for (const n of numbersIn(s.figures)) s.numbers.add(n);
}

/** Every shop's figures, read again where a step may have changed them. */
const figures = () => Promise.all(shops.filter((s) => s.figures === null).map(read));

/** No shop's lists show a number another shop has shown. */
function checkNumbers(): void {
  for (const s of shops)
    for (const other of shops) {
      if (other === s || other.figures === null) continue;
      const shown = numbersIn(other.figures).filter((n) => s.numbers.has(n));
      expect(shown, `shop ${s.shop}'s numbers in shop ${other.shop}`).toEqual([]);
    }
}

/**
 * A step in `acting` leaves every other shop's figures as they were before it, and no shop shows a number
 * another has shown. The acting shop's figures are read again only when a step elsewhere needs them.
 */
async function checkApart(acting: ShopUnderTest, before: ReadonlyMap<ShopUnderTest, Figures>): Promise<void> {
  acting.figures = null;
  const others = shops.filter((s) => s !== acting);
  await Promise.all(others.map(read));
  for (const s of others) expect(s.figures, `shop ${s.shop}`).toEqual(before.get(s));
  checkNumbers();
}

describe('one set of books', () => {
  it('agrees on every page after every step of any history, day by day, in every shop apart', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(shopStep, { minLength: Math.min(8, STEPS), maxLength: STEPS }), async (steps) => {
        vi.setSystemTime(START);
        await stack.dev('/__reset', { method: 'POST' });
        const first = addDays(today(), -1);
        for (const s of shops) {
          const promoters = (await s.api.promoter.list.query({ page: 1, size: 50, qualified: '1' })).list;
          s.promoters = promoters.length > 0;
          s.people = {
            buyers: [...new Set((await orders(s.api, { status: 'done' })).list.map((o) => o.buyer.phone))],
            // Without a promoter list, the people who asked to withdraw before.
            promoters: s.promoters
              ? promoters.map((p) => p.phone)
              : [...new Set((await userWithdrawals(s.api)).map((r) => r.user.phone))],
            goods: await goodsOf(s),
          };
          s.numbers = new Set();
          s.figures = null;
          await checkBooks(s, first);
        }
        for (const { at, step: st } of steps) {
          const acting = shops[at] as ShopUnderTest;
          if (st.kind === 'advance') {
            // The clock moves every shop's books (settling, closing).
            await run(acting, st);
            for (const s of shops) {
              s.figures = null;
              await checkBooks(s, first);
            }
            continue;
          }
          await figures();
          const before = new Map(shops.map((s) => [s, s.figures as Figures]));
          await run(acting, st);
          await checkBooks(acting, first);
          await checkApart(acting, before);
        }
        // Every shop's last numbers, against every other's last lists.
        for (const s of shops) s.figures = null;
        await figures();
        checkNumbers();
      }),
      { numRuns: RUNS },
    );
  }, 1_800_000);
});
