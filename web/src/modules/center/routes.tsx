import { NotificationOutlined } from '@ant-design/icons';
import { page } from '../../routes/page';
import { type AppRoute, STAFF_ROLES } from '../../routes/types';

/**
 * The notice, news and study centre (spec §2: /center with notice, product and study, and the detail
 * page centerInfo/:type/:id). Only the notices are a menu entry; the pages link to one another.
 */
export const centerRoutes: readonly AppRoute[] = [
  {
    path: '/center',
    redirect: '/center/notice',
    meta: { title: '服务中心', icon: NotificationOutlined, roles: STAFF_ROLES },
    children: [
      { path: 'notice', meta: { title: '公告' }, component: page(() => import('./pages/NoticePage'), 'NoticePage') },
      {
        path: 'product',
        hidden: true,
        meta: { title: '产品动态' },
        component: page(() => import('./pages/NewsPage'), 'NewsPage'),
      },
      {
        path: 'study',
        hidden: true,
        meta: { title: '学习中心' },
        component: page(() => import('./pages/StudyPage'), 'StudyPage'),
      },
      {
        path: 'centerInfo/:type/:id',
        hidden: true,
        numericParams: ['id'],
        meta: { title: '详情', activeMenu: '/center/notice' },
        component: page(() => import('./pages/DetailPage'), 'DetailPage'),
      },
    ],
  },
];
