import {
  type CommissionStatus,
  feeAt,
  PRODUCTS,
  type PromoterRule,
  promoter,
  promoterApply,
  promoterCommission,
} from '@console/contracts';
import { moduleState } from '../../kit/module.js';
import { seedStore } from '../../kit/seed.js';
import { ResourceStore, type StoredRow } from '../../kit/store.js';
import { PRIMARY_SHOP } from '../../state/shops.js';
import { DAY_MS, formatDateTime } from '../../util/time.js';
import { type Customer, transactionState } from '../transaction/index.js';

/** The rules a shop starts with: the money module's withdrawal defaults (¥10.00 at least, 1 % fee). */
export const DEFAULT_RULE: PromoterRule = {
  enabled: true,
  scope: 'approved',
  binding: 'first',
  level1Rate: 1_000,
  level2Rate: 500,
  freezeDays: 7,
  minWithdraw: 1_000,
  feeRate: 100,
};

/** Applications the e2e tests decide: both waiting, made today. */
export const DEMO_APPLICATIONS = [
  { name: '孙嘉禾', phone: '13700002001', intro: '在读家长群群主，想推荐孩子上过的美术课', status: 'pending' },
  { name: '吴思琪', phone: '13700002002', intro: '舞蹈老师，有学员家长资源', status: 'pending' },
] as const;

const REJECT_REASONS = ['推广资料不完整', '手机号与微信实名不一致', '暂不符合推广大使条件', '重复申请'];
const INTROS = [
  '孩子在这里学了两年钢琴，想推荐给身边的朋友',
  '小区宝妈群管理员，群里有三百多位家长',
  '本校老学员，愿意分享课程',
  '做社区团购，想顺带推荐课程',
  '幼儿园老师，认识很多家长',
  '朋友圈经常分享育儿内容',
];
const PROMOTERS = 36;
/** Orders that earned commission, over the last this many days. */
const COMMISSION_ORDERS = 120;
const COMMISSION_DAYS = 120;

/**
 * The promoters are the shop's customers of the money module who promote (their commission balance, what
 * waits in a withdrawal and what they withdrew live there), plus former promoters who lost the qualification.
 */
export const promoteState = moduleState('promote', (ctx) => {
  const tx = () => transactionState.of(ctx.state);
  const g = ctx.fake(220_301);
  const rule: PromoterRule = { ...DEFAULT_RULE };

  const commissions = new ResourceStore(promoterCommission, {}, ctx.clock);
  const promoters: ResourceStore = new ResourceStore(
    promoter,
    {
      // Those who promote first, the earliest of them first; then the former ones.
      order: (a, b) => String(b.values.qualified).localeCompare(String(a.values.qualified)) || a.id - b.id,
      decorate: (values, row) => {
        const customer = tx().customers[Number(values.customerId) - 1] as Customer | undefined;
        const mine = commissions.live().filter((c) => c.values.promoterId === row.id);
        const own = mine.filter((c) => c.values.level === 1 && c.values.status !== 'cancelled');
        const frozen = mine
          .filter((c) => c.values.status === 'pending')
          .reduce((s, c) => s + Number(c.values.amount), 0);
        const cash = customer?.commission ?? { balance: 0, frozen: 0, withdrawn: 0 };
        const parentId = Number(values.parentId ?? 0);
        return {
          ...values,
          parentId,
          parentName: parentId > 0 ? String(promoters.peek(parentId)?.values.name ?? '') : '',
          memberCount: promoters.live().filter((p) => p.values.parentId === row.id).length,
          orderCount: own.length,
          orderAmount: own.reduce((s, c) => s + Number(c.values.orderAmount), 0),
          commission: cash.balance + cash.frozen + cash.withdrawn + frozen,
          withdrawn: cash.withdrawn,
          unwithdrawn: cash.balance,
          frozen,
        };
      },
    },
    ctx.clock,
  );

  // The money module's promoters (the demo ones first), then customers who promoted once; none in a shop
  // without the promoter product.
  const sells = ctx.shop.has(PRODUCTS.promoter);
  const customers = sells ? tx().customers : [];
  const current = customers.filter((c) => c.promoter);
  const former = customers.filter((c) => !c.promoter && c.id > 6).slice(0, Math.max(0, PROMOTERS - current.length));
  const people = [...current.map((c) => ({ c, qualified: '1' })), ...former.map((c) => ({ c, qualified: '0' }))];
  const rows = seedStore(promoters, g, {
    count: people.length,
    rows: people.map(({ c, qualified }) => ({ name: c.name, phone: c.phone, qualified, customerId: c.id })),
    values: {
      // Most promoters joined on their own; some were brought by one who joined before them.
      parentId: (gen, i) => (i > 3 && gen.chance(0.4) ? gen.int(1, i - 1) : 0),
    },
    days: 300,
  });
  // 钱多多 was brought by 郑小满.
  const qian = rows.find((r) => r.values.name === '钱多多');
  const zheng = rows.find((r) => r.values.name === '郑小满');
  if (qian && zheng) qian.values.parentId = zheng.id;
  promoters.touch();

  // Commission on the money module's paid orders of the last four months: the buyer was brought by a promoter
  // (level 1), some also earn the promoter's parent something (level 2). A refunded order's is cancelled.
  const earners = rows.filter((r) => r.values.qualified === '1');
  const { book } = tx();
  const paid = book.orders
    .slice(book.firstAtOrAfter(ctx.now - COMMISSION_DAYS * DAY_MS))
    .filter((o) => o.paidAt !== null && o.paid > 0 && o.buyerId > 6);
  // Spread evenly over the period, so the last days' commission is still frozen.
  for (let n = 0; n < Math.min(COMMISSION_ORDERS, earners.length > 0 ? paid.length : 0); n++) {
    const order = paid[Math.floor((n * paid.length) / COMMISSION_ORDERS)] as (typeof paid)[number];
    // The demo promoters (the first three) each earn on one of the first orders at least.
    const owner = n < 3 ? (earners[n] as StoredRow) : g.pick(earners);
    const parent = promoters.peek(Number(owner.values.parentId ?? 0));
    const at = order.paidAt ?? order.createdAt;
    const unfreeze = at + rule.freezeDays * DAY_MS;
    const status: CommissionStatus =
      order.status === 'refunded' ? 'cancelled' : unfreeze > ctx.now ? 'pending' : 'settled';
    const base = {
      orderNo: order.orderNo,
      buyerName: book.buyer(order).name,
      orderAmount: order.paid,
      unfreezeTime: formatDateTime(unfreeze),
      status,
    };
    const earn = (who: StoredRow, level: 1 | 2) =>
      commissions.seed(
        {
          ...base,
          promoterId: who.id,
          promoterName: who.values.name,
          level,
          amount: feeAt(order.paid, level === 1 ? rule.level1Rate : rule.level2Rate),
        },
        at,
      );
    earn(owner, 1);
    if (parent && parent.values.qualified === '1') earn(parent, 2);
  }

  const applications = new ResourceStore(promoterApply, {}, ctx.clock);
  const applied = seedStore(applications, g, {
    count: sells ? 36 : 0,
    values: {
      intro: (gen) => gen.pick(INTROS),
      status: (gen) => gen.pick(['pending', 'approved', 'approved', 'approved', 'rejected', 'rejected']),
    },
    days: 60,
  });
  for (const a of applied) {
    const decided = a.values.status !== 'pending';
    a.values.reviewTime = decided ? formatDateTime(Math.min(ctx.now, a.createdAt + g.int(1, 48) * 3_600_000)) : '';
    a.values.rejectReason = a.values.status === 'rejected' ? g.pick(REJECT_REASONS) : '';
  }
  // The demo applications arrived this morning, so they lead the list.
  for (const [i, demo] of (ctx.shop.id === PRIMARY_SHOP ? DEMO_APPLICATIONS : []).entries())
    applications.seed({ ...demo, rejectReason: '', reviewTime: '' }, ctx.now - (i + 1) * 600_000);

  return { rule, promoters, applications, commissions, customers: tx };
});

/** A row's stored values as the rules read them. */
export const linkOf = (row: StoredRow) => ({
  id: row.id,
  parentId: Number(row.values.parentId ?? 0),
  qualified: row.values.qualified === '1' ? ('1' as const) : ('0' as const),
});
