import { SettingOutlined } from '@ant-design/icons';
import { SETTING_CODES as C, MENU_CODES } from '@console/contracts';
import { crud } from '../../routes/crud';
import { page } from '../../routes/page';
import { type AppRoute, STAFF_ROLES } from '../../routes/types';

const RoleForm = page(() => import('./pages/RoleForm'), 'RoleForm');
const UserForm = page(() => import('./pages/UserForm'), 'UserForm');

/**
 * Roles and accounts: the same pages at the top of settings and, in the short-video edition, in an account
 * group. Each page and button carries its permission code: the roles' permission tree is derived from them.
 */
function accountPages(): AppRoute[] {
  return [
    crud('roles', '角色权限', {
      meta: {
        h5Flagged: true,
        code: C.roles,
        buttons: [
          { code: C.roleCreate, title: '新增角色' },
          { code: C.roleEdit, title: '编辑角色' },
          { code: C.roleDelete, title: '删除角色' },
        ],
      },
      list: page(() => import('./pages/RoleList'), 'RoleList'),
      create: RoleForm,
      edit: RoleForm,
      titles: { create: '新增角色', edit: '编辑角色' },
      numericId: true,
    }),
    crud('user', '账号权限', {
      meta: {
        code: C.users,
        buttons: [
          { code: C.userCreate, title: '新增账号' },
          { code: C.userEdit, title: '编辑账号' },
          { code: C.userStatus, title: '启用/禁用' },
          { code: C.userResetPassword, title: '重置密码' },
          { code: C.userDelete, title: '删除账号' },
        ],
      },
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
    meta: { title: '设置', icon: SettingOutlined, roles: STAFF_ROLES, code: MENU_CODES.settings },
    children: [
      {
        path: 'accountInfo',
        meta: { title: '店铺设置', code: C.shop, buttons: [{ code: C.shopSave, title: '保存店铺设置' }] },
        component: page(() => import('./pages/ShopSettings'), 'ShopSettings'),
      },
      ...accountPages().map((r) => ({ ...r, editions: [1, 2] as const })),
      { path: 'account', editions: [3], meta: { title: '账号管理' }, children: accountPages() },
      {
        path: 'profile',
        meta: { title: '我的账号', code: C.profile },
        children: [
          {
            path: 'profile',
            meta: { title: '我的账号', rememberTab: { key: 'wechatBind', value: 'profile' } },
            component: page(() => import('./pages/ProfilePage'), 'ProfilePage'),
          },
          {
            path: 'changePass',
            hidden: true,
            meta: { title: '修改密码', noCache: true, activeMenu: '/setting/profile/profile' },
            component: page(() => import('./pages/ChangePassword'), 'ChangePassword'),
          },
        ],
      },
    ],
  },
];
