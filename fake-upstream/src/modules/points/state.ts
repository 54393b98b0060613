import {
  EARNING_BUSINESS,
  type ExchangeType,
  type PointsBusiness,
  type PointsRule,
  pointsExchange,
  pointsRecord,
} from '@console/contracts';
import { moduleState, type StateHolder } from '../../kit/module.js';
import { seedStore } from '../../kit/seed.js';
import { type ListQuery, ResourceStore, type StoredRow } from '../../kit/store.js';
import { parseDateTime } from '../../util/time.js';
import { mallState } from '../mall/state.js';
import { marketingState } from '../marketing/state.js';
import { vodState } from '../vod/state.js';
import { exchangeRules } from './exchange-rules.js';
import { type LedgerEntry, type Member, planLedger } from './ledger.js';

/** Members the e2e tests and the README rely on; their records come first in the ledger. */
export const DEMO_MEMBERS: readonly Member[] = [
  { nickname: '林小满', phone: '13900002001' },
  { nickname: '周可心', phone: '13900002002' },
  { nickname: '何嘉禾', phone: '13900002003' },
];

/** Exchange items the e2e tests and screenshots rely on (own goods, no link). */
export const DEMO_EXCHANGES = [
  { type: 'goods', title: '定制帆布袋', points: 800, stock: 120, limit: 2, isShow: '1', refId: null },
  { type: 'goods', title: '儿童水彩笔 24 色', points: 1200, stock: 0, limit: 1, isShow: '0', refId: null },
] as const;

/** The rules a school starts from: small daily sign-in points growing over a week, 1 point per yuan. */
export const DEFAULT_RULE: PointsRule = {
  signInEnabled: true,
  signInDays: [5, 5, 10, 10, 15, 15, 30],
  orderEnabled: true,
  orderPointsPerYuan: 1,
  actions: { profile: 50, share: 5, review: 10, invite: 100 },
  deductEnabled: true,
  deductPointsPerYuan: 100,
  deductMaxPercent: 30,
  deductMinPoints: 500,
  validity: 'yearly',
  validityDays: 365,
};

const GOODS = ['定制保温杯', '书法练习字帖', '乐高积木小套装', '卡通文具礼盒', '英语绘本一册', '围棋入门棋具'];
const INTROS = [
  '兑换后 7 个工作日内发货，请在个人中心填写收货地址。',
  '兑换成功后直接发放到账户，可在“我的”中查看。',
  '每人限兑数量以页面为准，兑换后积分不退。',
  '到校领取：兑换后凭兑换码到前台领取。',
];

/** The live items another module keeps for each linkable type: mall products, coupons, online courses. */
function linkable(holder: StateHolder, type: ExchangeType): StoredRow[] {
  if (type === 'goods') return mallState.of(holder).products.live();
  if (type === 'coupon') return marketingState.of(holder).campaigns.coupon.live();
  return vodState.of(holder).courses.live();
}

/** The linked item's name: a product's `name`, a coupon's or a course's `title`. */
function nameOf(row: StoredRow): string {
  return String(row.values.name ?? row.values.title ?? '');
}

/**
 * Points: the rules (one record), the exchange items (linked to mall products, coupons or courses, whose names
 * they show), and the ledger of every member's changes, seeded with balances carried from change to change.
 */
export const pointsState = moduleState('points', (ctx) => {
  const exchanges = new ResourceStore(
    pointsExchange,
    {
      computedDefaults: { exchanged: 0, refName: '' },
      ...exchangeRules((type, id) => {
        const row = linkable(ctx, type).find((r) => r.id === id);
        return row ? nameOf(row) : undefined;
      }),
    },
    ctx.clock,
  );
  const g = ctx.fake(300_109);
  const pickRef = (type: ExchangeType) => {
    const rows = linkable(ctx, type);
    return rows.length > 0 ? g.pick(rows) : undefined;
  };
  seedStore(exchanges, g, {
    count: 32,
    rows: DEMO_EXCHANGES,
    values: {
      type: (x) => x.pick(['goods', 'goods', 'coupon', 'course'] as const),
      stock: (x) => x.int(1, 300),
      limit: (x) => x.int(1, 5),
      isShow: (x) => (x.chance(0.8) ? '1' : '0'),
      intro: (x) => x.pick(INTROS),
    },
  });
  // The generated items' links and names follow their type: a coupon exchanged is a real coupon.
  for (const row of exchanges.all().slice(DEMO_EXCHANGES.length)) {
    const type = row.values.type as ExchangeType;
    const linked = type === 'goods' && g.chance(0.5) ? undefined : pickRef(type);
    const title = linked ? nameOf(linked).slice(0, 30) : g.pick(GOODS);
    row.values = {
      ...row.values,
      refId: linked?.id ?? null,
      title,
      image: g.image(title),
      points: type === 'coupon' ? g.pick([500, 1000, 1500]) : g.int(3, 60) * 100,
    };
  }
  exchanges.touch();

  const records = new ResourceStore(
    pointsRecord,
    {
      order: (a, b) => String(b.values.time).localeCompare(String(a.values.time)) || b.id - a.id,
      filterParams: ['direction'],
      filter: (row, q: ListQuery) =>
        q.direction === undefined ||
        EARNING_BUSINESS.has(row.values.businessType as PointsBusiness) === (q.direction === 'in'),
    },
    ctx.clock,
  );
  const members = [
    ...DEMO_MEMBERS,
    ...Array.from({ length: ctx.size('pointsMembers', 45) }, (_, i) => ({
      nickname: g.personName(),
      phone: g.uniqueMobile(i + 300),
    })),
  ];
  const ledger = planLedger(g, ctx.now, members, ctx.size('pointsRecords', 600), 60);
  // A record is written when the change happens: its creation time is the change's time.
  for (const row of seedStore(records, g, { count: ledger.length, rows: ledger, emptyRate: 0 })) {
    row.createdAt = parseDateTime(String(row.values.time)) ?? row.createdAt;
    row.updatedAt = row.createdAt;
  }
  records.touch();

  const rule = { current: structuredClone(DEFAULT_RULE), version: 1 };
  /** The ledger as it stands (records are only written by the upstream, so the store is the ledger). */
  const entries = () => records.live().map((r) => r.values as unknown as LedgerEntry);
  return { exchanges, records, rule, entries };
});
