import { z } from 'zod';
import { idSchema } from '../../define.js';
import { type CrossFieldRule, defineResource, f, readOnly, requiredWhen } from '../../resource.js';
import { answersSchema } from '../forms/answers.js';
import { storedFormFieldSchema } from '../forms/fields.js';
import {
  campaignHead,
  campaignStatsSchema,
  campaignTail,
  campaignWindow,
  laterRule,
  notBeforeRule,
  statsInput,
  windowRule,
} from './campaign.js';

export const SIGN_UP_FEE = [
  { value: 1, label: '免费' },
  { value: 2, label: '付费' },
] as const;
export const FEE = { free: 1, paid: 2 } as const;

/** A paid activity has a fee; a free one is free whatever was typed (the upstream stores 0). */
const feeRule: CrossFieldRule = requiredWhen(
  'price',
  '付费活动请输入报名费用',
  (v) => v.feeType === FEE.paid,
  (x) => typeof x === 'number' && x > 0,
);

/** The form a sign-up collects with: one of the form builder's forms (/marketing/forms). */
const formIdSchema = z.number({ error: '请选择报名表单' }).int('请选择报名表单').positive('请选择报名表单');

/** What the upstream and the page say of a form with no fields: nothing to collect. */
export const SIGN_UP_EMPTY_FORM = '所选表单还没有字段，请先在表单中添加字段';
/**
 * 活动报名 (activity sign-up, product 23; [ZZFF] eb_event_registration): an offline activity people sign up
 * for in a window before it takes place, free or paid, filling in a form of the form builder. The campaign's
 * window is the sign-up window; it is over when the activity ends. Deleting moves it to the recycle bin.
 */
export const signUp = defineResource({
  name: 'signUp',
  thing: 'marketing/signUp',
  title: '报名活动',
  fields: {
    ...campaignHead(),
    address: f.text('活动地点', { required: true, max: 100, semantic: 'address' }),
    phone: f.phone('咨询电话', { column: false }),
    capacity: f.number('活动人数', { required: true, min: 1, max: 100_000, help: '报名人数达到后停止报名' }),
    feeType: f.select('收费方式', SIGN_UP_FEE, { required: true }),
    price: f.price('报名费用', { allowZero: true }),
    formId: f.custom('报名表单', formIdSchema, z.number(), { sample: 1, help: '报名时需要填写的资料' }),
    /**
     * The form's fields as the upstream copied them on the last save: sign-ups already made keep their columns
     * (their answers are keyed by these fields) when the form is edited later.
     */
    formFields: readOnly(
      f.custom('报名字段', z.array(storedFormFieldSchema), z.array(storedFormFieldSchema), {
        sample: [{ key: 'fname', label: '姓名', type: 'text', required: true, options: [] }],
      }),
    ),
    groupQr: f.image('群聊二维码', { column: false, help: '报名成功后展示，引导报名者加入活动群' }),
    ...campaignWindow({ start: '报名开始时间', end: '报名截止时间' }),
    activityStart: f.datetime('活动开始时间', { required: true, column: false }),
    activityEnd: f.datetime('活动结束时间', { required: true, column: false }),
    ...campaignTail({ participants: '报名人数', detail: '活动介绍' }),
    writtenOff: readOnly(f.number('已核销', { required: true, max: 100_000_000, column: false })),
    /** When it went to the recycle bin (the bin's 删除时间); none while it is live. */
    deleteTime: readOnly(f.datetime('删除时间', { column: false })),
  },
  actions: ['list', 'get', 'save', 'delete', 'recycle', 'restore'],
  filters: ['status', 'isShow'],
  rules: [
    windowRule({ start: '报名开始时间', end: '报名截止时间' }),
    notBeforeRule('endTime', 'activityStart', '活动开始时间不能早于报名截止时间'),
    laterRule('activityStart', 'activityEnd', '活动时间有误'),
    feeRule,
  ],
  extras: (b) => ({
    copy: b.copy(),
    setShow: b.toggle('isShow'),
    stats: b.call({
      title: '报名数据',
      method: 'GET',
      path: 'data/{id}',
      input: statsInput,
      output: campaignStatsSchema,
    }),
  }),
});

export const SIGN_UP_ENTRY_STATUS = [
  { value: 1, label: '未核销' },
  { value: 2, label: '已核销' },
] as const;
export const ENTRY = { pending: 1, done: 2 } as const;

export const SIGN_UP_PAY_METHODS = [
  { value: 0, label: '免费报名' },
  { value: 1, label: '微信支付' },
  { value: 2, label: '余额支付' },
] as const;

/** 核销码: eight digits the person shows at the door. */
export const writeOffCodeSchema = z
  .string({ error: '请输入核销码' })
  .trim()
  .min(1, '请输入核销码')
  .regex(/^\d{8}$/, '核销码为 8 位数字');

/** Who was written off, for the message staff read. */
export const writeOffResult = z.object({
  id: idSchema,
  name: z.string(),
  orderNo: z.string(),
  writeOffTime: z.string(),
});

/**
 * 报名信息: the people who signed up for an activity, their payment and the write-off, and their answers to the
 * activity's form by field key (the campaign's `formFields`). The fixed columns come first, in the order the
 * page and the export show them.
 */
export const signUpEntry = defineResource({
  name: 'signUpEntry',
  thing: 'marketing/signUp/entry',
  title: '报名信息',
  parent: { key: 'activityId', title: '报名活动' },
  fields: {
    orderNo: f.text('订单号', { required: true, keyword: true, semantic: 'code' }),
    name: f.text('姓名', { required: true, keyword: true, semantic: 'personName' }),
    phone: f.phone('手机号', { required: true, keyword: true }),
    signTime: f.datetime('报名时间', { required: true }),
    paid: f.price('实付金额', { required: true, allowZero: true }),
    payMethod: f.select('支付方式', SIGN_UP_PAY_METHODS, { required: true }),
    status: f.select('核销状态', SIGN_UP_ENTRY_STATUS, { required: true }),
    writeOffTime: f.datetime('核销时间'),
    code: f.text('核销码', { required: true, max: 8, column: false }),
    answers: f.custom('报名资料', answersSchema, answersSchema, { sample: { fname: '王小明' } }),
  },
  actions: ['list'],
  filters: ['status'],
  dateRange: { field: 'signTime', label: '报名时间' },
  extras: (b) => ({
    export: b.export(),
    writeOff: b.call({
      title: '核销',
      effect: 'acts',
      method: 'POST',
      path: 'writeOff',
      input: z.object({ activityId: idSchema, code: writeOffCodeSchema }),
      output: writeOffResult,
    }),
  }),
});
