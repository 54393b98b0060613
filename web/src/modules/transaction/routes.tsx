import { AccountBookOutlined } from '@ant-design/icons';
import { page } from '../../routes/page';
import { type AppRoute, STAFF_ROLES } from '../../routes/types';

/** Transactions (spec §2): orders, and the assets pages under code 5002. */
export const transactionRoutes: readonly AppRoute[] = [
  {
    path: '/transaction',
    redirect: '/transaction/order/list',
    meta: { title: '交易', icon: AccountBookOutlined, roles: STAFF_ROLES },
    children: [
      {
        path: 'order',
        meta: { title: '订单' },
        children: [
          {
            path: 'list',
            meta: { title: '订单列表' },
            component: page(() => import('./order/OrderListPage'), 'OrderListPage'),
          },
          {
            path: 'recycleBin',
            meta: { title: '订单回收站' },
            component: page(() => import('./order/OrderRecyclePage'), 'OrderRecyclePage'),
          },
        ],
      },
      {
        path: 'assets',
        redirect: '/transaction/assets/total/list',
        meta: { title: '资产' },
        children: [
          {
            path: 'total/list',
            meta: { title: '总资产' },
            component: page(() => import('./assets/AssetsPage'), 'AssetsPage'),
          },
          {
            path: 'total/create',
            hidden: true,
            meta: { title: '提现认证', noCache: true },
            component: page(() => import('./assets/AuthPage'), 'AuthPage'),
          },
          {
            path: 'withdraw',
            meta: { title: '提现记录' },
            component: page(() => import('./assets/WithdrawPage'), 'WithdrawPage'),
          },
          {
            path: 'statement',
            meta: { title: '对账单' },
            component: page(() => import('./assets/StatementPage'), 'StatementPage'),
          },
          {
            path: 'pay',
            meta: { title: '支付设置' },
            component: page(() => import('./assets/PaySettingsPage'), 'PaySettingsPage'),
          },
          {
            path: 'userWithdraw',
            meta: { title: '用户提现' },
            component: page(() => import('./assets/UserWithdrawPage'), 'UserWithdrawPage'),
          },
        ],
      },
    ],
  },
];
