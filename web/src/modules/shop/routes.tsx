import { SkinOutlined } from '@ant-design/icons';
import { page } from '../../routes/page';
import { type AppRoute, STAFF_ROLES } from '../../routes/types';
import { PC_EDITIONS } from './editions';

/**
 * Shop decoration (spec §2). The help panel never shows on /shop pages. The PC site belongs to the
 * app/H5 edition.
 */
export const shopRoutes: readonly AppRoute[] = [
  {
    path: '/shop',
    redirect: '/shop/menu',
    meta: { title: '装修', icon: SkinOutlined, roles: STAFF_ROLES },
    children: [
      { path: 'menu', meta: { title: '装修中心' }, component: page(() => import('./menu/ShopMenu'), 'ShopMenu') },
      {
        path: 'mobile',
        meta: { title: '手机端装修', noCache: true },
        component: page(() => import('./mobile/MobileDesigner'), 'MobileDesigner'),
      },
      {
        path: 'pc',
        editions: PC_EDITIONS,
        meta: { title: 'PC端装修', noCache: true },
        component: page(() => import('./pc/PcDesigner'), 'PcDesigner'),
      },
    ],
  },
];
