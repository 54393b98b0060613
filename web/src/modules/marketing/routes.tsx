import { RocketOutlined } from '@ant-design/icons';
import { PRODUCTS } from '@console/contracts';
import { type AppRoute, STAFF_ROLES } from '../../routes/types';

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
      { path: 'menu', meta: { title: '营销中心' } },
      { path: 'playway', meta: { title: '营销玩法' } },
      {
        path: 'boost',
        meta: { title: '助力', productId: PRODUCTS.boost },
        children: [
          { path: 'list', meta: { title: '助力' } },
          { path: 'create', hidden: true, meta: { title: '新增助力', noCache: true } },
          { path: 'edit/:id/:copy', hidden: true, meta: { title: '复制助力', noCache: true } },
          { path: 'edit/:id', hidden: true, meta: { title: '编辑助力', noCache: true } },
          { path: 'boostData', hidden: true, meta: { title: '助力数据' } },
        ],
      },
      {
        path: 'group',
        meta: { title: '拼团', productId: PRODUCTS.groupBuy },
        children: [
          { path: 'list', meta: { title: '拼团' } },
          { path: 'create', hidden: true, meta: { title: '新增拼团', noCache: true } },
          { path: 'create/:id', hidden: true, meta: { title: '编辑拼团', noCache: true } },
          { path: 'groupData', hidden: true, meta: { title: '拼团数据' } },
        ],
      },
      {
        path: 'signUp',
        meta: { title: '活动报名', productId: PRODUCTS.quickSignUp },
        children: [
          { path: 'list', meta: { title: '活动报名' } },
          { path: 'create', hidden: true, meta: { title: '新增活动', noCache: true } },
          { path: 'edit/:id', hidden: true, meta: { title: '编辑活动', noCache: true } },
          { path: 'info', hidden: true, meta: { title: '报名信息' } },
          { path: 'recycle', hidden: true, meta: { title: '活动回收站' } },
        ],
      },
      {
        path: 'superGame',
        meta: { title: '超级游戏', productId: PRODUCTS.superGame },
        children: [
          { path: 'list', meta: { title: '超级游戏' } },
          { path: 'create', hidden: true, meta: { title: '新增游戏', noCache: true } },
          { path: 'edit/:id', hidden: true, meta: { title: '编辑游戏', noCache: true } },
          { path: 'superGameData', hidden: true, meta: { title: '游戏数据' } },
        ],
      },
      {
        path: 'lottery',
        meta: { title: '抽奖', productId: PRODUCTS.lottery },
        children: [
          { path: 'list', meta: { title: '抽奖' } },
          { path: 'create', hidden: true, meta: { title: '新增抽奖', noCache: true } },
          { path: 'edit/:id', hidden: true, meta: { title: '编辑抽奖', noCache: true } },
          { path: 'data', hidden: true, meta: { title: '抽奖数据' } },
        ],
      },
      {
        // The spec gates the flash sale by the group-buy product (7), not by its own id 33.
        path: 'seckill',
        meta: { title: '秒杀', productId: PRODUCTS.groupBuy },
        children: [
          { path: 'list', meta: { title: '秒杀' } },
          { path: 'create', hidden: true, meta: { title: '新增秒杀', noCache: true } },
          { path: 'create/:id', hidden: true, meta: { title: '编辑秒杀', noCache: true } },
          { path: 'seckillData', hidden: true, meta: { title: '秒杀数据' } },
        ],
      },
      {
        path: 'forms',
        meta: { title: '表单', productId: PRODUCTS.form },
        children: [
          { path: 'list', meta: { title: '表单' } },
          { path: 'create', hidden: true, meta: { title: '新增表单', noCache: true, noScroll: true } },
          { path: 'create/:id', hidden: true, meta: { title: '复制表单', noCache: true, noScroll: true } },
          { path: 'formsData', hidden: true, meta: { title: '表单数据' } },
        ],
      },
      {
        path: 'coupon',
        meta: { title: '优惠券', productId: PRODUCTS.coupon },
        children: [
          { path: 'list', meta: { title: '优惠券' } },
          { path: 'create', hidden: true, meta: { title: '新增优惠券', noCache: true } },
          { path: 'create/:id', hidden: true, meta: { title: '编辑优惠券', noCache: true } },
          { path: 'couponData', hidden: true, meta: { title: '优惠券数据' } },
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
