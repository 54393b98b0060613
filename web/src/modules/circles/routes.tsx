import { BulbOutlined } from '@ant-design/icons';
import { type AppRoute, STAFF_ROLES } from '../../routes/types';

/** Knowledge circles (spec §2): circles, and the knowledge items managed inside one. */
export const circlesRoutes: readonly AppRoute[] = [
  {
    path: '/circles',
    redirect: '/circles/index',
    meta: { title: '圈子', icon: BulbOutlined, roles: STAFF_ROLES },
    children: [
      { path: 'index', meta: { title: '知识圈子' } },
      { path: 'edit/:id', hidden: true, meta: { title: '编辑圈子', noCache: true } },
      { path: 'create', hidden: true, meta: { title: '新增圈子', noCache: true } },
      { path: 'management/:id', hidden: true, meta: { title: '圈子管理' } },
      { path: 'management/knowledge/create', hidden: true, meta: { title: '新增知识', noCache: true } },
      { path: 'management/knowledge/edit/:id', hidden: true, meta: { title: '编辑知识', noCache: true } },
      { path: 'management/knowledge/data/:id', hidden: true, meta: { title: '营销数据' } },
    ],
  },
];
