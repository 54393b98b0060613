import { z } from 'zod';
import { defineResource, f } from '../../resource.js';

/** What a change of points came from; earning types add points, the others take them. */
export const POINTS_BUSINESS = [
  { value: 'signIn', label: '签到' },
  { value: 'order', label: '消费赠送' },
  { value: 'task', label: '任务奖励' },
  { value: 'refund', label: '退款退回' },
  { value: 'adminAdd', label: '后台增加' },
  { value: 'exchange', label: '积分兑换' },
  { value: 'deduct', label: '下单抵扣' },
  { value: 'expire', label: '过期清零' },
  { value: 'adminSub', label: '后台扣减' },
] as const;
export type PointsBusiness = (typeof POINTS_BUSINESS)[number]['value'];

/** The business types that add points (积分来源); the rest are 积分使用. */
export const EARNING_BUSINESS: ReadonlySet<PointsBusiness> = new Set(['signIn', 'order', 'task', 'refund', 'adminAdd']);

export const POINTS_DIRECTION = [
  { value: 'in', label: '获得' },
  { value: 'out', label: '使用' },
] as const;

/**
 * 积分记录: every change of a member's points with the balance after it ([CRMEB] user_bill of category
 * integral). The upstream writes them; the console lists, filters and exports them.
 */
export const pointsRecord = defineResource({
  name: 'pointsRecord',
  thing: 'points/record',
  title: '积分记录',
  fields: {
    nickname: f.text('用户', { required: true, max: 30, keyword: true, semantic: 'personName' }),
    phone: f.phone('手机号', { required: true, keyword: true }),
    businessType: f.select('业务类型', POINTS_BUSINESS, { required: true }),
    change: f.number('积分变动', { required: true, min: -1_000_000, max: 1_000_000 }),
    balance: f.number('变动后余额', { required: true, max: 100_000_000 }),
    remark: f.text('说明', { max: 60 }),
    time: f.datetime('变动时间', { required: true }),
  },
  actions: ['list'],
  filters: ['businessType'],
  query: { direction: z.enum(['in', 'out'], { error: '请选择收支' }).optional() },
  dateRange: { field: 'time', label: '变动时间' },
  extras: (b) => ({ export: b.export() }),
});
