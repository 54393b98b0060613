import { z } from 'zod';
import { defineResource, f, readOnly, requiredWhen, SHELF_STATES } from '../../resource.js';
import {
  SPEC_LIMITS,
  SPEC_TYPE,
  SPEC_TYPES,
  STOCK_WARNING_DEFAULT,
  skuRowsSchema,
  skusMatchSpecs,
  specAttrsSchema,
  storedAttrSchema,
  storedSkuSchema,
} from './spec.js';

/**
 * The category content type of mall products. The spec names the category save's `contentType` but not its
 * values; the official website uses 1–4, and the mall takes its product id, 14.
 */
export const MALL_CONTENT_TYPE = '14';

export const FREIGHT_TYPES = [
  { value: 1, label: '包邮' },
  { value: 2, label: '固定运费' },
] as const;
export const FREIGHT_TYPE = { free: 1, fixed: 2 } as const;

/**
 * The list's tabs ([CRMEB]): 出售中 (on the shelf, in stock), 仓库中 (off the shelf), 已售罄 (on the shelf, no
 * stock left); the recycle bin is its own list. The three split the live products, so their counts add up.
 */
export const MALL_PRODUCT_STATUSES = [
  { value: 'onSale', label: '出售中' },
  { value: 'warehouse', label: '仓库中' },
  { value: 'soldOut', label: '已售罄' },
] as const;
/**
 * 警戒库存 ([CRMEB]): the live products some SKU of which is at or below its product's warning threshold
 * (`isLowStock`). A tab across the three above, not a fourth part of them: a product on sale may be low.
 */
export const MALL_LOW_STOCK = { value: 'lowStock', label: '警戒库存' } as const;
export type MallProductStatus = (typeof MALL_PRODUCT_STATUSES)[number]['value'];
/** What the list's `status` picks: one of the three parts, or the products low on stock. */
export type MallProductTab = MallProductStatus | typeof MALL_LOW_STOCK.value;
const statusValues: [MallProductTab, ...MallProductTab[]] = [
  MALL_LOW_STOCK.value,
  ...MALL_PRODUCT_STATUSES.map((s) => s.value),
];

/** Which tab a product is under, from its shelf flag and its stock. */
export function productStatus(isShow: unknown, stock: number): MallProductStatus {
  if (isShow !== '1') return 'warehouse';
  return stock > 0 ? 'onSale' : 'soldOut';
}

const keyword = z.string().trim().max(50, '关键词不能超过 50 个字');

/**
 * 商品: a product of the shop's mall. Prices live on the SKUs; the product's 售价 (the lowest) and 库存 (all
 * SKUs together) are the upstream's to compute, as is 销量. Marketing (group buying, seckill, points exchange)
 * picks products from this list by keyword and status.
 */
export const mallProduct = defineResource({
  name: 'mallProduct',
  thing: 'mall/product',
  title: '商品',
  fields: {
    images: f.images('商品轮播图', { required: true, max: 9, help: '第一张为封面，拖动可调整顺序，最多 9 张' }),
    name: f.text('商品名称', { required: true, max: 60, keyword: true }),
    categoryId: f.category('商品分类', MALL_CONTENT_TYPE, { required: true }),
    unit: f.text('单位', { required: true, max: 10, placeholder: '如 件、盒、套', column: false }),
    intro: f.textarea('商品简介', { max: 200, help: '显示在商品名称下方' }),
    video: f.video('主图视频', { help: '显示在轮播图第一位' }),
    specType: f.select('商品规格', SPEC_TYPES, { required: true, column: false }),
    attrs: f.custom('规格设置', specAttrsSchema, z.array(storedAttrSchema), {
      sample: [{ name: '颜色', values: ['红色', '蓝色'] }],
    }),
    skus: f.custom('价格库存', skuRowsSchema, z.array(storedSkuSchema), {
      sample: [
        { values: ['红色'], image: '', price: 2990, stock: 10, code: '', weight: 200 },
        { values: ['蓝色'], image: '', price: 3290, otPrice: 3990, stock: 0 },
      ],
    }),
    stockWarning: f.number('库存预警', {
      max: SPEC_LIMITS.stockMax,
      column: false,
      placeholder: String(STOCK_WARNING_DEFAULT),
      help: `任一规格的库存不高于此数时，商品列入「警戒库存」；不填按 ${STOCK_WARNING_DEFAULT} 件`,
    }),
    detail: f.richText('商品详情'),
    freightType: f.select('运费', FREIGHT_TYPES, { required: true, column: false }),
    freight: f.price('运费金额', { column: false, max: 100_000 }),
    limit: f.number('限购', { max: 9999, column: false, help: '每人最多购买的件数，0 表示不限购' }),
    sort: f.number('排序', { max: 9999 }),
    isShow: f.switch('上架', { states: SHELF_STATES }),
    price: readOnly(f.price('售价', { required: true, allowZero: true })),
    stock: readOnly(f.number('库存', { required: true, max: 2_000_000_000 })),
    sales: readOnly(f.number('销量', { required: true, max: 2_000_000_000 })),
  },
  actions: ['list', 'get', 'save', 'delete', 'recycle', 'restore', 'sort'],
  filters: ['categoryId'],
  query: { status: z.enum(statusValues, { error: '请选择商品状态' }).optional() },
  rules: [
    {
      path: 'attrs',
      message: '请至少添加一个规格',
      test: (v) => v.specType !== SPEC_TYPE.multiple || (Array.isArray(v.attrs) && v.attrs.length > 0),
    },
    {
      path: 'skus',
      message: '价格库存与规格不一致，请重新设置规格',
      test: (v) =>
        skusMatchSpecs(
          v.specType,
          v.attrs as Array<{ values: string[] }> | undefined,
          v.skus as Array<{ values: string[] }> | undefined,
        ),
    },
    requiredWhen(
      'freight',
      '请输入运费金额',
      (v) => v.freightType === FREIGHT_TYPE.fixed,
      (x) => typeof x === 'number' && x > 0,
    ),
  ],
  extras: (b) => ({
    setShow: b.toggle('isShow', { label: '上架' }),
    counts: b.call({
      title: '商品状态数量',
      method: 'GET',
      path: 'counts',
      transport: 'trpc',
      input: z.object({
        keyword: keyword.optional(),
        categoryId: z.number().int().positive().optional(),
      }),
      output: z.object({
        onSale: z.number().int().min(0),
        warehouse: z.number().int().min(0),
        soldOut: z.number().int().min(0),
        lowStock: z.number().int().min(0),
        recycle: z.number().int().min(0),
      }),
    }),
  }),
});
