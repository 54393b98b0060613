import { TeamOutlined } from '@ant-design/icons';
import { page } from '../../routes/page';
import { type AppRoute, STAFF_ROLES } from '../../routes/types';

/**
 * Enrolment leads (spec §2). /enrollment goes to all leads. Every lead page is one spec §6 flags
 * for H5-only accounts.
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
            component: page(() => import('./list/pages'), 'AppointmentListPage'),
          },
          {
            path: 'edit/:id',
            hidden: true,
            meta: { title: '编辑预约', noCache: true },
            component: page(() => import('./edit/ClueEditPage'), 'ClueEditPage'),
          },
          {
            path: 'recycle',
            hidden: true,
            meta: { title: '预约回收站' },
            component: page(() => import('./list/pages'), 'AppointmentRecyclePage'),
          },
          {
            path: 'my',
            meta: { title: '我的线索' },
            children: [
              {
                path: 'list',
                meta: { title: '我的线索' },
                component: page(() => import('./list/pages'), 'MyListPage'),
              },
              {
                path: 'recycle',
                hidden: true,
                meta: { title: '我的线索回收站' },
                component: page(() => import('./list/pages'), 'MyRecyclePage'),
              },
              {
                path: 'detail/:id',
                hidden: true,
                meta: { title: '线索详情', noCache: true },
                component: page(() => import('./detail/pages'), 'MyDetailPage'),
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
                component: page(() => import('./list/pages'), 'TodayListPage'),
              },
              {
                path: 'recycle',
                hidden: true,
                meta: { title: '今日待办回收站' },
                component: page(() => import('./list/pages'), 'TodayRecyclePage'),
              },
              {
                path: 'detail/:id',
                hidden: true,
                meta: { title: '线索详情', noCache: true },
                component: page(() => import('./detail/pages'), 'TodayDetailPage'),
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
                component: page(() => import('./list/pages'), 'TotalListPage'),
              },
              {
                path: 'recycle',
                hidden: true,
                meta: { title: '全部线索回收站' },
                component: page(() => import('./list/pages'), 'TotalRecyclePage'),
              },
              {
                path: 'detail/:id',
                hidden: true,
                meta: { title: '线索详情', noCache: true },
                component: page(() => import('./detail/pages'), 'TotalDetailPage'),
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
                component: page(() => import('./list/pages'), 'PoolListPage'),
              },
              {
                path: 'recycle',
                hidden: true,
                meta: { title: '公海回收站' },
                component: page(() => import('./list/pages'), 'PoolRecyclePage'),
              },
            ],
          },
          {
            path: 'export',
            meta: { title: '线索导入' },
            children: [
              {
                path: 'list',
                meta: { title: '线索导入' },
                component: page(() => import('./import/ImportRecordsPage'), 'ImportRecordsPage'),
              },
              {
                path: 'add',
                hidden: true,
                meta: { title: '批量导入', noCache: true },
                component: page(() => import('./import/BatchImportPage'), 'BatchImportPage'),
              },
              {
                path: 'manual',
                hidden: true,
                meta: { title: '手动导入', noCache: true },
                component: page(() => import('./import/ManualImportPage'), 'ManualImportPage'),
              },
            ],
          },
          {
            path: 'setting',
            meta: { title: '线索设置' },
            component: page(() => import('./settings/ClueSettingsPage'), 'ClueSettingsPage'),
          },
          {
            path: 'tags',
            meta: { title: '线索标签' },
            component: page(() => import('./tags/ClueTagsPage'), 'ClueTagsPage'),
          },
        ],
      },
    ],
  },
];
