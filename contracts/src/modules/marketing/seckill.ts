import { defineResource, f, readOnly } from '../../resource.js';
import {
  belowRule,
  campaignHead,
  campaignStatsSchema,
  campaignTail,
  campaignWindow,
  limitsRule,
  statsInput,
  windowRule,
} from './campaign.js';

/** A daily time slot stays within its day: it starts at X o'clock and lasts Y hours, ending by midnight. */
const slotRule = {
  path: 'slotHours',
  message: '每日秒杀时段不能超过 24 点',
  test: (v: Record<string, unknown>) =>
    typeof v.slotStart !== 'number' || typeof v.slotHours !== 'number' || v.slotStart + v.slotHours <= 24,
};

/**
 * 秒杀 (flash sale, gated by product 7; [CRMEB] storeSeckill, [LS] ls_seckill_time): a product at a seckill
 * price on the days of the window, during a daily slot ("X点开始，持续Y小时"). The product's name, cover and
 * original price are copied onto the campaign.
 */
export const seckill = defineResource({
  name: 'seckill',
  thing: 'marketing/seckill',
  title: '秒杀活动',
  fields: {
    ...campaignHead({ cover: '商品主图' }),
    productName: f.text('商品名称', { required: true, max: 50, semantic: 'course' }),
    originalPrice: f.price('原价', { required: true, keep: true }),
    seckillPrice: f.price('秒杀价', { required: true, keep: true }),
    stock: f.number('秒杀库存', { required: true, min: 1, max: 1_000_000, keep: true }),
    perOrderLimit: f.number('单次限购', { required: true, min: 1, max: 999, column: false }),
    perPersonLimit: f.number('每人限购', { required: true, min: 1, max: 999, column: false }),
    slotStart: f.number('每日开始', {
      required: true,
      min: 0,
      max: 23,
      column: false,
      help: '点；如 10 表示每天 10 点开始',
    }),
    slotHours: f.number('持续时长', { required: true, min: 1, max: 24, column: false, help: '小时' }),
    ...campaignWindow(),
    ...campaignTail({ participants: '下单人数' }),
    sold: readOnly(f.number('已售', { required: true, max: 100_000_000, keep: true })),
  },
  actions: ['list', 'get', 'save', 'delete'],
  filters: ['status', 'isShow'],
  rules: [
    windowRule(),
    belowRule('seckillPrice', 'originalPrice', '秒杀价不能高于原价', { orEqual: true }),
    limitsRule,
    slotRule,
  ],
  extras: (b) => ({
    copy: b.copy(),
    setShow: b.toggle('isShow'),
    stats: b.call({
      title: '秒杀数据',
      method: 'GET',
      path: 'data/{id}',
      input: statsInput,
      output: campaignStatsSchema,
    }),
  }),
});

export const SECKILL_ORDER_STATUS = [
  { value: 1, label: '待支付' },
  { value: 2, label: '已支付' },
  { value: 3, label: '已取消' },
  { value: 4, label: '已退款' },
] as const;
export const ORDER = { unpaid: 1, paid: 2, cancelled: 3, refunded: 4 } as const;

/** 秒杀订单: the orders of a flash sale, by buyer. */
export const seckillOrder = defineResource({
  name: 'seckillOrder',
  thing: 'marketing/seckill/order',
  title: '秒杀订单',
  parent: { key: 'seckillId', title: '秒杀活动' },
  fields: {
    orderNo: f.text('订单号', { required: true, keyword: true, semantic: 'code' }),
    buyer: f.text('买家', { required: true, keyword: true, semantic: 'nickname' }),
    phone: f.phone('手机号', { required: true, keyword: true }),
    quantity: f.number('数量', { required: true, min: 1, max: 999 }),
    amount: f.price('订单金额', { required: true, allowZero: true }),
    status: f.select('订单状态', SECKILL_ORDER_STATUS, { required: true }),
    orderTime: f.datetime('下单时间', { required: true }),
  },
  actions: ['list'],
  filters: ['status'],
  dateRange: { field: 'orderTime', label: '下单时间' },
  extras: (b) => ({ export: b.export() }),
});
