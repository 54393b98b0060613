import type { DecorComponent, DecorComponentOf, DecorProps, DecorType } from './components.js';
import { PLAIN_STYLE } from './style.js';

/**
 * What a component holds when it is dropped on a page: enough to show what it is (a title that says 标题, a
 * divider), and nothing that pretends to be the shop's content — pictures, courses and products are the
 * shop's to choose, so a new banner has none yet and is marked until it has.
 */
const DEFAULT_PROPS: { [T in DecorType]: DecorProps<T> } = {
  search: {
    placeholder: '搜索课程、商品',
    shape: 'round',
    align: 'left',
    boxColor: '#f2f3f5',
    textColor: '#767676',
    hotWords: [],
  },
  notice: { items: [{ text: '', link: null }], textColor: '#595959', iconColor: '#fa8c16' },
  banner: { mode: 'default', indicator: 'dot', autoplay: true, interval: 3, height: 160, items: [] },
  image: { image: '', alt: '', link: null },
  grid: {
    columns: 4,
    titleColor: '#333333',
    items: [
      { icon: 'course', image: '', title: '全部课程', subtitle: '', badge: '', link: null },
      { icon: 'shop', image: '', title: '商城', subtitle: '', badge: '', link: null },
      { icon: 'coupon', image: '', title: '领券', subtitle: '', badge: '', link: null },
      { icon: 'user', image: '', title: '我的', subtitle: '', badge: '', link: null },
    ],
  },
  title: { title: '标题', subtitle: '', align: 'left', titleColor: '#1f1f1f', moreText: '', moreLink: null },
  video: { url: '', poster: '', autoplay: false },
  divider: { line: 'solid', color: '#e5e5e5', thickness: 1 },
  spacer: { height: 20 },
  cube: { layout: 'row2', gap: 4, height: 160, items: [] },
  richText: { html: '' },
  courseList: { source: 'vod', ids: [], layout: 'rows', showPrice: true, showSales: true, buttonText: '去学习' },
  courseCard: { source: 'vod', ids: [], layout: 'twoCol', showPrice: true, showSales: false, buttonText: '' },
  productList: { ids: [], layout: 'rows', showPrice: true, showSales: true, buttonText: '购买' },
  productCard: { ids: [], layout: 'twoCol', showPrice: true, showSales: false, buttonText: '' },
  groupBuy: { title: '拼团特惠', ids: [], layout: 'rows', showPrice: true, showSales: true, buttonText: '去拼团' },
  seckill: { title: '限时秒杀', ids: [], layout: 'scroll', showPrice: true, showSales: false, buttonText: '抢购' },
  coupon: { ids: [], layout: 'scroll' },
  article: { ids: [], layout: 'rows', showDate: true },
  service: { mode: 'bar', contact: 'phone', text: '联系客服', qrImage: '', phone: '' },
  follow: { name: '', logo: '', description: '关注公众号，获取最新课程和活动', buttonText: '关注' },
};

/** Space around the parts that read as blocks of the page, none around lines and blank space. */
const SPACED: ReadonlySet<DecorType> = new Set(['notice', 'grid', 'cube', 'courseCard', 'productCard', 'article']);

/** A new component of `type` with the id the designer gave it. */
export function newDecorComponent<T extends DecorType>(type: T, id: string): DecorComponentOf<T> {
  const spaced = SPACED.has(type);
  return {
    id,
    type,
    hidden: false,
    style: {
      ...PLAIN_STYLE,
      bgColor: type === 'divider' || type === 'spacer' ? '' : '#ffffff',
      marginBottom: type === 'divider' || type === 'spacer' ? 0 : 8,
      paddingX: spaced ? 12 : 0,
      paddingY: spaced ? 8 : 0,
    },
    props: structuredClone(DEFAULT_PROPS[type]),
  } as unknown as DecorComponentOf<T>; // TS cannot narrow DEFAULT_PROPS[T] to the member of the union for T
}

/** The same component under a new id (the designer's 复制). */
export function copyDecorComponent(c: DecorComponent, id: string): DecorComponent {
  return { ...structuredClone(c), id };
}
