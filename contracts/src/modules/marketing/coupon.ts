import { type CrossFieldRule, defineResource, f, readOnly, requiredWhen } from '../../resource.js';
import { campaignHead, campaignStatsSchema, campaignTail, campaignWindow, statsInput, windowRule } from './campaign.js';

export const COUPON_THRESHOLD = [
  { value: 0, label: '无门槛' },
  { value: 1, label: '满额可用' },
] as const;
export const COUPON_SCOPE = [
  { value: 1, label: '全部商品' },
  { value: 2, label: '指定分类' },
  { value: 3, label: '指定商品' },
] as const;
export const COUPON_VALIDITY = [
  { value: 1, label: '领取后生效' },
  { value: 2, label: '固定日期' },
] as const;
export const COUPON_ISSUE_MODE = [
  { value: 1, label: '用户领取' },
  { value: 2, label: '新用户自动发放' },
  { value: 3, label: '系统赠送' },
] as const;
export const VALIDITY = { afterClaim: 1, fixed: 2 } as const;

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/** The checks of a coupon across its fields, each naming the field to fix. */
const couponRules: CrossFieldRule[] = [
  windowRule({ start: '领取开始时间', end: '领取结束时间' }),
  requiredWhen(
    'threshold',
    '请输入满额',
    (v) => v.thresholdType === 1,
    (x) => typeof x === 'number',
  ),
  {
    path: 'threshold',
    message: '使用门槛须高于面值',
    test: (v) =>
      v.thresholdType !== 1 ||
      typeof v.threshold !== 'number' ||
      typeof v.faceValue !== 'number' ||
      v.threshold > v.faceValue,
  },
  requiredWhen('scopeItems', '请填写适用的分类或商品', (v) => v.scope !== 1),
  requiredWhen(
    'validDays',
    '请输入有效天数',
    (v) => v.validityType === VALIDITY.afterClaim,
    (x) => typeof x === 'number' && x >= 1,
  ),
  requiredWhen('validStart', '请选择使用开始日期', (v) => v.validityType === VALIDITY.fixed),
  requiredWhen('validEnd', '请选择使用结束日期', (v) => v.validityType === VALIDITY.fixed),
  {
    path: 'validEnd',
    message: '使用结束日期不能早于开始日期',
    test: (v) =>
      v.validityType !== VALIDITY.fixed ||
      !present(v.validStart) ||
      !present(v.validEnd) ||
      String(v.validEnd) >= String(v.validStart),
  },
  {
    path: 'validEnd',
    message: '使用结束日期不能早于领取结束时间',
    test: (v) =>
      v.validityType !== VALIDITY.fixed ||
      !present(v.validEnd) ||
      typeof v.endTime !== 'string' ||
      String(v.validEnd) >= v.endTime.slice(0, 10),
  },
  {
    path: 'perPerson',
    message: '每人限领不能超过发放总量',
    test: (v) =>
      typeof v.total !== 'number' || typeof v.perPerson !== 'number' || v.total === 0 || v.perPerson <= v.total,
  },
];

/**
 * 优惠券 (coupons, product 35; [CRMEB] storeCouponIssue, [LS] ls_coupon): a face value off an order, above a
 * threshold or not, on everything or on some categories or products, valid some days after it is claimed or
 * between two dates, claimed in the campaign's window up to a total and a per-person limit.
 */
export const coupon = defineResource({
  name: 'coupon',
  thing: 'marketing/coupon',
  title: '优惠券',
  fields: {
    ...campaignHead({ title: '优惠券名称', cover: '优惠券封面' }),
    faceValue: f.price('面值', { required: true, max: 10_000_000, keep: true }),
    thresholdType: f.select('使用门槛', COUPON_THRESHOLD, { required: true, column: false }),
    threshold: f.price('满额', { keep: true, help: '订单金额满多少元可用' }),
    scope: f.select('适用范围', COUPON_SCOPE, { required: true }),
    scopeItems: f.tags('指定分类或商品', { max: 20, column: false }),
    validityType: f.select('有效期', COUPON_VALIDITY, { required: true, column: false }),
    validDays: f.number('有效天数', { min: 1, max: 365, column: false, help: '领取后多少天内可用' }),
    validStart: f.date('使用开始日期', { column: false }),
    validEnd: f.date('使用结束日期', { column: false }),
    issueMode: f.select('发放方式', COUPON_ISSUE_MODE, { required: true }),
    total: f.number('发放总量', { required: true, min: 0, max: 1_000_000, help: '0 表示不限量', keep: true }),
    perPerson: f.number('每人限领', { required: true, min: 1, max: 100, column: false }),
    ...campaignWindow({ start: '领取开始时间', end: '领取结束时间' }),
    ...campaignTail({ participants: '已领取', rules: '使用说明', detail: '优惠券详情', keepParticipants: true }),
    used: readOnly(f.number('已使用', { required: true, max: 100_000_000, keep: true })),
  },
  actions: ['list', 'get', 'save', 'delete'],
  filters: ['scope', 'status', 'isShow'],
  rules: couponRules,
  extras: (b) => ({
    copy: b.copy(),
    setShow: b.toggle('isShow'),
    stats: b.call({
      title: '优惠券数据',
      method: 'GET',
      path: 'data/{id}',
      input: statsInput,
      output: campaignStatsSchema,
    }),
  }),
});

export const COUPON_USE_STATUS = [
  { value: 1, label: '未使用' },
  { value: 2, label: '已使用' },
  { value: 3, label: '已过期' },
] as const;
export const USE = { unused: 1, used: 2, expired: 3 } as const;

/** 领取记录: the coupons people claimed, and whether they used them before they expired. */
export const couponIssue = defineResource({
  name: 'couponIssue',
  thing: 'marketing/coupon/issue',
  title: '领取记录',
  parent: { key: 'couponId', title: '优惠券' },
  fields: {
    nickname: f.text('用户', { required: true, keyword: true, semantic: 'nickname' }),
    phone: f.phone('手机号', { required: true, keyword: true }),
    claimTime: f.datetime('领取时间', { required: true }),
    expireTime: f.datetime('有效期至', { required: true }),
    status: f.select('使用状态', COUPON_USE_STATUS, { required: true }),
    useTime: f.datetime('使用时间'),
    orderNo: f.text('使用订单', { semantic: 'code' }),
  },
  actions: ['list'],
  filters: ['status'],
  dateRange: { field: 'claimTime', label: '领取时间' },
  extras: (b) => ({ export: b.export() }),
});
