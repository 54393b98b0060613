import { ShareAltOutlined } from '@ant-design/icons';
import { PRODUCTS } from '@console/contracts';
import { page } from '../../routes/page';
import { type AppRoute, STAFF_ROLES } from '../../routes/types';

/** The promotion ambassador page (spec §2: /promote), the promoter product (22). */
export const promoteRoutes: readonly AppRoute[] = [
  {
    path: '/promote',
    meta: {
      title: '推广大使',
      icon: ShareAltOutlined,
      roles: STAFF_ROLES,
      productId: PRODUCTS.promoter,
      rememberTab: { key: 'promoter', value: 'ambassador' },
    },
    component: page(() => import('./pages/PromotePage'), 'PromotePage'),
  },
];
