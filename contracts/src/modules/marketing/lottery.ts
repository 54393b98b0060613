import { z } from 'zod';
import { idSchema } from '../../define.js';
import { defineResource, f } from '../../resource.js';
import { campaignHead, campaignStatsSchema, campaignTail, campaignWindow, statsInput, windowRule } from './campaign.js';
import { LOTTERY_PRIZE_TYPES, lotteryPrizesSchema, storedLotteryPrize } from './prizes.js';

export const DRAW_LIMIT_TYPES = [
  { value: 1, label: '每人每天' },
  { value: 2, label: '每人总共' },
] as const;

/**
 * 抽奖 (lottery, product 18; [CRMEB] marketing/lottery): exactly eight prizes on the 3×3 grid around the draw
 * button, each of a kind, with odds that add up to 100%; draws limited per day or per person, optionally at a
 * cost in points.
 */
export const lottery = defineResource({
  name: 'lottery',
  thing: 'marketing/lottery',
  title: '抽奖活动',
  fields: {
    ...campaignHead(),
    drawLimitType: f.select('抽奖次数', DRAW_LIMIT_TYPES, { required: true, column: false }),
    drawLimit: f.number('可抽次数', { required: true, min: 1, max: 100, column: false }),
    costPoints: f.number('每次消耗积分', { min: 0, max: 100_000, column: false, help: '0 表示免费抽奖' }),
    prizes: f.custom('奖品设置', lotteryPrizesSchema, z.array(storedLotteryPrize), {
      sample: [
        { type: 4, name: '儿童画板', image: '', value: 0, stock: 5, rate: 200 },
        { type: 2, name: '100 积分', image: '', value: 100, stock: 500, rate: 1500 },
        { type: 1, name: '谢谢参与', image: '', value: 0, stock: 0, rate: 2000 },
        { type: 5, name: '5 元红包', image: '', value: 500, stock: 50, rate: 800 },
        { type: 2, name: '20 积分', image: '', value: 20, stock: 1000, rate: 2000 },
        { type: 1, name: '再接再厉', image: '', value: 0, stock: 0, rate: 2000 },
        { type: 4, name: '水彩笔套装', image: '', value: 0, stock: 10, rate: 500 },
        { type: 2, name: '50 积分', image: '', value: 50, stock: 800, rate: 1000 },
      ],
    }),
    showWinners: f.switch('展示中奖名单', { column: false }),
    ...campaignWindow(),
    ...campaignTail({ participants: '抽奖次数' }),
  },
  actions: ['list', 'get', 'save', 'delete'],
  filters: ['status', 'isShow'],
  rules: [windowRule()],
  extras: (b) => ({
    copy: b.copy(),
    setShow: b.toggle('isShow'),
    stats: b.call({
      title: '抽奖数据',
      method: 'GET',
      path: 'data/{id}',
      input: statsInput,
      output: campaignStatsSchema,
    }),
  }),
});

export const SHIP_STATUS = [
  { value: 0, label: '无需发货' },
  { value: 1, label: '待发货' },
  { value: 2, label: '已发货' },
] as const;
export const SHIP = { none: 0, pending: 1, shipped: 2 } as const;

export const COURIERS = ['顺丰速运', '中通快递', '圆通速递', '韵达快递', '申通快递', '京东物流', '邮政EMS'] as const;

/** What shipping a goods prize takes: the courier and the tracking number (letters and digits). */
export const shipInput = z.object({
  id: idSchema,
  courier: z.enum(COURIERS, { error: '请选择快递公司' }),
  trackingNo: z
    .string({ error: '请输入快递单号' })
    .trim()
    .min(1, '请输入快递单号')
    .regex(/^[A-Za-z0-9]{8,30}$/, '快递单号为 8-30 位字母或数字'),
});

/** 抽奖记录: every draw, what it won, and the shipping of goods prizes. */
export const lotteryRecord = defineResource({
  name: 'lotteryRecord',
  thing: 'marketing/lottery/record',
  title: '抽奖记录',
  parent: { key: 'lotteryId', title: '抽奖活动' },
  fields: {
    nickname: f.text('用户', { required: true, keyword: true, semantic: 'nickname' }),
    phone: f.phone('手机号', { required: true, keyword: true }),
    prizeName: f.text('奖品', { required: true }),
    prizeType: f.select('奖品类型', LOTTERY_PRIZE_TYPES, { required: true }),
    drawTime: f.datetime('抽奖时间', { required: true }),
    shipStatus: f.select('发货状态', SHIP_STATUS, { required: true }),
    receiver: f.text('收货信息', { max: 200 }),
    courier: f.text('快递公司'),
    trackingNo: f.text('快递单号', { max: 30 }),
  },
  actions: ['list'],
  filters: ['prizeType', 'shipStatus'],
  dateRange: { field: 'drawTime', label: '抽奖时间' },
  extras: (b) => ({
    export: b.export(),
    ship: b.call({
      title: '发货',
      effect: 'acts',
      method: 'POST',
      path: 'ship',
      input: shipInput,
      output: z.object({ id: idSchema, courier: z.string(), trackingNo: z.string() }),
    }),
  }),
});
