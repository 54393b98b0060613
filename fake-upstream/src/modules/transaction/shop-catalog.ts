import { PRODUCTS as BOUGHT } from '@console/contracts';
import type { SeedShop } from '../../kit/seed-context.js';
import { seedImage } from '../../kit/seed-media.js';
import { PRIMARY_SHOP } from '../../state/shops.js';
import { catalogueOf } from '../mall/shop-catalogue.js';
import { CATALOG, type Entry, type Goods } from './catalog.js';

/** What one shop sells: every order of it is of these goods, every visitor looks at these. */
export interface Catalog {
  goods: readonly Goods[];
  /** The goods that are products (a parcel of several goes out together); empty for a shop without the mall. */
  products: readonly Goods[];
  /** Each goods' picture, by index. */
  images: readonly string[];
}

/** Lessons and fee per lesson (fen) of a shop's n-th course: term courses of 12 to 32 lessons. */
const TERMS: ReadonlyArray<readonly [number, number]> = [
  [16, 16_800],
  [12, 15_800],
  [20, 13_800],
  [24, 12_800],
  [32, 11_800],
];

/**
 * Another shop's goods, from what it already declares: its courses as term courses and a taster of its first
 * one (class/seed names its trials the same way), its mall's goods when it has the mall (mall/shop-catalogue),
 * and the group buys and flash sales of its courses where it runs them (named as marketing/seed names them).
 */
function ownGoods(shop: SeedShop): Entry[] {
  const { courses } = shop.profile;
  const terms = courses.map((name, i): Entry => {
    const [lessons, fee] = TERMS[i % TERMS.length] as readonly [number, number];
    return { name, type: 'course', campaign: null, spec: `${lessons} 课时`, price: lessons * fee, weight: 9 - (i % 6) };
  });
  const taster: Entry = {
    name: `${courses[0] ?? ''}体验课`,
    type: 'course',
    campaign: null,
    spec: '1 课时',
    price: 1_990,
    weight: 8,
  };
  const mall = shop.has(BOUGHT.mall)
    ? catalogueOf(shop.profile).items.flatMap((items) =>
        items.map(
          (item): Entry => ({
            name: item.name,
            type: 'product',
            campaign: null,
            spec: item.attrs?.[0]?.values[0] ?? `1 ${item.unit}`,
            price: item.yuan[0] * 100,
            weight: 3,
          }),
        ),
      )
    : [];
  // The group buys and flash sales of its first two courses, each where the shop runs that playway.
  const campaigns = courses.slice(0, 2).flatMap((course, i): Entry[] => {
    const weight = 4 - i;
    const group: Entry = {
      name: `${course} 3 人团`,
      type: 'campaign',
      campaign: '拼团',
      spec: '3人团',
      price: 99_900,
      weight,
    };
    const seckill: Entry = {
      name: `${course}限时秒杀`,
      type: 'campaign',
      campaign: '秒杀',
      spec: '4 课时',
      price: 19_900,
      weight,
    };
    return [...(shop.has(BOUGHT.groupBuy) ? [group] : []), ...(shop.has(BOUGHT.seckill) ? [seckill] : [])];
  });
  return [...terms, taster, ...mall, ...campaigns];
}

/** The shop's catalogue: the primary shop keeps the one its tests know. */
export function catalogOf(shop: SeedShop, mediaBase: string): Catalog {
  const goods: readonly Goods[] =
    shop.id === PRIMARY_SHOP ? CATALOG : ownGoods(shop).map((g, index) => ({ ...g, index }));
  return {
    goods,
    products: goods.filter((g) => g.type === 'product'),
    images: goods.map((g) => seedImage(mediaBase, g.name.slice(0, 4), (g.index * 47) % 360, { w: 400, h: 400 })),
  };
}
