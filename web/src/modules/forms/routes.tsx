import { FormOutlined } from '@ant-design/icons';
import { PRODUCTS } from '@console/contracts';
import { page } from '../../routes/page';
import { type AppRoute, STAFF_ROLES } from '../../routes/types';

const FormsEdit = page(() => import('./pages/FormsEdit'), 'FormsEdit');

/** Stand-alone forms (spec §2: /forms with index, create, create/:id, formsData), product 34. */
export const formsRoutes: readonly AppRoute[] = [
  {
    path: '/forms',
    redirect: '/forms/index',
    meta: { title: '表单', icon: FormOutlined, roles: STAFF_ROLES, productId: PRODUCTS.form },
    children: [
      { path: 'index', meta: { title: '表单' }, component: page(() => import('./pages/FormsList'), 'FormsList') },
      {
        path: 'create',
        hidden: true,
        meta: { title: '新增表单', noCache: true, noScroll: true },
        component: FormsEdit,
      },
      {
        path: 'create/:id',
        hidden: true,
        meta: { title: '复制表单', noCache: true, noScroll: true },
        component: FormsEdit,
      },
      // Not in the spec's list: a saved form is edited in place (its submissions keep their columns).
      {
        path: 'edit/:id',
        hidden: true,
        meta: { title: '编辑表单', noCache: true, noScroll: true },
        component: FormsEdit,
      },
      {
        path: 'formsData',
        hidden: true,
        meta: { title: '表单数据' },
        component: page(() => import('./pages/FormsData'), 'FormsData'),
      },
    ],
  },
];
