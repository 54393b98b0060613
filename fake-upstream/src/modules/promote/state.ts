import { PRODUCTS, type PromoterRule, promoter, promoterApply, promoterCommission } from '@console/contracts';
import { moduleState, type StateHolder } from '../../kit/module.js';
import { seedStore } from '../../kit/seed.js';
import { ResourceStore, type StoredRow } from '../../kit/store.js';
import { PRIMARY_SHOP } from '../../state/shops.js';
import { formatDateTime } from '../../util/time.js';
import {
  type CommissionEntry,
  DEFAULT_PROMOTER_RULE,
  type OrderRecord,
  transactionAt,
  transactionState,
} from '../transaction/index.js';

/** The rules a shop starts with (the commission book keeps them: they decide what it writes). */
export const DEFAULT_RULE: PromoterRule = DEFAULT_PROMOTER_RULE;

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

/**
 * The promoters are the shop's customers of the money module who promote, plus former promoters who lost the
 * qualification. Their figures and their commission records are the money module's commission book, read at
 * each call (`synced`): 累计佣金 = 已提现 + 未提现 + 冻结佣金 + 提现中, and the records add up to them.
 */
export const promoteState = moduleState('promote', (ctx) => {
  const tx = () => transactionState.of(ctx.state);
  const g = ctx.fake(220_301);

  const commissions = new ResourceStore(promoterCommission, {}, ctx.clock);
  const promoters: ResourceStore = new ResourceStore(
    promoter,
    {
      // Those who promote first, the earliest of them first; then the former ones.
      order: (a, b) => String(b.values.qualified).localeCompare(String(a.values.qualified)) || a.id - b.id,
      decorate: (values) => {
        const { customers, book } = tx();
        const customerId = Number(values.customerId);
        const cash = customers[customerId - 1]?.commission ?? { balance: 0, frozen: 0, withdrawn: 0 };
        const mine = book.commissions.figuresOf(customerId);
        const parentId = Number(values.parentId ?? 0);
        return {
          ...values,
          parentId,
          parentName: parentId > 0 ? String(promoters.peek(parentId)?.values.name ?? '') : '',
          memberCount: customerId > 0 ? customers.filter((c) => c.referrerId === customerId).length : 0,
          orderCount: mine.orderIds.length,
          orderAmount: mine.orderIds.reduce((sum, id) => sum + (book.orders[id - 1]?.paid ?? 0), 0),
          commission: mine.settled + mine.frozen,
          withdrawn: cash.withdrawn,
          unwithdrawn: cash.balance,
          frozen: mine.frozen,
          withdrawing: cash.frozen,
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
    days: 300,
  });
  // Who brought a promoter is their 上级推广人 (钱多多 was brought by 郑小满).
  const rowOf = new Map(rows.map((r) => [Number(r.values.customerId), r.id]));
  for (const r of rows) r.values.parentId = rowOf.get(customers[Number(r.values.customerId) - 1]?.referrerId ?? 0) ?? 0;
  promoters.touch();

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

  return { promoters, applications, commissions, mirrored: [] as StoredRow[], tx };
});

type PromoteState = ReturnType<typeof promoteState.seed>;

/** The commission book's records as the commission resource lists them; a frozen one's amount and status follow it. */
function mirror(s: PromoteState): void {
  const { book } = s.tx();
  const { entries } = book.commissions;
  const rowOf = new Map(s.promoters.all().map((r) => [Number(r.values.customerId), r]));
  const values = (e: CommissionEntry) => {
    const order = book.orders[e.orderId - 1] as OrderRecord;
    const promoterRow = rowOf.get(e.promoterId);
    return {
      promoterId: promoterRow?.id ?? 0,
      promoterName: String(promoterRow?.values.name ?? book.customers[e.promoterId - 1]?.name ?? ''),
      orderNo: order.orderNo,
      buyerName: book.buyer(order).name,
      orderAmount: order.paid,
      level: e.level,
      amount: e.amount,
      status: e.status,
      unfreezeTime: formatDateTime(e.unfreezeAt),
    };
  };
  let changed = false;
  s.mirrored.forEach((row, i) => {
    if (row.values.status !== 'pending') return;
    const e = entries[i] as CommissionEntry;
    if (e.status === row.values.status && e.amount === row.values.amount) return;
    Object.assign(row.values, { status: e.status, amount: e.amount });
    changed = true;
  });
  for (let i = s.mirrored.length; i < entries.length; i++) {
    const e = entries[i] as CommissionEntry;
    s.mirrored.push(s.commissions.seed(values(e), e.at));
  }
  if (changed) s.commissions.touch();
}

/** The promote state with the money module's book as it stands now (commission unfrozen by now included). */
export function promoteAt(holder: StateHolder, now: number): PromoteState {
  transactionAt(holder, now);
  const s = promoteState.of(holder);
  mirror(s);
  return s;
}

/** A row's stored values as the rules read them. */
export const linkOf = (row: StoredRow) => ({
  id: row.id,
  parentId: Number(row.values.parentId ?? 0),
  qualified: row.values.qualified === '1' ? ('1' as const) : ('0' as const),
});
