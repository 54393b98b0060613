import { PRODUCTS, type UserInfo } from '@console/contracts';
import type { FakeData } from '../kit/fake-data.js';
import { QR_IMAGE_PATH } from '../urls.js';
import { DAY_MS, formatDate } from '../util/time.js';
import { CAMPUS_POSITIONS, roleSeeds } from './roles.js';
import { PRIMARY_SHOP, type ShopProfile, shopProfile } from './shops.js';

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'demo1234';

export interface Account {
  id: number;
  /**
   * Advances on every change of what the account's forms show or a person sets (name, phone, role, status,
   * password, portrait, WeChat, reminders), never on a sign-in; an edit made on an older one is refused.
   */
  version: number;
  phone: string;
  password: string;
  name: string;
  /** The role whose codes the account signs in with (roles live beside the accounts: state/roles.ts). */
  roleId: number;
  status: 0 | 1;
  createdAt: number;
  /** When it last signed in; null for an account that never has. */
  lastLoginAt: number | null;
  /** The shop's mini-program QR image (spec §3: the session's avatar field). */
  avatar: string | null;
  /** The person's own portrait (my account). */
  headImg: string | null;
  introduction: string | null;
  /** Shown by `GET /__dev/accounts`; empty for staff accounts. */
  description: string;
  productIds: number[];
  userInfo: UserInfo;
  /** The shop whose data the account works on (state/shops.ts). */
  shopId: number;
  wxAppName: string;
  shopName: string;
  openId: string | null;
  wxNickname: string | null;
  remindOpen: boolean;
  point: number;
}

interface DemoSpec {
  phone: string;
  name: string;
  roleId: number;
  description: string;
  /** The shop it owns or works for (state/shops.ts). */
  shop: number;
  productIds: number[];
  userInfo: (now: number) => Omit<UserInfo, 'name' | 'phone' | 'wxAppName'>;
  bound?: boolean;
}

const P = PRODUCTS;
const future = (now: number, days: number) => formatDate(now + days * DAY_MS);

const DEMOS: DemoSpec[] = [
  {
    phone: '13800000001',
    name: '张校长',
    roleId: 1,
    description: 'APP/H5 版（产品 1），超级管理员，已购全部增值功能',
    shop: 1,
    productIds: [
      P.app,
      P.boost,
      P.onlineCourse,
      P.groupBuy,
      P.businessCard,
      P.superGame,
      P.signIn,
      P.checkIn,
      P.mall,
      P.infoLock,
      P.oldBringsNew,
      P.lottery,
      P.promoter,
      P.quickSignUp,
      P.shareEarn,
      P.growthCalendar,
      P.seckill,
      P.form,
      P.coupon,
    ],
    userInfo: (now) => ({
      is_app: '1',
      is_tiktok: '0',
      is_H5: '1',
      h5_domain: 'qmx.h5.zhixiao.cn',
      combo_id: 12,
      end_date: future(now, 300),
      tiktok_end_date: future(now, 300),
      h5_end_date: future(now, 300),
    }),
    bound: true,
  },
  {
    phone: '13800000002',
    name: '李店长',
    roleId: 2,
    description: '小程序版（产品 2），管理员，已购助力、拼团、商城',
    shop: 2,
    productIds: [P.miniProgram, P.boost, P.groupBuy, P.mall],
    userInfo: (now) => ({
      is_app: '0',
      is_tiktok: '0',
      is_H5: '0',
      h5_domain: null,
      combo_id: 8,
      end_date: future(now, 180),
      tiktok_end_date: null,
      h5_end_date: null,
    }),
  },
  {
    phone: '13800000003',
    name: '王运营',
    roleId: 2,
    description: '抖音版（产品 3），管理员，已购助力、抽奖',
    shop: 3,
    productIds: [P.tiktok, P.boost, P.lottery],
    userInfo: (now) => ({
      is_app: '0',
      is_tiktok: '1',
      is_H5: '0',
      h5_domain: null,
      combo_id: 9,
      end_date: future(now, 200),
      tiktok_end_date: future(now, 200),
      h5_end_date: null,
    }),
  },
  {
    phone: '13800000004',
    name: '赵老师',
    roleId: 2,
    description: '仅官网 H5（combo 25），管理员',
    shop: 4,
    productIds: [P.miniProgram, P.form],
    userInfo: (now) => ({
      is_app: '0',
      is_tiktok: '0',
      is_H5: '1',
      h5_domain: 'moxiang.h5.zhixiao.cn',
      combo_id: 25,
      end_date: future(now, 90),
      tiktok_end_date: null,
      h5_end_date: future(now, 90),
    }),
  },
  {
    phone: '13800000005',
    name: '钱经理',
    roleId: 2,
    description: '已到期账号（小程序、抖音、H5 均已过期），管理员',
    shop: 5,
    productIds: [P.miniProgram, P.boost],
    userInfo: (now) => ({
      is_app: '0',
      is_tiktok: '0',
      is_H5: '1',
      h5_domain: 'xingkong.h5.zhixiao.cn',
      combo_id: 8,
      end_date: future(now, -30),
      tiktok_end_date: future(now, -45),
      h5_end_date: future(now, -10),
    }),
  },
  {
    phone: '13800000006',
    name: '孙编辑',
    roleId: 3,
    description: '受限角色 editor：资源 400、-900、600，无增值功能',
    shop: 1,
    productIds: [P.app],
    userInfo: (now) => ({
      is_app: '1',
      is_tiktok: '0',
      is_H5: '0',
      h5_domain: null,
      combo_id: null,
      end_date: future(now, 300),
      tiktok_end_date: null,
      h5_end_date: null,
    }),
  },
];

/** Staff of the demo shop: follow-up users of the leads besides the demo accounts. */
const STAFF: Array<{ phone: string; name: string; roleId: number }> = [
  { phone: '13912340007', name: '周顾问', roleId: 4 },
  { phone: '13912340008', name: '吴顾问', roleId: 4 },
  { phone: '13912340009', name: '郑老师', roleId: 3 },
  { phone: '13912340010', name: '冯老师', roleId: 3 },
  { phone: '13912340011', name: '陈主管', roleId: 2 },
  { phone: '13912340012', name: '褚顾问', roleId: 4 },
];

/** Staff of the school's campuses (ids 13 on), generated: a realistic account list to page through. */
const CAMPUS_STAFF = 22;

/** The role names of the seed, by id (role ids follow the seed's order). */
const PRIMARY = shopProfile(PRIMARY_SHOP);
const ROLE_NAMES = roleSeeds(PRIMARY.campuses).map((r) => r.name);
const roleNameOf = (id: number) => ROLE_NAMES[id - 1] ?? '';

/**
 * The avatar field holds the shop's mini-program QR image (spec §3), served by this server; stored as a
 * path, made absolute for the caller's origin by `avatarUrl`.
 */
export const avatarOf = (id: number) => `${QR_IMAGE_PATH}?${new URLSearchParams({ text: `wxacode:shop:${id}` })}`;

export function avatarUrl(a: Pick<Account, 'avatar'>, publicUrl: string): string | null {
  return a.avatar?.startsWith('/') ? `${publicUrl}${a.avatar}` : a.avatar;
}

/**
 * The seeded accounts: the six demo accounts (ids 1-6), the shop's named staff (ids 7-12) and its campus staff
 * (ids 13-34), the last generated from `g`.
 */
export function seedAccounts(now: number, g: FakeData): Account[] {
  const demos = DEMOS.map((d, i): Account => {
    const shop: ShopProfile = shopProfile(d.shop);
    return {
      id: i + 1,
      phone: d.phone,
      password: DEMO_PASSWORD,
      name: d.name,
      roleId: d.roleId,
      status: 1,
      createdAt: now - (400 - i * 30) * DAY_MS,
      lastLoginAt: now - (i + 1) * 3 * 3600_000,
      avatar: avatarOf(i + 1),
      headImg: null,
      introduction: `${shop.name}${roleNameOf(d.roleId)}`,
      description: d.description,
      productIds: d.productIds,
      userInfo: { ...d.userInfo(now), name: d.name, phone: d.phone, wxAppName: shop.wxAppName },
      shopId: shop.id,
      wxAppName: shop.wxAppName,
      shopName: shop.name,
      openId: d.bound ? `oWx_demo_${i + 1}` : null,
      wxNickname: d.bound ? `${d.name}（微信）` : null,
      remindOpen: d.bound === true,
      point: 1200 + i * 350,
      version: 1,
    };
  });
  const owner = demos[0] as Account;
  const staff = STAFF.map((s, i) =>
    staffAccount(owner, { id: demos.length + i + 1, ...s, password: DEMO_PASSWORD }, now - (200 - i * 20) * DAY_MS),
  );
  const campusRoles = PRIMARY.campuses.length * CAMPUS_POSITIONS.length;
  const firstCampusRole = ROLE_NAMES.length - campusRoles + 1;
  const campus = Array.from({ length: CAMPUS_STAFF }, (_, i) => {
    const id = demos.length + staff.length + i + 1;
    const a = staffAccount(
      owner,
      {
        id,
        phone: `1390571${String(1000 + i)}`,
        name: g.personName(),
        roleId: firstCampusRole + g.int(0, campusRoles - 1),
        password: DEMO_PASSWORD,
      },
      now - g.int(10, 180) * DAY_MS,
    );
    // One in six has left and is disabled; a few have never signed in.
    a.status = g.chance(1 / 6) ? 0 : 1;
    a.lastLoginAt = g.chance(0.15) ? null : now - g.int(1, 20 * 24) * 3600_000;
    return a;
  });
  for (const [i, a] of staff.entries()) a.lastLoginAt = now - (i + 2) * DAY_MS;
  return [...demos, ...staff, ...campus];
}

/** A staff account of `owner`'s shop: it shares the shop's edition and products; its role gives its rights. */
export function staffAccount(
  owner: Account,
  a: { id: number; phone: string; name: string; roleId: number; password: string },
  createdAt: number,
): Account {
  return {
    ...a,
    status: 1,
    createdAt,
    lastLoginAt: null,
    avatar: avatarOf(a.id),
    headImg: null,
    introduction: `${owner.shopName}${roleNameOf(a.roleId)}`,
    description: '',
    productIds: [...owner.productIds],
    userInfo: { ...owner.userInfo, name: a.name, phone: a.phone },
    shopId: owner.shopId,
    wxAppName: owner.wxAppName,
    shopName: owner.shopName,
    openId: null,
    wxNickname: null,
    remindOpen: false,
    point: 0,
    version: 1,
  };
}

/** The shop's accounts, by id and by phone. */
export class AccountStore {
  private readonly byId = new Map<number, Account>();
  private nextId: number;

  constructor(seed: Account[]) {
    for (const a of seed) this.byId.set(a.id, a);
    this.nextId = Math.max(0, ...seed.map((a) => a.id)) + 1;
  }

  all(): Account[] {
    return [...this.byId.values()];
  }

  get(id: number): Account | undefined {
    return this.byId.get(id);
  }

  byPhone(phone: string): Account | undefined {
    for (const a of this.byId.values()) if (a.phone === phone) return a;
    return undefined;
  }

  allocateId(): number {
    return this.nextId++;
  }

  put(a: Account): void {
    this.byId.set(a.id, a);
  }

  remove(id: number): boolean {
    return this.byId.delete(id);
  }

  /** Accounts of a role. */
  ofRole(roleId: number): Account[] {
    return this.all().filter((a) => a.roleId === roleId);
  }
}
