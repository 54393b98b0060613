import { BulbOutlined } from '@ant-design/icons';
import { page } from '../../routes/page';
import { type AppRoute, STAFF_ROLES } from '../../routes/types';

const CircleForm = page(() => import('./pages/CircleForm'), 'CircleForm');

/** Knowledge circles (spec §2): circles, and the knowledge items managed inside one. */
export const circlesRoutes: readonly AppRoute[] = [
  {
    path: '/circles',
    redirect: '/circles/index',
    meta: { title: '圈子', icon: BulbOutlined, roles: STAFF_ROLES },
    children: [
      {
        path: 'index',
        meta: { title: '知识圈子' },
        component: page(() => import('./pages/CircleList'), 'CircleList'),
      },
      { path: 'edit/:id', hidden: true, meta: { title: '编辑圈子', noCache: true }, component: CircleForm },
      { path: 'create', hidden: true, meta: { title: '新增圈子', noCache: true }, component: CircleForm },
      {
        path: 'management/:id',
        hidden: true,
        numericParams: ['id'],
        meta: { title: '圈子管理' },
        component: page(() => import('./pages/CircleManagement'), 'CircleManagement'),
      },
      {
        path: 'management/knowledge/create',
        hidden: true,
        meta: { title: '新增知识', noCache: true },
        component: page(() => import('./pages/KnowledgeForm'), 'KnowledgeCreate'),
      },
      {
        path: 'management/knowledge/edit/:id',
        hidden: true,
        numericParams: ['id'],
        meta: { title: '编辑知识', noCache: true },
        component: page(() => import('./pages/KnowledgeForm'), 'KnowledgeEdit'),
      },
      {
        path: 'management/knowledge/data/:id',
        hidden: true,
        numericParams: ['id'],
        meta: { title: '营销数据' },
        component: page(() => import('./pages/KnowledgeData'), 'KnowledgeData'),
      },
    ],
  },
];
