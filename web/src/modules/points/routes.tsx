import { GiftOutlined } from '@ant-design/icons';
import { page } from '../../routes/page';
import { type AppRoute, STAFF_ROLES } from '../../routes/types';

const ExchangeForm = page(() => import('./pages/ExchangeForm'), 'ExchangeForm');

/** Points (spec §2, code 300109): statistics, rules, exchange items and records. */
export const pointsRoutes: readonly AppRoute[] = [
  {
    path: '/points',
    redirect: '/points/stcredit',
    meta: { title: '积分', icon: GiftOutlined, roles: STAFF_ROLES },
    children: [
      {
        path: 'stcredit',
        meta: { title: '积分统计' },
        component: page(() => import('./pages/PointsStats'), 'PointsStats'),
      },
      {
        path: 'rules',
        meta: { title: '积分规则', rememberTab: { key: 'creditRules', value: 'rules' } },
        component: page(() => import('./pages/PointsRules'), 'PointsRules'),
      },
      {
        path: 'exchange',
        meta: { title: '积分兑换' },
        component: page(() => import('./pages/ExchangeList'), 'ExchangeList'),
      },
      {
        path: 'record',
        meta: { title: '兑换记录' },
        component: page(() => import('./pages/RecordList'), 'RecordList'),
      },
      { path: 'addExchange', hidden: true, meta: { title: '新增兑换', noCache: true }, component: ExchangeForm },
      {
        path: 'editExchange/:type/:id',
        hidden: true,
        meta: { title: '编辑兑换', noCache: true },
        component: ExchangeForm,
      },
    ],
  },
];
