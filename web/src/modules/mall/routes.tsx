import { ShoppingOutlined } from '@ant-design/icons';
import { PRODUCTS } from '@console/contracts';
import { page } from '../../routes/page';
import { type AppRoute, STAFF_ROLES } from '../../routes/types';

const ProductForm = page(() => import('./pages/ProductForm'), 'ProductForm');

/** The online mall (spec §2, product 14). */
export const mallRoutes: readonly AppRoute[] = [
  {
    path: '/mall',
    redirect: '/mall/list',
    meta: { title: '商城', icon: ShoppingOutlined, roles: STAFF_ROLES, productId: PRODUCTS.mall },
    children: [
      {
        path: 'list',
        meta: { title: '商品管理' },
        component: page(() => import('./pages/ProductList'), 'ProductList'),
      },
      { path: 'create', hidden: true, meta: { title: '新增商品', noCache: true }, component: ProductForm },
      { path: 'edit/:id', hidden: true, meta: { title: '编辑商品', noCache: true }, component: ProductForm },
    ],
  },
];
