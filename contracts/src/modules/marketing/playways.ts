import { PRODUCTS, type ProductId } from '../../products.js';

/**
 * The playways of /marketing (spec §2) that keep campaigns of their own: their key (the URL segment), their
 * name and the product that gates them. Seckill is gated by the group-buy product (7), as the spec says.
 */
export const PLAYWAYS = [
  { key: 'boost', label: '助力', productId: PRODUCTS.boost },
  { key: 'group', label: '拼团', productId: PRODUCTS.groupBuy },
  { key: 'signUp', label: '活动报名', productId: PRODUCTS.quickSignUp },
  { key: 'superGame', label: '超级游戏', productId: PRODUCTS.superGame },
  { key: 'lottery', label: '抽奖', productId: PRODUCTS.lottery },
  { key: 'seckill', label: '秒杀', productId: PRODUCTS.groupBuy },
  { key: 'coupon', label: '优惠券', productId: PRODUCTS.coupon },
] as const satisfies ReadonlyArray<{ key: string; label: string; productId: ProductId }>;

export type PlaywayKey = (typeof PLAYWAYS)[number]['key'];
export const PLAYWAY_KEYS = PLAYWAYS.map((p) => p.key) as [PlaywayKey, ...PlaywayKey[]];
export const PLAYWAY_OPTIONS = PLAYWAYS.map((p) => ({ value: p.key, label: p.label }));
