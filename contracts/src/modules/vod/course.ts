import { z } from 'zod';
import { idSchema } from '../../define.js';
import { defineResource, f, readOnly, requiredWhen, SHELF_STATES } from '../../resource.js';
import { MAX_SECTIONS, PAY_TYPE, PAY_TYPES, VOD_CONTENT_TYPE } from './constants.js';

const teacherId = z.number({ error: '请选择讲师' }).int('请选择讲师').positive('请选择讲师');
/** None is a choice (no preview): the form never marks it required. */
const freeSectionIds = z
  .array(idSchema, { error: '请选择免费试看章节' })
  .max(MAX_SECTIONS, `免费试看章节最多 ${MAX_SECTIONS} 个`)
  .default([]);

/**
 * 课程: an online course ([PE], [ZZFF]): its category, name, cover and lecturer (a teacher of /teacher), free
 * or paid, the sections a visitor may preview for free, a short introduction and the detail page, and the
 * shelf switch. The counts are the upstream's; a course goes on the shelf only once it has sections.
 */
export const vodCourse = defineResource({
  name: 'vodCourse',
  thing: 'vod/course',
  title: '课程',
  fields: {
    cover: f.image('封面', { required: true, compress: true, help: '建议尺寸 750×422 像素，jpg、png 格式' }),
    title: f.text('课程名称', { required: true, max: 40, keyword: true, semantic: 'course' }),
    categoryId: f.category('课程分类', VOD_CONTENT_TYPE, { required: true }),
    teacherId: f.custom('讲师', teacherId, z.number(), { sample: 1 }),
    payType: f.select('收费方式', PAY_TYPES, { required: true }),
    price: f.price('价格', { allowZero: true, max: 10_000_000 }),
    originalPrice: f.price('划线价', { max: 10_000_000, help: '显示为被划掉的原价，可不填' }),
    freeSectionIds: f.custom('免费试看', freeSectionIds, z.array(z.number()), { sample: [] }),
    description: f.textarea('课程简介', { max: 200 }),
    detail: f.richText('课程详情'),
    isShow: f.switch('上架', { default: '0', states: SHELF_STATES }),
    sort: f.number('排序', { max: 9999 }),
    teacherName: readOnly(f.text('讲师', { max: 20 })),
    sectionCount: readOnly(f.number('章节数', { required: true, max: 100_000 })),
    learnerCount: readOnly(f.number('学员数', { required: true, max: 100_000_000 })),
  },
  actions: ['list', 'get', 'save', 'delete', 'sort'],
  filters: ['categoryId', 'payType', 'isShow'],
  // A lecturer's courses (the lecturers tab links to them).
  query: { teacherId: idSchema.optional() },
  rules: [
    requiredWhen(
      'price',
      '付费课程请输入价格',
      (v) => v.payType === PAY_TYPE.paid,
      (x) => typeof x === 'number' && x > 0,
    ),
    {
      path: 'originalPrice',
      message: '划线价不能低于价格',
      test: (v) =>
        v.payType !== PAY_TYPE.paid ||
        typeof v.originalPrice !== 'number' ||
        typeof v.price !== 'number' ||
        v.originalPrice >= v.price,
    },
  ],
  extras: (b) => ({
    setShow: b.toggle('isShow', { label: '上架' }),
  }),
});
