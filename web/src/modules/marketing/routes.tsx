import { RocketOutlined } from '@ant-design/icons';
import { PRODUCTS } from '@console/contracts';
import { formBuilderRoutes } from '../../routes/form-builder';
import { page } from '../../routes/page';
import { type AppRoute, STAFF_ROLES } from '../../routes/types';

const BoostForm = page(() => import('./boost/BoostForm'), 'BoostForm');
const GroupForm = page(() => import('./group/GroupForm'), 'GroupForm');
const SignUpForm = page(() => import('./signUp/SignUpForm'), 'SignUpForm');
const GameForm = page(() => import('./superGame/GameForm'), 'GameForm');
const LotteryForm = page(() => import('./lottery/LotteryForm'), 'LotteryForm');
const SeckillForm = page(() => import('./seckill/SeckillForm'), 'SeckillForm');
const CouponForm = page(() => import('./coupon/CouponForm'), 'CouponForm');

/**
 * The two admissions tools the marketing menu links to. They are outside sites that open in a new window
 * (spec §2); the spec does not give their addresses, so these are the ones to confirm with the provider.
 */
export const ADMISSIONS_LINKS = {
  brochure: 'https://www.zhixiao.cn/admissions/brochure',
  poster: 'https://www.zhixiao.cn/admissions/poster',
} as const;

/**
 * Marketing campaigns (spec §2, product 5): a menu page of playways, then one item per playway with its
 * own product. Second-level menus show on every marketing page except /marketing/menu.
 */
export const marketingRoutes: readonly AppRoute[] = [
  {
    path: '/marketing',
    redirect: '/marketing/menu',
    meta: { title: '营销', icon: RocketOutlined, roles: STAFF_ROLES, productId: PRODUCTS.boost },
    children: [
      { path: 'menu', meta: { title: '营销中心' }, component: page(() => import('./menu/MenuPage'), 'MenuPage') },
      {
        path: 'playway',
        meta: { title: '营销玩法' },
        component: page(() => import('./menu/PlaywayPage'), 'PlaywayPage'),
      },
      {
        path: 'boost',
        meta: { title: '助力', productId: PRODUCTS.boost },
        children: [
          { path: 'list', meta: { title: '助力' }, component: page(() => import('./boost/BoostList'), 'BoostList') },
          { path: 'create', hidden: true, meta: { title: '新增助力', noCache: true }, component: BoostForm },
          { path: 'edit/:id/:copy', hidden: true, meta: { title: '复制助力', noCache: true }, component: BoostForm },
          { path: 'edit/:id', hidden: true, meta: { title: '编辑助力', noCache: true }, component: BoostForm },
          {
            path: 'boostData',
            hidden: true,
            meta: { title: '助力数据' },
            component: page(() => import('./boost/BoostData'), 'BoostData'),
          },
        ],
      },
      {
        path: 'group',
        meta: { title: '拼团', productId: PRODUCTS.groupBuy },
        children: [
          { path: 'list', meta: { title: '拼团' }, component: page(() => import('./group/GroupList'), 'GroupList') },
          { path: 'create', hidden: true, meta: { title: '新增拼团', noCache: true }, component: GroupForm },
          { path: 'create/:id', hidden: true, meta: { title: '编辑拼团', noCache: true }, component: GroupForm },
          {
            path: 'groupData',
            hidden: true,
            meta: { title: '拼团数据' },
            component: page(() => import('./group/GroupData'), 'GroupData'),
          },
        ],
      },
      {
        path: 'signUp',
        meta: { title: '活动报名', productId: PRODUCTS.quickSignUp },
        children: [
          {
            path: 'list',
            meta: { title: '活动报名' },
            component: page(() => import('./signUp/SignUpList'), 'SignUpList'),
          },
          { path: 'create', hidden: true, meta: { title: '新增活动', noCache: true }, component: SignUpForm },
          { path: 'edit/:id', hidden: true, meta: { title: '编辑活动', noCache: true }, component: SignUpForm },
          {
            path: 'info',
            hidden: true,
            meta: { title: '报名信息' },
            component: page(() => import('./signUp/SignUpInfo'), 'SignUpInfo'),
          },
          {
            path: 'recycle',
            hidden: true,
            meta: { title: '活动回收站' },
            component: page(() => import('./signUp/SignUpRecycle'), 'SignUpRecycle'),
          },
        ],
      },
      {
        path: 'superGame',
        meta: { title: '超级游戏', productId: PRODUCTS.superGame },
        children: [
          {
            path: 'list',
            meta: { title: '超级游戏' },
            component: page(() => import('./superGame/GameList'), 'GameList'),
          },
          { path: 'create', hidden: true, meta: { title: '新增游戏', noCache: true }, component: GameForm },
          { path: 'edit/:id', hidden: true, meta: { title: '编辑游戏', noCache: true }, component: GameForm },
          {
            path: 'superGameData',
            hidden: true,
            meta: { title: '游戏数据' },
            component: page(() => import('./superGame/GameData'), 'GameData'),
          },
        ],
      },
      {
        path: 'lottery',
        meta: { title: '抽奖', productId: PRODUCTS.lottery },
        children: [
          {
            path: 'list',
            meta: { title: '抽奖' },
            component: page(() => import('./lottery/LotteryList'), 'LotteryList'),
          },
          { path: 'create', hidden: true, meta: { title: '新增抽奖', noCache: true }, component: LotteryForm },
          { path: 'edit/:id', hidden: true, meta: { title: '编辑抽奖', noCache: true }, component: LotteryForm },
          {
            path: 'data',
            hidden: true,
            meta: { title: '抽奖数据' },
            component: page(() => import('./lottery/LotteryData'), 'LotteryData'),
          },
        ],
      },
      {
        // The spec gates the flash sale by the group-buy product (7), not by its own id 33.
        path: 'seckill',
        meta: { title: '秒杀', productId: PRODUCTS.groupBuy },
        children: [
          {
            path: 'list',
            meta: { title: '秒杀' },
            component: page(() => import('./seckill/SeckillList'), 'SeckillList'),
          },
          { path: 'create', hidden: true, meta: { title: '新增秒杀', noCache: true }, component: SeckillForm },
          { path: 'create/:id', hidden: true, meta: { title: '编辑秒杀', noCache: true }, component: SeckillForm },
          {
            path: 'seckillData',
            hidden: true,
            meta: { title: '秒杀数据' },
            component: page(() => import('./seckill/SeckillData'), 'SeckillData'),
          },
        ],
      },
      {
        path: 'forms',
        meta: { title: '表单', productId: PRODUCTS.form },
        children: formBuilderRoutes('list', {
          list: page(() => import('./forms/FormsList'), 'FormsList'),
          edit: page(() => import('./forms/FormsEdit'), 'FormsEdit'),
          data: page(() => import('./forms/FormsData'), 'FormsData'),
        }),
      },
      {
        path: 'coupon',
        meta: { title: '优惠券', productId: PRODUCTS.coupon },
        children: [
          {
            path: 'list',
            meta: { title: '优惠券' },
            component: page(() => import('./coupon/CouponList'), 'CouponList'),
          },
          { path: 'create', hidden: true, meta: { title: '新增优惠券', noCache: true }, component: CouponForm },
          { path: 'create/:id', hidden: true, meta: { title: '编辑优惠券', noCache: true }, component: CouponForm },
          {
            path: 'couponData',
            hidden: true,
            meta: { title: '优惠券数据' },
            component: page(() => import('./coupon/CouponData'), 'CouponData'),
          },
        ],
      },
      {
        path: 'admissions',
        meta: { title: '招生工具' },
        children: [
          {
            path: 'brochure',
            meta: { title: '招生简章' },
            external: { url: ADMISSIONS_LINKS.brochure, newWindow: true },
          },
          { path: 'poster', meta: { title: '招生海报' }, external: { url: ADMISSIONS_LINKS.poster, newWindow: true } },
        ],
      },
    ],
  },
];
