import { FormOutlined } from '@ant-design/icons';
import { PRODUCTS } from '@console/contracts';
import { type AppRoute, STAFF_ROLES } from '../../routes/types';

/** Stand-alone forms (spec §2: /forms with index, create, create/:id, formsData), product 34. */
export const formsRoutes: readonly AppRoute[] = [
  {
    path: '/forms',
    redirect: '/forms/index',
    meta: { title: '表单', icon: FormOutlined, roles: STAFF_ROLES, productId: PRODUCTS.form },
    children: [
      { path: 'index', meta: { title: '表单' } },
      { path: 'create', hidden: true, meta: { title: '新增表单', noCache: true, noScroll: true } },
      { path: 'create/:id', hidden: true, meta: { title: '复制表单', noCache: true, noScroll: true } },
      { path: 'formsData', hidden: true, meta: { title: '表单数据' } },
    ],
  },
];
