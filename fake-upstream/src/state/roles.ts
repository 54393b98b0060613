import { MENU_CODES, role, SETTING_CODES, SUPER_ROLE } from '@console/contracts';
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
const S = SETTING_CODES;
const SETTING_PAGES = [MENU_CODES.settings, S.shop, S.roles, S.users, S.profile];
const SETTING_BUTTONS = [
  S.shopSave,
  S.roleCreate,
  S.roleEdit,
  S.roleDelete,
  S.userCreate,
  S.userEdit,
  S.userStatus,
  S.userResetPassword,
  S.userDelete,
];
const MODULES = Object.values(MENU_CODES);

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
    resources: codes(...MODULES, ...SETTING_PAGES),
    permissions: codes(...MODULES, ...SETTING_BUTTONS),
    isSuper: true,
  },
  {
    name: '管理员',
    kind: 'admin',
    description: '负责日常运营，可管理官网、数据、教务、资产、积分和全部设置',
    resources: codes(...MODULES, ...SETTING_PAGES),
    permissions: codes(...MODULES, ...SETTING_BUTTONS),
  },
  {
    name: '编辑',
    kind: 'editor',
    description: '维护官网内容，查看数据和教务',
    resources: ['400', '-900', '600'],
    permissions: ['400'],
  },
  {
    name: '招生顾问',
    kind: 'editor',
    description: '跟进线索与学员，查看数据和教务',
    resources: ['600', '900'],
    permissions: ['600'],
  },
];

/** The positions each campus has: the roles of a school that grew beyond one site. */
const POSITIONS: ReadonlyArray<Omit<RoleSeed, 'name' | 'description'> & { title: string; duty: string }> = [
  {
    title: '校区主管',
    duty: '管理本校区的官网、教务、资产和员工账号',
    kind: 'admin',
    resources: codes(400, 600, 900, 5002, MENU_CODES.settings, S.shop, S.users, S.profile),
    permissions: codes(400, S.userCreate, S.userEdit, S.userStatus, S.userResetPassword),
  },
  {
    title: '前台',
    duty: '接待来访、登记试听和排课',
    kind: 'editor',
    resources: codes(900, MENU_CODES.settings, S.profile),
    permissions: [],
  },
  {
    title: '教务老师',
    duty: '排课、点名、作业和成长记录',
    kind: 'editor',
    resources: codes(900, MENU_CODES.settings, S.profile),
    permissions: codes(900),
  },
  {
    title: '课程顾问',
    duty: '跟进线索、邀约试听',
    kind: 'editor',
    resources: codes(600, 900),
    permissions: codes(600),
  },
  {
    title: '财务',
    duty: '对账、提现和资产查询',
    kind: 'editor',
    resources: codes(5002, 600, MENU_CODES.settings, S.profile),
    permissions: codes(5002),
  },
  {
    title: '市场专员',
    duty: '维护官网内容，查看流量和积分',
    kind: 'editor',
    resources: codes(400, 600, 300109),
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
