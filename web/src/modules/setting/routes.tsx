import { SettingOutlined } from '@ant-design/icons';
import { crud } from '../../routes/crud';
import { page } from '../../routes/page';
import { type AppRoute, STAFF_ROLES } from '../../routes/types';

const RoleForm = page(() => import('./pages/RoleForm'), 'RoleForm');
const UserForm = page(() => import('./pages/UserForm'), 'UserForm');

/**
 * Roles and accounts: the same pages at the top of settings and, in the short-video edition, in an account
 * group. Their codes and buttons come from the permission table, by path (routes/build.ts).
 */
function accountPages(): AppRoute[] {
  return [
    crud('roles', '角色权限', {
      meta: {
        h5Flagged: true,
      },
      list: page(() => import('./pages/RoleList'), 'RoleList'),
      create: RoleForm,
      edit: RoleForm,
      titles: { create: '新增角色', edit: '编辑角色' },
      numericId: true,
    }),
    crud('user', '账号权限', {
      list: page(() => import('./pages/UserList'), 'UserList'),
      create: UserForm,
      edit: UserForm,
      titles: { create: '新增账号', edit: '编辑账号' },
      numericId: true,
    }),
  ];
}

/**
 * Settings (spec §2, code 800). The spec has an account group repeating roles and accounts; it is the
 * short-video edition's variant of the same pages.
 */
export const settingRoutes: readonly AppRoute[] = [
  {
    path: '/setting',
    redirect: '/setting/accountInfo',
    meta: { title: '设置', icon: SettingOutlined, roles: STAFF_ROLES },
    children: [
      {
        path: 'accountInfo',
        meta: { title: '店铺设置' },
        component: page(() => import('./pages/ShopSettings'), 'ShopSettings'),
      },
      ...accountPages().map((r) => ({ ...r, editions: [1, 2] as const })),
      { path: 'account', editions: [3], meta: { title: '账号管理' }, children: accountPages() },
      {
        path: 'profile',
        // 我的账号 (8004) shows in the menu for roles granted it; its pages are every signed-in person's.
        meta: { title: '我的账号' },
        children: [
          {
            path: 'profile',
            meta: { title: '我的账号', personal: true, rememberTab: { key: 'wechatBind', value: 'profile' } },
            component: page(() => import('./pages/ProfilePage'), 'ProfilePage'),
          },
          {
            path: 'changePass',
            hidden: true,
            meta: { title: '修改密码', personal: true, noCache: true, activeMenu: '/setting/profile/profile' },
            component: page(() => import('./pages/ChangePassword'), 'ChangePassword'),
          },
        ],
      },
    ],
  },
];
