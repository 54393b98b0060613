import { FormOutlined } from '@ant-design/icons';
import { PRODUCTS } from '@console/contracts';
import { formBuilderRoutes } from '../../routes/form-builder';
import { page } from '../../routes/page';
import { type AppRoute, STAFF_ROLES } from '../../routes/types';

/** Stand-alone forms (spec §2: /forms with index, create, create/:id, formsData), product 34. */
export const formsRoutes: readonly AppRoute[] = [
  {
    path: '/forms',
    redirect: '/forms/index',
    meta: { title: '表单', icon: FormOutlined, roles: STAFF_ROLES, productId: PRODUCTS.form },
    children: formBuilderRoutes('index', {
      list: page(() => import('./pages/FormsList'), 'FormsList'),
      edit: page(() => import('./pages/FormsEdit'), 'FormsEdit'),
      data: page(() => import('./pages/FormsData'), 'FormsData'),
    }),
  },
];
