import { z } from 'zod';
import { anyContent, defineCall, edits, idSchema, versionSchema } from '../../define.js';
import { fenSchema } from '../../money-schemas.js';
import { paged, pageQuery } from '../../paging.js';
import { dayRangeShape, fen, idsInput, keywordText, type Option, rangeInOrder, valuesOf } from './shared.js';

/**
 * Orders (/transaction/order): what buyers bought in the mini-program, the H5 site, the short-video shop or
 * at the front desk. Staff never create an order; they read, refund, write off, ship, remark and tidy them.
 * The state machine ([LS], DOMAIN §2): 待付款 → 已关闭, or paid → 待发货 (goods) / 待核销 (courses and
 * campaigns) → 已完成; a refund of everything paid makes any paid order 已退款.
 */
export const ORDER_STATUSES = [
  { value: 'unpaid', label: '待付款' },
  { value: 'toShip', label: '待发货' },
  { value: 'toVerify', label: '待核销' },
  { value: 'done', label: '已完成' },
  { value: 'refunded', label: '已退款' },
  { value: 'closed', label: '已关闭' },
] as const satisfies readonly Option<string>[];
export type OrderStatus = (typeof ORDER_STATUSES)[number]['value'];

export const ORDER_TYPES = [
  { value: 'course', label: '课程' },
  { value: 'product', label: '商品' },
  { value: 'campaign', label: '活动' },
] as const satisfies readonly Option<string>[];
export type OrderType = (typeof ORDER_TYPES)[number]['value'];

export const PAY_METHODS = [
  { value: 'wechat', label: '微信支付' },
  { value: 'alipay', label: '支付宝' },
  { value: 'balance', label: '余额支付' },
  { value: 'offline', label: '线下支付' },
] as const satisfies readonly Option<string>[];
export type PayMethod = (typeof PAY_METHODS)[number]['value'];

/** Where the order was placed: the storefronts of the editions, and the front desk. */
export const ORDER_SOURCES = [
  { value: 'miniProgram', label: '小程序' },
  { value: 'h5', label: 'H5官网' },
  { value: 'tiktok', label: '抖音' },
  { value: 'store', label: '门店' },
] as const satisfies readonly Option<string>[];
export type OrderSource = (typeof ORDER_SOURCES)[number]['value'];

/** The field the list's search box looks in. */
export const ORDER_SEARCH_FIELDS = [
  { value: 'orderNo', label: '订单号' },
  { value: 'name', label: '姓名' },
  { value: 'phone', label: '手机' },
  { value: 'goods', label: '商品' },
] as const satisfies readonly Option<string>[];

/**
 * Which time the list's day range is of: 下单时间 selects the orders placed within the days (订单数), 支付时间
 * the orders paid within them (their 实付 is the days' 支付金额, as in 交易分析 and the statement).
 */
export const ORDER_DATE_FIELDS = [
  { value: 'createTime', label: '下单时间' },
  { value: 'payTime', label: '支付时间' },
] as const satisfies readonly Option<string>[];
export type OrderDateField = (typeof ORDER_DATE_FIELDS)[number]['value'];

/** Carriers a shop ships with. */
export const EXPRESS_COMPANIES = [
  '顺丰速运',
  '中通快递',
  '圆通速递',
  '韵达快递',
  '申通快递',
  '京东物流',
  '中国邮政',
  '极兔速递',
] as const;

/** Reasons offered when refunding; a person may type their own. */
export const REFUND_REASONS = ['买家申请退款', '课程无法开班', '协商一致退款', '重复下单', '商品缺货'] as const;

/** 12-digit write-off codes (DOMAIN §2). */
export const VERIFY_CODE_LENGTH = 12;

export const ORDER_LIMITS = { remark: 200, refundReason: 100, trackingNo: 30 } as const;

const status = z.enum(valuesOf(ORDER_STATUSES), { error: '请选择订单状态' });
const type = z.enum(valuesOf(ORDER_TYPES), { error: '请选择订单类型' });
const payMethod = z.enum(valuesOf(PAY_METHODS), { error: '请选择支付方式' });
const source = z.enum(valuesOf(ORDER_SOURCES), { error: '请选择订单来源' });

export const orderBuyerSchema = z.object({ userId: idSchema, name: z.string(), phone: z.string() });

export const orderItemSchema = z.object({
  name: z.string(),
  spec: z.string(),
  image: z.string(),
  price: fen,
  quantity: z.number().int().min(1),
});

/** One order as the list shows it. */
export const orderRowSchema = z.object({
  id: idSchema,
  /** Advances on every change of the order; a remark made on an older one is refused (issue 28). */
  version: z.number().int(),
  orderNo: z.string(),
  type,
  /** The playway of a campaign order (拼团, 秒杀, 助力, 报名). */
  campaign: z.string().nullable(),
  status,
  payMethod: payMethod.nullable(),
  source,
  buyer: orderBuyerSchema,
  /** The first item, and how many items the order has. */
  goods: z.object({ name: z.string(), image: z.string(), count: z.number().int().min(1) }),
  /** 应付: goods less discount plus freight. */
  payable: fen,
  /** 实付: what the buyer paid (0 while unpaid). */
  paid: fen,
  /** 已退款: the sum of the order's refunds, never more than `paid`. */
  refunded: fen,
  createTime: z.string(),
  payTime: z.string().nullable(),
  /** The staff's own note. */
  remark: z.string(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

const stamped = { time: z.string() };
export const orderDetailSchema = orderRowSchema.extend({
  items: z.array(orderItemSchema),
  goodsAmount: fen,
  discount: fen,
  freight: fen,
  buyerNote: z.string(),
  payments: z.array(z.object({ tradeNo: z.string(), method: payMethod, amount: fen, ...stamped })),
  refunds: z.array(
    z.object({ refundNo: z.string(), amount: fen, reason: z.string(), operator: z.string(), ...stamped }),
  ),
  /** 状态时间线: each step the order took, oldest first. */
  timeline: z.array(z.object({ label: z.string(), note: z.string(), ...stamped })),
  /** 操作日志: who did what to it in the console. */
  logs: z.array(z.object({ operator: z.string(), content: z.string(), ...stamped })),
  shipping: z.object({ company: z.string(), trackingNo: z.string(), ...stamped }).nullable(),
  verifiedTime: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

const searchShape = {
  /** 下单时间 when absent. */
  dateField: z.enum(valuesOf(ORDER_DATE_FIELDS), { error: '请选择时间类型' }).optional(),
  searchField: z.enum(valuesOf(ORDER_SEARCH_FIELDS), { error: '请选择搜索项' }).default('orderNo'),
  keyword: keywordText.optional(),
  ...dayRangeShape,
};
/** Filters of the order list and its export: the tab's status, the selects, the days, the chosen search field. */
const filterShape = {
  status: status.optional(),
  type: type.optional(),
  payMethod: payMethod.optional(),
  source: source.optional(),
  ...searchShape,
};
export const orderFilter = z.object(filterShape).superRefine(rangeInOrder);
export const orderListInput = pageQuery.extend(filterShape).superRefine(rangeInOrder);
export type OrderFilter = z.input<typeof orderFilter>;

/** Orders per tab under the other filters: 全部 and each status. */
export const orderCountsSchema = z.object({
  all: z.number().int(),
  unpaid: z.number().int(),
  toShip: z.number().int(),
  toVerify: z.number().int(),
  done: z.number().int(),
  refunded: z.number().int(),
  closed: z.number().int(),
}) satisfies z.ZodObject<{ [K in OrderStatus | 'all']: z.ZodNumber }>;

/** What the filtered list adds up to (every tab's rows of the current one): the figures analysis agrees with. */
export const orderSummarySchema = z.object({
  orders: z.number().int(),
  /** Different buyers. */
  buyers: z.number().int(),
  paid: fen,
  refunded: fen,
});

const refundInput = z.object({
  id: idSchema,
  amount: fenSchema('退款金额'),
  reason: z
    .string({ error: '请输入退款原因' })
    .trim()
    .min(1, '请输入退款原因')
    .max(ORDER_LIMITS.refundReason, `退款原因不能超过 ${ORDER_LIMITS.refundReason} 个字`),
  /**
   * What the person saw refunded when they decided: a refund made meanwhile (in another tab, by a colleague)
   * makes the upstream refuse rather than refund on a stale picture.
   */
  refundedBefore: z.number({ error: '缺少已退款金额' }).int('已退款金额应为整数').min(0, '已退款金额不能为负数'),
});

const verifyCode = z
  .string({ error: '请输入核销码' })
  .trim()
  .min(1, '请输入核销码')
  .regex(new RegExp(`^\\d{${VERIFY_CODE_LENGTH}}$`), `请输入 ${VERIFY_CODE_LENGTH} 位数字核销码`);

const O = '/ajax/order';
export const orderCalls = {
  list: defineCall({
    title: '订单列表',
    method: 'GET',
    path: '/ajax/orders',
    documented: false,
    input: orderListInput,
    output: paged(orderRowSchema).extend({ counts: orderCountsSchema, summary: orderSummarySchema }),
  }),
  get: defineCall({
    title: '订单详情',
    method: 'GET',
    path: `${O}/edit/{id}`,
    documented: false,
    input: z.object({ id: idSchema }),
    output: orderDetailSchema,
  }),
  refund: defineCall({
    title: '订单退款',
    effect: 'acts',
    method: 'POST',
    path: `${O}/refund`,
    documented: false,
    input: refundInput,
    output: orderDetailSchema,
  }),
  verifyFind: defineCall({
    title: '按核销码查找订单',
    method: 'GET',
    path: `${O}/verify/find`,
    documented: false,
    input: z.object({ code: verifyCode }),
    output: orderRowSchema,
  }),
  verify: defineCall({
    title: '核销订单',
    effect: 'acts',
    method: 'POST',
    path: `${O}/verify`,
    documented: false,
    input: z.object({ code: verifyCode }),
    output: orderDetailSchema,
  }),
  ship: defineCall({
    title: '订单发货',
    effect: 'acts',
    method: 'POST',
    path: `${O}/ship`,
    documented: false,
    input: z.object({
      id: idSchema,
      company: z.enum(EXPRESS_COMPANIES, { error: '请选择快递公司' }),
      trackingNo: z
        .string({ error: '请输入快递单号' })
        .trim()
        .min(1, '请输入快递单号')
        .regex(/^[A-Za-z0-9]{6,30}$/, '快递单号应为 6 到 30 位字母或数字'),
    }),
    output: orderDetailSchema,
  }),
  remark: defineCall({
    title: '订单备注',
    effect: edits('order.get'),
    method: 'POST',
    path: `${O}/remark`,
    documented: false,
    input: z.object({
      id: idSchema,
      remark: z
        .string({ error: '请输入备注' })
        .trim()
        .max(ORDER_LIMITS.remark, `备注不能超过 ${ORDER_LIMITS.remark} 个字`),
      version: versionSchema.optional(),
    }),
    output: orderDetailSchema,
  }),
  recycle: defineCall({
    title: '订单移入回收站',
    effect: 'deletes',
    method: 'GET',
    path: `${O}/deleteToRecycle`,
    changes: true,
    documented: false,
    input: idsInput,
    output: anyContent,
  }),
  recycleList: defineCall({
    title: '订单回收站',
    method: 'GET',
    path: `${O}/recycleList`,
    documented: false,
    input: pageQuery.extend(searchShape).superRefine(rangeInOrder),
    output: paged(orderRowSchema),
  }),
  restore: defineCall({
    title: '恢复订单',
    effect: 'deletes',
    method: 'GET',
    path: `${O}/restore`,
    changes: true,
    documented: false,
    input: idsInput,
    output: anyContent,
  }),
  remove: defineCall({
    title: '彻底删除订单',
    effect: 'deletes',
    method: 'POST',
    path: `${O}/deleteBatch`,
    documented: false,
    input: idsInput,
    output: anyContent,
  }),
  export: defineCall({
    title: '导出订单',
    method: 'GET',
    path: `${O}/export`,
    documented: false,
    transport: 'download',
    route: '/api/download/order/export',
    input: orderFilter,
    output: z.unknown(),
  }),
};
