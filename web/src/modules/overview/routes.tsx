import { DashboardOutlined } from '@ant-design/icons';
import { page } from '../../routes/page';
import { type AppRoute, STAFF_ROLES } from '../../routes/types';

/** '/' goes to the overview (spec §2); its tab is affixed, and it never shows the second-level menu. */
export const overviewRoutes: readonly AppRoute[] = [
  {
    path: '/',
    redirect: '/overview',
    meta: { title: '概况', icon: DashboardOutlined, roles: STAFF_ROLES, noSecondMenu: true },
    children: [
      {
        path: 'overview',
        meta: { title: '概况', affix: true },
        component: page(() => import('./OverviewPage'), 'OverviewPage'),
      },
    ],
  },
];
