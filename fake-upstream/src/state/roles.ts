import {
  CODES,
  codesAbove,
  codesUnder,
  MENU_CODES,
  type PermissionKey,
  permissionList,
  role,
  SETTING_CODES,
  SUPER_ROLE,
} from '@console/contracts';
import { newestFirst, ResourceStore, type StoredRow } from '../kit/store.js';
import { DAY_MS } from '../util/time.js';

/** A role as sign-in reads it: what an account of it gets in the login content (spec §7). */
export interface RoleGrants {
  roles: string[];
  resources: string[];
  permissions: string[];
}

export interface RoleRow {
  id: number;
  name: string;
  kind: 'admin' | 'editor';
  isSuper: boolean;
  resources: string[];
  permissions: string[];
}

const codes = (...list: number[]) => list.map(String);
/** What opens `keys`: their modules and pages (resources), each module or page with every page under it. */
const pages = (...keys: PermissionKey[]) => [
  ...new Set(keys.flatMap((k) => [...codesAbove(k), ...codesUnder(k, ['module', 'page'])])),
];
/** The buttons under `keys` (permissions). */
const buttons = (...keys: PermissionKey[]) => keys.flatMap((k) => codesUnder(k, ['button']));
const EVERY_PAGE = permissionList.filter((p) => p.kind !== 'button').map((p) => p.code);
const EVERY_BUTTON = permissionList.filter((p) => p.kind === 'button').map((p) => p.code);
const S = SETTING_CODES;

interface RoleSeed {
  name: string;
  kind: 'admin' | 'editor';
  description: string;
  resources: string[];
  permissions: string[];
  isSuper?: boolean;
}

/**
 * The shop's first four roles (ids 1-4: accounts, tests and the README name them). Resource codes may be
 * negative: the absolute value counts (the editor's -900).
 */
const BASE_ROLES: RoleSeed[] = [
  {
    name: '超级管理员',
    kind: 'admin',
    description: '店铺所有者，拥有全部菜单和按钮权限，不能修改或删除',
    resources: codes(...EVERY_PAGE),
    permissions: codes(...EVERY_BUTTON),
    isSuper: true,
  },
  {
    name: '管理员',
    kind: 'admin',
    description: '负责日常运营，可管理全部模块、资产和全部设置',
    resources: codes(...EVERY_PAGE),
    permissions: codes(...EVERY_BUTTON),
  },
  {
    name: '编辑',
    kind: 'editor',
    description: '维护官网内容，查看数据和教务',
    // A negative resource code counts by its absolute value (spec §3): the study module is kept as -900.
    resources: codes(...pages('official', 'analysis'), ...pages('study').filter((c) => c !== MENU_CODES.study)).concat(
      '-900',
    ),
    permissions: codes(MENU_CODES.official, ...buttons('official')),
  },
  {
    name: '招生顾问',
    kind: 'editor',
    description: '跟进线索与学员，查看数据和教务',
    resources: codes(...pages('enrollment', 'analysis', 'study')),
    permissions: codes(MENU_CODES.analysis),
  },
];

/** The positions each campus has: the roles of a school that grew beyond one site. */
const POSITIONS: ReadonlyArray<Omit<RoleSeed, 'name' | 'description'> & { title: string; duty: string }> = [
  {
    title: '校区主管',
    duty: '管理本校区的官网、教务、资产和员工账号',
    kind: 'admin',
    resources: codes(
      ...pages('official', 'analysis', 'study', 'assets', 'settingShop', 'settingUsers', 'settingProfile'),
    ),
    permissions: codes(400, S.userCreate, S.userEdit, S.userStatus, S.userResetPassword),
  },
  {
    title: '前台',
    duty: '接待来访、登记试听和排课',
    kind: 'editor',
    resources: codes(...pages('study', 'classTrial', 'settingProfile')),
    permissions: [],
  },
  {
    title: '教务老师',
    duty: '排课、点名、作业和成长记录',
    kind: 'editor',
    resources: codes(...pages('study', 'settingProfile')),
    permissions: codes(900),
  },
  {
    title: '课程顾问',
    duty: '跟进线索、邀约试听',
    kind: 'editor',
    resources: codes(...pages('enrollment', 'analysis', 'study')),
    permissions: codes(600),
  },
  {
    title: '财务',
    duty: '对账、提现和资产查询',
    kind: 'editor',
    resources: codes(...pages('order', 'assets', 'analysis', 'settingProfile')),
    permissions: codes(5002, ...buttons('assets'), CODES.orderRefund),
  },
  {
    title: '市场专员',
    duty: '维护官网内容，查看流量和积分',
    kind: 'editor',
    resources: codes(...pages('official', 'analysis', 'points', 'marketing')),
    permissions: codes(400),
  },
];

/** Every seeded role of a shop, base roles first: 4, and 6 positions for each of its campuses. */
export function roleSeeds(campuses: readonly string[]): RoleSeed[] {
  const campus = campuses.flatMap((c) =>
    POSITIONS.map(({ title, duty, ...grants }) => ({ ...grants, name: `${c}${title}`, description: `${c}：${duty}` })),
  );
  return [...BASE_ROLES, ...campus];
}

/** The role an account of each campus position gets, by position title (for seeded staff). */
export const CAMPUS_POSITIONS = POSITIONS.map((p) => p.title);

/**
 * The shop's roles: the generic store of the `role` resource (paging, keyword, the unique name), kept beside
 * the accounts and reset with them. `accountCount` is read from the accounts on every answer.
 */
export function createRoleStore(
  now: () => number,
  accountsOfRole: (roleId: number) => number,
  campuses: readonly string[],
): ResourceStore {
  const store = new ResourceStore(
    role,
    {
      unique: ['name'],
      computedDefaults: { isSuper: '0', accountCount: 0 },
      decorate: (values, row) => ({ ...values, accountCount: accountsOfRole(row.id) }),
      // The super role first, then the newest: a role just made heads the list.
      order: (a, b) => Number(b.values.isSuper === '1') - Number(a.values.isSuper === '1') || newestFirst(a, b),
    },
    now,
  );
  const seeds = roleSeeds(campuses);
  const start = now() - 420 * DAY_MS;
  seeds.forEach((r, i) => {
    const { isSuper, ...values } = r;
    store.seed({ ...values, isSuper: isSuper ? '1' : '0', accountCount: 0 }, start + i * 3 * DAY_MS);
  });
  return store;
}

export function roleRow(row: StoredRow): RoleRow {
  const v = row.values;
  return {
    id: row.id,
    name: String(v.name),
    kind: v.kind === 'admin' ? 'admin' : 'editor',
    isSuper: v.isSuper === '1',
    resources: [...((v.resources as string[] | undefined) ?? [])],
    permissions: [...((v.permissions as string[] | undefined) ?? [])],
  };
}

/** What an account of `r` signs in with: the super role's code 100, or the role's kind, and its codes. */
export function grantsOf(r: RoleRow | undefined): RoleGrants {
  if (!r) return { roles: [], resources: [], permissions: [] };
  return { roles: r.isSuper ? [SUPER_ROLE] : [r.kind], resources: r.resources, permissions: r.permissions };
}
