import { BarChartOutlined } from '@ant-design/icons';
import { page } from '../../routes/page';
import { type AppRoute, STAFF_ROLES } from '../../routes/types';

/**
 * Traffic, transaction and user analysis (spec §2, /dataInfo, code 600), flagged for H5-only accounts.
 * Website visit analysis belongs to the app/H5 edition, the one with a website.
 */
export const analysisRoutes: readonly AppRoute[] = [
  {
    path: '/dataInfo',
    redirect: '/dataInfo/flow',
    meta: { title: '数据', icon: BarChartOutlined, roles: STAFF_ROLES, h5Flagged: true },
    children: [
      { path: 'flow', meta: { title: '流量分析' }, component: page(() => import('./pages/FlowPage'), 'FlowPage') },
      {
        path: 'transaction',
        meta: { title: '交易分析' },
        component: page(() => import('./pages/TransactionPage'), 'TransactionPage'),
      },
      { path: 'user', meta: { title: '用户分析' }, component: page(() => import('./pages/UserPage'), 'UserPage') },
      {
        path: 'websiteAnalyze',
        editions: [1],
        meta: { title: '官网访问分析' },
        component: page(() => import('./pages/WebsitePage'), 'WebsitePage'),
      },
    ],
  },
];
