import { TeamOutlined } from '@ant-design/icons';
import { type AppRoute, STAFF_ROLES } from '../../routes/types';

/**
 * Enrolment leads (spec section 2). /enrollment goes to all leads. Plug a page in by adding
 * `component: () => import('./pages/…')` to its route; until then it stays out of the router and the menus.
 * Every lead page is one spec section 6 flags for H5-only accounts.
 */
export const enrollmentRoutes: readonly AppRoute[] = [
  {
    path: '/enrollment',
    redirect: '/enrollment/clue/total/list',
    meta: { title: '招生', icon: TeamOutlined, roles: STAFF_ROLES, h5Flagged: true },
    children: [
      {
        path: 'clue',
        redirect: '/enrollment/clue/total/list',
        meta: { title: '招生线索' },
        children: [
          {
            path: 'list',
            meta: { title: '预约管理' },
            component: () => import('./list/pages').then((m) => ({ default: m.AppointmentListPage })),
          },
          {
            path: 'edit/:id',
            hidden: true,
            meta: { title: '编辑预约', noCache: true },
            component: () => import('./edit/ClueEditPage'),
          },
          {
            path: 'recycle',
            hidden: true,
            meta: { title: '预约回收站' },
            component: () => import('./list/pages').then((m) => ({ default: m.AppointmentRecyclePage })),
          },
          {
            path: 'my',
            meta: { title: '我的线索' },
            children: [
              {
                path: 'list',
                meta: { title: '我的线索' },
                component: () => import('./list/pages').then((m) => ({ default: m.MyListPage })),
              },
              {
                path: 'recycle',
                hidden: true,
                meta: { title: '我的线索回收站' },
                component: () => import('./list/pages').then((m) => ({ default: m.MyRecyclePage })),
              },
              {
                path: 'detail/:id',
                hidden: true,
                meta: { title: '线索详情', noCache: true },
                component: () => import('./detail/pages').then((m) => ({ default: m.MyDetailPage })),
              },
            ],
          },
          {
            path: 'today',
            meta: { title: '今日待办' },
            children: [
              {
                path: 'list',
                meta: { title: '今日待办' },
                component: () => import('./list/pages').then((m) => ({ default: m.TodayListPage })),
              },
              {
                path: 'recycle',
                hidden: true,
                meta: { title: '今日待办回收站' },
                component: () => import('./list/pages').then((m) => ({ default: m.TodayRecyclePage })),
              },
              {
                path: 'detail/:id',
                hidden: true,
                meta: { title: '线索详情', noCache: true },
                component: () => import('./detail/pages').then((m) => ({ default: m.TodayDetailPage })),
              },
            ],
          },
          {
            path: 'total',
            meta: { title: '全部线索' },
            children: [
              {
                path: 'list',
                meta: { title: '全部线索' },
                component: () => import('./list/pages').then((m) => ({ default: m.TotalListPage })),
              },
              {
                path: 'recycle',
                hidden: true,
                meta: { title: '全部线索回收站' },
                component: () => import('./list/pages').then((m) => ({ default: m.TotalRecyclePage })),
              },
              {
                path: 'detail/:id',
                hidden: true,
                meta: { title: '线索详情', noCache: true },
                component: () => import('./detail/pages').then((m) => ({ default: m.TotalDetailPage })),
              },
            ],
          },
          {
            path: 'pool',
            meta: { title: '公海线索' },
            children: [
              {
                path: 'list',
                meta: { title: '公海线索' },
                component: () => import('./list/pages').then((m) => ({ default: m.PoolListPage })),
              },
              {
                path: 'recycle',
                hidden: true,
                meta: { title: '公海回收站' },
                component: () => import('./list/pages').then((m) => ({ default: m.PoolRecyclePage })),
              },
            ],
          },
          {
            path: 'export',
            meta: { title: '线索导入' },
            children: [
              { path: 'list', meta: { title: '线索导入' }, component: () => import('./import/ImportRecordsPage') },
              {
                path: 'add',
                hidden: true,
                meta: { title: '批量导入', noCache: true },
                component: () => import('./import/BatchImportPage'),
              },
              {
                path: 'manual',
                hidden: true,
                meta: { title: '手动导入', noCache: true },
                component: () => import('./import/ManualImportPage'),
              },
            ],
          },
          { path: 'setting', meta: { title: '线索设置' }, component: () => import('./settings/ClueSettingsPage') },
          { path: 'tags', meta: { title: '线索标签' }, component: () => import('./tags/ClueTagsPage') },
        ],
      },
    ],
  },
];
