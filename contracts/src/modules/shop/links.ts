import { z } from 'zod';
import { idSchema } from '../../define.js';

/**
 * Where a tap on a storefront part goes: a decorated page, a page of the shop's own app, a course, a product,
 * a campaign, an article of the official site, or an outside address. A link keeps the title it was chosen
 * with, so the designer can name it without asking the module it points into.
 */
export const DECOR_LINK_KINDS = [
  { value: 'page', label: '微页面' },
  { value: 'system', label: '系统页面' },
  { value: 'course', label: '课程' },
  { value: 'product', label: '商品' },
  { value: 'campaign', label: '营销活动' },
  { value: 'article', label: '官网文章' },
  { value: 'url', label: '外部链接' },
] as const;
export type DecorLinkKind = (typeof DECOR_LINK_KINDS)[number]['value'];

/** Pages every storefront has (the shop's H5 and mini-program app), by their app path. */
export const DECOR_SYSTEM_PAGES = [
  { path: '/pages/index/index', title: '店铺首页' },
  { path: '/pages/course/list', title: '全部课程' },
  { path: '/pages/goods/list', title: '全部商品' },
  { path: '/pages/category/index', title: '商品分类' },
  { path: '/pages/cart/index', title: '购物车' },
  { path: '/pages/user/index', title: '个人中心' },
  { path: '/pages/order/list', title: '我的订单' },
  { path: '/pages/coupon/center', title: '领券中心' },
  { path: '/pages/official/activity', title: '新闻动态' },
  { path: '/pages/official/contact', title: '联系我们' },
] as const;
const SYSTEM_PATHS = DECOR_SYSTEM_PAGES.map((p) => p.path) as [string, ...string[]];

/** Where a course comes from: an online course (/vod) or an offline class (/class). */
export const DECOR_COURSE_SOURCES = [
  { value: 'vod', label: '线上课程' },
  { value: 'class', label: '线下课程' },
] as const;

/** Campaigns a link or a component can show (spec §3 product ids in brackets). */
export const DECOR_CAMPAIGNS = [
  { value: 'groupBuy', label: '拼团' },
  { value: 'seckill', label: '秒杀' },
  { value: 'coupon', label: '优惠券' },
  { value: 'boost', label: '助力' },
  { value: 'lottery', label: '抽奖' },
  { value: 'signUp', label: '活动报名' },
] as const;

const title = z.string({ error: '请选择链接' }).trim().max(50, '链接名称不能超过 50 个字');

export const decorLinkSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('page'), id: idSchema, title }),
    z.object({ kind: z.literal('system'), path: z.enum(SYSTEM_PATHS, { error: '请选择系统页面' }), title }),
    z.object({
      kind: z.literal('course'),
      source: z.enum(['vod', 'class'], { error: '请选择课程类型' }),
      id: idSchema,
      title,
    }),
    z.object({ kind: z.literal('product'), id: idSchema, title }),
    z.object({
      kind: z.literal('campaign'),
      campaign: z.enum(['groupBuy', 'seckill', 'coupon', 'boost', 'lottery', 'signUp'], { error: '请选择活动类型' }),
      id: idSchema,
      title,
    }),
    z.object({ kind: z.literal('article'), id: idSchema, title }),
    z.object({
      kind: z.literal('url'),
      url: z
        .string({ error: '请输入链接地址' })
        .trim()
        .max(500, '链接地址不能超过 500 个字')
        .regex(/^https?:\/\/[^\s/]+\.\S*$/, '链接地址应以 http:// 或 https:// 开头'),
      title,
    }),
  ],
  { error: '请选择链接' },
);
export type DecorLink = z.infer<typeof decorLinkSchema>;

/** A link, or none (null): a part that does not go anywhere. */
export const optionalLink = decorLinkSchema.nullable();

/** A link the live page needs: none is refused with `请选择{label}`. */
export function requiredLink(label: string) {
  return decorLinkSchema.nullable().refine((v) => v !== null, `请选择${label}`);
}

/** What a link reads as in the designer: its title, or its address for an outside link. */
export function linkText(link: DecorLink | null | undefined): string {
  if (!link) return '';
  if (link.kind === 'url') return link.title || link.url;
  return link.title;
}

/** Where the storefront opens a decorated page: the app path that renders a page by its id. */
export const DECOR_PAGE_PATH = '/pages/diy/index';

/** A page's address on the shop's H5 site (its domain, with or without a scheme): what a preview QR opens. */
export function decorPageUrl(h5: string, id: number): string {
  const base = (/^https?:\/\//i.test(h5) ? h5 : `https://${h5}`).replace(/\/+$/, '');
  return `${base}/#${DECOR_PAGE_PATH}?id=${id}`;
}

/** The same page showing its saved draft instead of what is live: the designer's preview QR. */
export function decorDraftUrl(h5: string, id: number): string {
  return `${decorPageUrl(h5, id)}&preview=draft`;
}
