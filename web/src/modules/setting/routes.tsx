import { SettingOutlined } from '@ant-design/icons';
import { MENU_CODES } from '@console/contracts';
import { type AppRoute, STAFF_ROLES } from '../../routes/types';

/** Roles and accounts: the same pages at the top of settings and, in the short-video edition, in an account group. */
function accountPages(): AppRoute[] {
  return [
    {
      path: 'roles',
      meta: { title: '角色权限', h5Flagged: true },
      children: [
        { path: 'list', meta: { title: '角色权限' } },
        { path: 'create', hidden: true, meta: { title: '新增角色', noCache: true } },
        { path: 'edit/:id', hidden: true, numericParams: ['id'], meta: { title: '编辑角色', noCache: true } },
      ],
    },
    {
      path: 'user',
      meta: { title: '账号权限' },
      children: [
        { path: 'list', meta: { title: '账号权限' } },
        { path: 'create', hidden: true, meta: { title: '新增账号', noCache: true } },
        { path: 'edit/:id', hidden: true, numericParams: ['id'], meta: { title: '编辑账号', noCache: true } },
      ],
    },
  ];
}

/**
 * Settings (spec section 2, code 800). The spec has an account group repeating roles and accounts; it is the
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
