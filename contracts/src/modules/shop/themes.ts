/**
 * 主题配色: the named colour sets a shop picks for its storefront (docs/DOMAIN.md §5: 天空蓝, 生鲜绿, 热情红 …).
 * `primary` fills buttons and the active tab, `accent` marks prices and badges, `light` tints backgrounds.
 * The designer derives readable shades of them for text; these are the colours as chosen. The shop settings
 * (/setting/shop) offer the same sets by the same ids: one theme id, two screens.
 */
export const DECOR_THEMES = [
  { id: 1, name: '天空蓝', primary: '#2975ee', accent: '#ff6a00', light: '#eaf2fe' },
  { id: 2, name: '生鲜绿', primary: '#21b36b', accent: '#ff7a00', light: '#e7f7ee' },
  { id: 3, name: '热情红', primary: '#e8453c', accent: '#e8453c', light: '#fdeceb' },
  { id: 4, name: '活力橙', primary: '#fa8c16', accent: '#f5222d', light: '#fff3e6' },
  { id: 5, name: '典雅紫', primary: '#7c4dff', accent: '#eb2f96', light: '#f1ecff' },
  { id: 6, name: '商务黑', primary: '#2f3542', accent: '#d4a657', light: '#eeeff1' },
  { id: 7, name: '樱花粉', primary: '#eb5d8e', accent: '#eb5d8e', light: '#fdedf3' },
] as const;
export type DecorTheme = (typeof DECOR_THEMES)[number];
export const DECOR_THEME_IDS = DECOR_THEMES.map((t) => t.id);

export function decorTheme(id: number): DecorTheme {
  return DECOR_THEMES.find((t) => t.id === id) ?? DECOR_THEMES[0];
}

/**
 * Icons a tab, a grid entry or a navigation item can use without uploading a picture; the designer draws each
 * from its own icon set. An uploaded picture, where the part takes one, is shown instead.
 */
export const DECOR_ICONS = [
  { value: 'home', label: '首页' },
  { value: 'category', label: '分类' },
  { value: 'course', label: '课程' },
  { value: 'video', label: '视频' },
  { value: 'book', label: '图书' },
  { value: 'cart', label: '购物车' },
  { value: 'shop', label: '商城' },
  { value: 'gift', label: '礼物' },
  { value: 'coupon', label: '优惠券' },
  { value: 'fire', label: '热门' },
  { value: 'star', label: '收藏' },
  { value: 'team', label: '拼团' },
  { value: 'clock', label: '秒杀' },
  { value: 'notice', label: '公告' },
  { value: 'article', label: '文章' },
  { value: 'calendar', label: '日历' },
  { value: 'location', label: '地址' },
  { value: 'phone', label: '电话' },
  { value: 'service', label: '客服' },
  { value: 'user', label: '我的' },
] as const;
export type DecorIcon = (typeof DECOR_ICONS)[number]['value'];
export const DECOR_ICON_NAMES = DECOR_ICONS.map((i) => i.value) as [DecorIcon, ...DecorIcon[]];

/** 店铺风格: the storefront's visual template (spec §3 visual id; default 1, spec §9). */
export const DECOR_VISUALS = [
  { value: 1, label: '经典风格' },
  { value: 2, label: '简约风格' },
  { value: 3, label: '卡片风格' },
  { value: 4, label: '杂志风格' },
] as const;
