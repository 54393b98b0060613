import { SettingOutlined } from '@ant-design/icons';
import { MENU_CODES } from '@console/contracts';
import { crud } from '../../routes/crud';
import { type AppRoute, STAFF_ROLES } from '../../routes/types';

/** Roles and accounts: the same pages at the top of settings and, in the short-video edition, in an account group. */
function accountPages(): AppRoute[] {
  return [
    crud('roles', '角色权限', {
      meta: { h5Flagged: true },
      titles: { create: '新增角色', edit: '编辑角色' },
      numericId: true,
    }),
    crud('user', '账号权限', { titles: { create: '新增账号', edit: '编辑账号' }, numericId: true }),
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
      { path: 'accountInfo', meta: { title: '店铺设置' } },
      ...accountPages().map((r) => ({ ...r, editions: [1, 2] as const })),
      { path: 'account', editions: [3], meta: { title: '账号管理' }, children: accountPages() },
      {
        path: 'profile',
        meta: { title: '我的账号' },
        children: [
          {
            path: 'profile',
            meta: { title: '我的账号', rememberTab: { key: 'wechatBind', value: 'profile' } },
          },
          { path: 'changePass', hidden: true, meta: { title: '修改密码', noCache: true } },
        ],
      },
    ],
  },
];
