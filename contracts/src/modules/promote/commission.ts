import { idSchema } from '../../define.js';
import { defineResource, f } from '../../resource.js';

export const COMMISSION_LEVELS = [
  { value: 1, label: '一级' },
  { value: 2, label: '二级' },
] as const;

/** 待结算 until the freeze days after the order have passed (解冻时间), then 已结算; a refunded order's is 已取消. */
export const COMMISSION_STATUSES = [
  { value: 'pending', label: '待结算' },
  { value: 'settled', label: '已结算' },
  { value: 'cancelled', label: '已取消' },
] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number]['value'];

/** 佣金记录: one promoter's commission on one order, at level 1 (they brought the buyer) or level 2. */
export const promoterCommission = defineResource({
  name: 'promoterCommission',
  thing: 'promoterCommission',
  title: '佣金记录',
  fields: {
    promoterName: f.text('推广大使', { required: true, max: 20, keyword: true, semantic: 'personName' }),
    orderNo: f.text('订单号', { required: true, max: 32, keyword: true, semantic: 'code' }),
    buyerName: f.text('下单用户', { required: true, max: 20, semantic: 'personName' }),
    orderAmount: f.price('订单金额', { required: true }),
    level: f.select('佣金层级', COMMISSION_LEVELS, { required: true }),
    amount: f.price('佣金金额', { required: true }),
    status: f.select('结算状态', COMMISSION_STATUSES, { required: true }),
    unfreezeTime: f.datetime('解冻时间', { required: true }),
  },
  actions: ['list'],
  filters: ['status', 'level'],
  /** One promoter's records (from the ambassadors' list). */
  query: { promoterId: idSchema.optional() },
  dateRange: { field: 'createTime', label: '下单时间' },
  extras: (b) => ({ export: b.export() }),
});
