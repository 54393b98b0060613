import { IdcardOutlined } from '@ant-design/icons';
import { type AppRoute, STAFF_ROLES } from '../../routes/types';

/** Teachers (spec section 2: /teacher/list, create, edit/:id). */
export const teacherRoutes: readonly AppRoute[] = [
  {
    path: '/teacher',
    redirect: '/teacher/list',
    meta: { title: '讲师', icon: IdcardOutlined, roles: STAFF_ROLES },
    children: [
      { path: 'list', meta: { title: '讲师管理' } },
      { path: 'create', hidden: true, meta: { title: '新增讲师', noCache: true } },
      { path: 'edit/:id', hidden: true, meta: { title: '编辑讲师', noCache: true } },
    ],
  },
];
