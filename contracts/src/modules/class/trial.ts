import { defineResource, f, readOnly } from '../../resource.js';
import { BOOKING_SOURCES, BOOKING_STATUS_OPTIONS, BOOKING_TRANSITIONS, COURSE_LIMITS } from './constants.js';
import { courseBody, courseHead, courseTail } from './fields.js';

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * 体验课: a short course sold at a trial price (free when 0) that people book a place in, within its
 * validity window and up to its booking limit; the regular price is shown beside it.
 */
export const classTrial = defineResource({
  name: 'classTrial',
  thing: 'experienceCourse',
  title: '体验课',
  fields: {
    ...courseHead,
    price: f.price('原价', { required: true, help: '正式课程的价格，与体验价一起展示' }),
    trialPrice: f.price('体验价', { required: true, allowZero: true, help: '填 0 即免费体验' }),
    bookingLimit: f.number('预约上限', {
      required: true,
      min: 1,
      max: COURSE_LIMITS.bookingLimit,
      help: '已预约和已体验的人数合计不超过上限',
    }),
    validFrom: f.date('开始日期', { required: true }),
    validTo: f.date('结束日期', { required: true }),
    ...courseBody,
    ...courseTail,
    booked: readOnly(f.number('已预约', { required: true, max: 100_000 })),
  },
  actions: ['list', 'get', 'save', 'delete', 'sort'],
  filters: ['categoryId', 'onShelf'],
  extras: (b) => ({
    setShelf: b.toggle('onShelf', { label: '上架' }),
  }),
  rules: [
    {
      path: 'trialPrice',
      message: '体验价不能高于原价',
      test: (v) => {
        const [trial, price] = [num(v.trialPrice), num(v.price)];
        return trial === undefined || price === undefined || trial <= price;
      },
    },
    {
      path: 'validTo',
      message: '结束日期不能早于开始日期',
      test: (v) => {
        const [from, to] = [text(v.validFrom), text(v.validTo)];
        return from === undefined || to === undefined || to >= from;
      },
    },
  ],
});

/** 预约记录: one person's booking of a trial course, made on a storefront or at the front desk. */
export const classTrialBooking = defineResource({
  name: 'classTrialBooking',
  thing: 'experience/booking',
  title: '预约记录',
  parent: { key: 'courseId', title: '体验课' },
  fields: {
    name: f.text('学员姓名', { required: true, max: 20, keyword: true, semantic: 'personName' }),
    phone: f.phone('联系电话', { required: true }),
    age: f.number('年龄', { min: 2, max: 18 }),
    trialTime: f.datetime('体验时间', { required: true }),
    source: f.select('预约渠道', BOOKING_SOURCES, { required: true }),
    remark: f.textarea('备注', { max: 200, column: true }),
    status: readOnly(f.select('状态', BOOKING_STATUS_OPTIONS, { required: true })),
  },
  actions: ['list'],
  filters: ['status', 'source'],
  extras: (b) => ({
    changeStatus: b.status('status', BOOKING_TRANSITIONS, { label: '修改状态' }),
  }),
});
