import {
  FREIGHT_TYPE,
  MALL_CONTENT_TYPE,
  type mallProduct,
  PRODUCTS,
  SPEC_TYPE,
  type SpecAttr,
  type StoredSku,
  skuTotals,
  specCombinations,
} from '@console/contracts';
import type { FakeData } from '../../kit/fake-data.js';
import { seedStore } from '../../kit/seed.js';
import type { CategorySeeds, SeedContext } from '../../kit/seed-context.js';
import type { ResourceStore } from '../../kit/store.js';
import { PRIMARY_SHOP } from '../../state/shops.js';
import { BENCH_SPEC_VALUES, type CatalogueItem, MALL_CATEGORY_NAMES } from './catalogue.js';
import { catalogueOf } from './shop-catalogue.js';

/** Each shop's mall categories: the primary shop's are `MALL_CATEGORY_NAMES`, another's its own goods'. */
export const MALL_CATEGORY_SEED: CategorySeeds = { [MALL_CONTENT_TYPE]: (shop) => catalogueOf(shop).categories };

/** Seed sizes the start options may change: `mall.products` products, `mall.skus` SKUs each (0: their own specs). */
export const MALL_SIZES = { products: 'mall.products', skus: 'mall.skus' } as const;
const DEFAULT_PRODUCTS = 40;

type Values = Record<string, unknown>;

/** A product's specs and SKUs, with the totals the upstream keeps beside them. */
function specOf(attrs: readonly SpecAttr[], skus: StoredSku[]): Values {
  const { price, stock } = skuTotals(skus);
  return { specType: attrs.length > 0 ? SPEC_TYPE.multiple : SPEC_TYPE.single, attrs, skus, price, stock };
}

const sku = (values: string[], price: number, stock: number, extra: Partial<StoredSku> = {}): StoredSku => ({
  values,
  image: '',
  price,
  cost: Math.round(price * 0.55),
  otPrice: null,
  stock,
  code: '',
  weight: null,
  ...extra,
});

/**
 * The demo products the e2e tests and the screenshots rely on: one of each tab, single and multi-spec. The
 * fifth goes to the recycle bin after seeding.
 */
export function demoProducts(category: (name: string) => number | null): Values[] {
  return [
    {
      name: '马利牌水彩颜料套装',
      categoryId: category('美术用品'),
      unit: '盒',
      intro: '管装浓缩颜料，色彩鲜亮不浑浊，适合少儿美术课堂',
      ...specOf(
        [{ name: '规格', values: ['12 色', '24 色', '36 色'] }],
        [
          sku(['12 色'], 2990, 120, { otPrice: 3990, code: 'ML-WC-12', weight: 320 }),
          sku(['24 色'], 4990, 80, { otPrice: 5990, code: 'ML-WC-24', weight: 560 }),
          sku(['36 色'], 6990, 35, { otPrice: 8990, code: 'ML-WC-36', weight: 820 }),
        ],
      ),
      freightType: FREIGHT_TYPE.free,
      limit: 0,
      isShow: '1',
      sales: 326,
    },
    {
      name: '狼毫毛笔三支装',
      categoryId: category('书法文具'),
      unit: '套',
      intro: '大中小楷各一支，笔锋弹性好，初学者首选',
      ...specOf([], [sku([], 3900, 200, { otPrice: 4900, code: 'SF-BRUSH-3', weight: 120 })]),
      freightType: FREIGHT_TYPE.fixed,
      freight: 800,
      limit: 5,
      isShow: '1',
      sales: 158,
    },
    {
      name: '尤克里里 23 寸',
      categoryId: category('乐器配件'),
      unit: '把',
      intro: '桃花心木面板，音色温暖，附赠琴包、调音器和教材',
      ...specOf(
        [{ name: '颜色', values: ['原木色', '天空蓝', '樱花粉'] }],
        [
          sku(['原木色'], 26900, 12, { code: 'UKE-23-N' }),
          sku(['天空蓝'], 27900, 6, { code: 'UKE-23-B' }),
          sku(['樱花粉'], 27900, 0, { code: 'UKE-23-P' }),
        ],
      ),
      freightType: FREIGHT_TYPE.free,
      limit: 0,
      isShow: '0',
      sales: 41,
    },
    {
      name: '学员作品台历',
      categoryId: category('文创周边'),
      unit: '本',
      intro: '收录 12 位学员的年度获奖作品，限量印制',
      ...specOf([], [sku([], 3600, 0, { code: 'WC-CAL-2025', weight: 450 })]),
      freightType: FREIGHT_TYPE.free,
      limit: 2,
      isShow: '1',
      sales: 500,
    },
    {
      name: '少儿美术教程（上册）',
      categoryId: category('教材教辅'),
      unit: '本',
      intro: '学校教研组编写，配套课堂使用',
      ...specOf([], [sku([], 4500, 60, { code: 'JC-MS-01' })]),
      freightType: FREIGHT_TYPE.free,
      limit: 0,
      isShow: '1',
      sales: 12,
    },
  ];
}
export const DEMO_RECYCLED = '少儿美术教程（上册）';

/** Specs making exactly `n` SKUs from the bench's values (colours × sizes × editions). */
export function benchAttrs(n: number): SpecAttr[] {
  const { 颜色, 尺寸, 款式 } = BENCH_SPEC_VALUES;
  for (let c = Math.min(n, 颜色.length); c >= 1; c--)
    for (let s = 1; s <= 尺寸.length; s++)
      for (let k = 1; k <= 款式.length; k++) {
        if (c * s * k !== n) continue;
        return [
          { name: '颜色', values: 颜色.slice(0, c) },
          ...(s > 1 ? [{ name: '尺寸', values: 尺寸.slice(0, s) }] : []),
          ...(k > 1 ? [{ name: '款式', values: 款式.slice(0, k) }] : []),
        ];
      }
  throw new Error(`${MALL_SIZES.skus} = ${n}: no mix of colours, sizes and editions makes that many SKUs`);
}

/** A generated product of the catalogue: its name (a later round is a numbered style), specs and SKUs. */
function generated(g: FakeData, item: CatalogueItem, round: number, skusEach: number): Values {
  const attrs =
    skusEach > 1
      ? benchAttrs(skusEach)
      : skusEach === 1
        ? []
        : (item.attrs ?? []).map((a) => ({ ...a, values: [...a.values] }));
  const combos = attrs.length > 0 ? specCombinations(attrs) : [[]];
  const [low, high] = item.yuan;
  const soldOut = g.chance(0.1);
  const skus = combos.map((values, k) => {
    const fen =
      combos.length === 1
        ? g.fen(low, high)
        : (low + Math.round(((high - low) * k) / (combos.length - 1))) * 100 + g.pick([0, 0, 90]);
    return sku(values, fen, soldOut ? 0 : g.pick([0, g.int(1, 30), g.int(20, 300), g.int(50, 999)]), {
      otPrice: g.chance(0.6) ? Math.round((fen * g.pick([12, 13, 15])) / 1000) * 100 : null,
      image: values.length > 0 && g.chance(0.5) ? g.image(values.join(' '), { w: 300, h: 300 }) : '',
      weight: g.int(1, 40) * 50,
    });
  });
  return {
    name: round === 0 ? item.name : `${item.name}（${round + 1}号款）`,
    unit: item.unit,
    intro: item.feature,
    ...specOf(attrs, skus),
  };
}

function detailHtml(name: string, feature: string, attrs: readonly SpecAttr[]): string {
  const spec = attrs.map((a) => `<li>${a.name}：${a.values.join('、')}</li>`).join('');
  return `<h3>${name}</h3><p>${feature}。</p>${spec ? `<ul>${spec}</ul>` : ''}<p>学校前台可自提，也可快递到家。</p>`;
}

/**
 * Seeds the products: the demo rows, then the catalogue round after round in category order until the size
 * is reached. SKU codes are the product's id and the row's place, so no two products share one.
 */
export function seedProducts(ctx: SeedContext, store: ResourceStore): void {
  // A shop without the mall sells nothing there.
  if (!ctx.shop.has(PRODUCTS.mall)) return;
  const count = Math.max(ctx.size(MALL_SIZES.products, DEFAULT_PRODUCTS), 5);
  const skusEach = ctx.size(MALL_SIZES.skus, 0);
  const categoryIds = ctx.categoryIds(MALL_CONTENT_TYPE);
  const category = (name: string) => categoryIds[MALL_CATEGORY_NAMES.indexOf(name as never)] ?? null;
  // The named demo products are the primary shop's.
  const demos = ctx.shop.id === PRIMARY_SHOP ? demoProducts(category) : [];
  // Each shop sells what it teaches.
  const items = catalogueOf(ctx.shop.profile).items.flatMap((list, c) =>
    list.map((item) => ({ item, categoryId: categoryIds[c] ?? null })),
  );
  const plan = ctx.fake(700_014);
  const plans = Array.from({ length: count }, (_, i) => {
    const n = i - demos.length;
    if (n < 0) return demos[i] as Values;
    const { item, categoryId } = items[n % items.length] as (typeof items)[number];
    return { ...generated(plan, item, Math.floor(n / items.length), skusEach), categoryId };
  });
  const take =
    (key: string) =>
    (_g: FakeData, i: number): unknown =>
      plans[i]?.[key];

  const rows = seedStore<typeof mallProduct>(store, ctx.fake(700_015), {
    count,
    rows: demos,
    values: {
      name: take('name'),
      unit: take('unit'),
      intro: take('intro'),
      categoryId: take('categoryId'),
      specType: take('specType'),
      attrs: take('attrs'),
      skus: take('skus'),
      price: take('price'),
      stock: take('stock'),
      // Most products warn at the default; every fifth generated one names its own threshold. By place, not by
      // the seed's source, so the values after it stay as they were.
      stockWarning: (_g, i) => (i >= demos.length && i % 5 === 0 ? 20 : null),
      images: (g, i) =>
        Array.from({ length: g.int(1, 4) }, (_, k) =>
          g.image(`${String(plans[i]?.name)} ${k + 1}`, { w: 750, h: 750 }),
        ),
      video: (g) => (g.chance(0.2) ? g.video() : ''),
      detail: (_g, i) =>
        detailHtml(String(plans[i]?.name), String(plans[i]?.intro), (plans[i]?.attrs as SpecAttr[]) ?? []),
      freightType: (g) => (g.chance(0.7) ? FREIGHT_TYPE.free : FREIGHT_TYPE.fixed),
      freight: (g) => g.pick([600, 800, 1000]),
      limit: (g) => g.pick([0, 0, 0, 0, 2, 5]),
      isShow: (g) => (g.chance(0.85) ? '1' : '0'),
      sales: (g) => g.int(0, 2000),
    },
    days: 400,
  });
  for (const row of rows) {
    const v = row.values;
    // Only fixed freight keeps a fee.
    if (v.freightType === FREIGHT_TYPE.free) v.freight = null;
    const skus = v.skus as StoredSku[];
    skus.forEach((s, k) => {
      if (!s.code) s.code = `SP${String(row.id).padStart(5, '0')}-${k + 1}`;
    });
  }
  // A few products wait in the recycle bin: the demo textbook and every tenth generated one.
  const bin = rows.filter((r, i) => r.values.name === DEMO_RECYCLED || (i >= demos.length && i % 10 === 7));
  store.recycle(bin.map((r) => r.id));
}
