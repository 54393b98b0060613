import { z } from 'zod';
import { anyContent, idSchema } from '../../define.js';
import { defineResource, f, readOnly, requiredWhen } from '../../resource.js';
import { GROWTH_TAGS, TARGET_CLASS, TARGET_STUDENT, TARGETS } from './enums.js';
import { monthText, ref, sayText } from './refs.js';

export const growthCommentSchema = z.object({
  id: idSchema,
  growthId: idSchema,
  author: z.string(),
  /** 老师 for staff, 家长 for parents in the app. */
  role: z.string(),
  content: z.string(),
  createTime: z.string(),
});
export type GrowthComment = z.infer<typeof growthCommentSchema>;

/** A day of the growth calendar: how many records, and the first few. */
export const growthDaySchema = z.object({
  date: z.string(),
  count: z.number().int(),
  records: z.array(
    z.object({
      id: idSchema,
      tags: z.array(z.string()),
      content: z.string(),
      image: z.string(),
      targetName: z.string(),
    }),
  ),
});

/**
 * 成长记录: a moment of a class or a student (text, photos, a video) on the growth calendar, tagged, pushed to
 * the parents, read and commented on.
 */
export const studyGrowth = defineResource({
  name: 'studyGrowth',
  thing: 'study/growth',
  title: '成长记录',
  fields: {
    target: f.select('记录对象', TARGETS, { required: true }),
    classId: ref('班级'),
    studentId: ref('学员'),
    date: f.date('记录日期', { required: true }),
    tags: f.tags('标签', { options: GROWTH_TAGS, max: 3 }),
    content: f.textarea('记录内容', { required: true, max: 1000 }),
    images: f.images('照片', { max: 9 }),
    video: f.video('视频'),
    isPush: f.switch('推送家长'),
    targetName: readOnly(f.text('班级/学员', { required: true })),
    total: readOnly(f.number('推送人数', { required: true, max: 100_000 })),
    readCount: readOnly(f.number('已读', { required: true, max: 100_000 })),
    commentCount: readOnly(f.number('评论', { required: true, max: 100_000 })),
  },
  actions: ['list', 'get', 'save', 'delete'],
  query: { classId: idSchema.optional(), studentId: idSchema.optional() },
  dateRange: { field: 'date', label: '记录日期' },
  rules: [
    requiredWhen(
      'classId',
      '请选择班级',
      (v) => v.target === TARGET_CLASS,
      (x) => typeof x === 'number',
    ),
    requiredWhen(
      'studentId',
      '请选择学员',
      (v) => v.target === TARGET_STUDENT,
      (x) => typeof x === 'number',
    ),
  ],
  extras: (b) => ({
    calendar: b.call({
      title: '成长日历',
      method: 'GET',
      path: 'calendar',
      input: z.object({ month: monthText, classId: idSchema.optional(), studentId: idSchema.optional() }),
      output: z.array(growthDaySchema),
    }),
    comments: b.call({
      title: '成长记录评论',
      method: 'GET',
      path: 'comments',
      input: z.object({ growthId: idSchema }),
      output: z.array(growthCommentSchema),
    }),
    comment: b.call({
      title: '发表评论',
      effect: 'creates',
      method: 'POST',
      path: 'comment/save',
      input: z.object({ growthId: idSchema, content: sayText('评论内容', 200) }),
      output: growthCommentSchema,
    }),
    removeComment: b.call({
      title: '删除评论',
      effect: 'deletes',
      method: 'GET',
      path: 'comment/delete/{id}',
      changes: true,
      input: z.object({ id: idSchema }),
      output: anyContent,
    }),
  }),
});
