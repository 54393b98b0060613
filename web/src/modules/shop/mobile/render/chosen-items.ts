import type { DecorSourceType } from '@console/contracts';
import { trpc } from '../../../../app/trpc';

/** One chosen item as a storefront component shows it, read from the module it belongs to. */
export interface ChosenItem {
  id: number;
  title: string;
  image: string;
  /** Price in fen (a coupon: its face value). */
  price?: number;
  originalPrice?: number;
  /** Sold, enrolled or learners. */
  sales?: number;
  /** A coupon's condition, an article's date. */
  note?: string;
}

/** Each chosen id's state: loading, read, or gone (deleted since it was chosen, or unreadable). */
export type ChosenState =
  | { id: number; status: 'loading' }
  | { id: number; status: 'gone' }
  | (ChosenItem & { status: 'ok' });

type Results<R> = Array<{ data?: R; isError: boolean }>;

function states<R>(ids: readonly number[], results: Results<R>, map: (row: R) => ChosenItem): ChosenState[] {
  return ids.map((id, i) => {
    const r = results[i];
    if (r?.data) return { ...map(r.data), status: 'ok' as const };
    if (r?.isError) return { id, status: 'gone' as const };
    return { id, status: 'loading' as const };
  });
}

// A chosen item that fails to load shows as gone on its card; a toast per card would bury the designer.
const opts = { staleTime: 60_000, retry: false, meta: { silentError: true } } as const;

function useVodCourses(ids: readonly number[], on: boolean) {
  const r = trpc.useQueries((t) => (on ? ids : []).map((id) => t.vodCourse.get({ id }, opts)));
  return states(ids, r, (c) => ({
    id: c.id,
    title: c.title,
    image: c.cover,
    price: c.price ?? 0,
    originalPrice: c.originalPrice ?? undefined,
    sales: c.learnerCount,
  }));
}

function useClassCourses(ids: readonly number[], on: boolean) {
  const r = trpc.useQueries((t) => (on ? ids : []).map((id) => t.classCourse.get({ id }, opts)));
  return states(ids, r, (c) => ({ id: c.id, title: c.name, image: c.cover, price: c.price, sales: c.enrolled }));
}

function useProducts(ids: readonly number[], on: boolean) {
  const r = trpc.useQueries((t) => (on ? ids : []).map((id) => t.mallProduct.get({ id }, opts)));
  return states(ids, r, (p) => ({ id: p.id, title: p.name, image: p.images[0] ?? '', price: p.price, sales: p.sales }));
}

function useGroups(ids: readonly number[], on: boolean) {
  const r = trpc.useQueries((t) => (on ? ids : []).map((id) => t.group.get({ id }, opts)));
  return states(ids, r, (g) => ({
    id: g.id,
    title: g.title,
    image: g.cover,
    price: g.groupPrice,
    originalPrice: g.originalPrice,
    sales: g.sold,
    note: `${g.teamSize}人团`,
  }));
}

function useSeckills(ids: readonly number[], on: boolean) {
  const r = trpc.useQueries((t) => (on ? ids : []).map((id) => t.seckill.get({ id }, opts)));
  return states(ids, r, (s) => ({
    id: s.id,
    title: s.title,
    image: s.cover,
    price: s.seckillPrice,
    originalPrice: s.originalPrice,
    sales: s.sold,
  }));
}

function useCoupons(ids: readonly number[], on: boolean) {
  const r = trpc.useQueries((t) => (on ? ids : []).map((id) => t.coupon.get({ id }, opts)));
  return states(ids, r, (c) => ({
    id: c.id,
    title: c.title,
    image: c.cover,
    price: c.faceValue,
    note: typeof c.threshold === 'number' && c.threshold > 0 ? `满${c.threshold / 100}元可用` : '无门槛',
  }));
}

function useArticles(ids: readonly number[], on: boolean) {
  const r = trpc.useQueries((t) => (on ? ids : []).map((id) => t.officialActivity.get({ id }, opts)));
  return states(ids, r, (a) => ({ id: a.id, title: a.title, image: a.cover, note: a.publishDate }));
}

/** Which module a component's items come from. */
export type ItemSource = 'vod' | 'class' | 'product' | 'groupBuy' | 'seckill' | 'coupon' | 'article';

export function itemSourceOf(type: DecorSourceType, courseSource?: 'vod' | 'class'): ItemSource {
  if (type === 'courseList' || type === 'courseCard') return courseSource ?? 'vod';
  if (type === 'productList' || type === 'productCard') return 'product';
  return type;
}

/**
 * The chosen items of a component, read through their modules' contracts; every source's hook runs (hooks
 * cannot be skipped) but only the one of `source` asks the server.
 */
export function useChosenItems(source: ItemSource, ids: readonly number[]): ChosenState[] {
  const all = {
    vod: useVodCourses(ids, source === 'vod'),
    class: useClassCourses(ids, source === 'class'),
    product: useProducts(ids, source === 'product'),
    groupBuy: useGroups(ids, source === 'groupBuy'),
    seckill: useSeckills(ids, source === 'seckill'),
    coupon: useCoupons(ids, source === 'coupon'),
    article: useArticles(ids, source === 'article'),
  };
  return all[source];
}
