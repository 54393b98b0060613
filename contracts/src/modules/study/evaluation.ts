import { z } from 'zod';
import { idSchema } from '../../define.js';
import { defineResource, f, readOnly } from '../../resource.js';
import { READ_STATUS, SCORES } from './enums.js';
import { ref, sayText } from './refs.js';

/**
 * 学员评价: a teacher's evaluation of a student, usually of one lesson, with photos or a video. Parents read
 * it in the app; the read flag says whether they have.
 */
export const studyEvaluation = defineResource({
  name: 'studyEvaluation',
  thing: 'study/evaluation',
  title: '学员评价',
  fields: {
    studentId: ref('学员', { required: true }),
    lessonId: ref('课节'),
    score: f.select('课堂表现', SCORES, { required: true }),
    content: f.textarea('评价内容', { required: true, max: 500 }),
    images: f.images('图片', { max: 9 }),
    video: f.video('视频'),
    studentName: readOnly(f.text('学员', { required: true })),
    className: readOnly(f.text('班级', { required: true })),
    lessonTime: readOnly(f.text('上课时间', { required: true })),
    teacherName: readOnly(f.text('点评老师', { required: true })),
    isRead: readOnly(f.select('家长阅读', READ_STATUS, { required: true })),
  },
  actions: ['list', 'get', 'save', 'delete'],
  filters: ['score', 'isRead'],
  query: { studentId: idSchema.optional(), lessonId: idSchema.optional(), classId: idSchema.optional() },
  dateRange: { field: 'createTime', label: '评价时间' },
});

/**
 * 教师评价: students' (parents') ratings of their teachers, made in the app; staff read them and reply. The
 * console never writes a rating, so there is no save.
 */
export const studyRating = defineResource({
  name: 'studyRating',
  thing: 'study/teacherRating',
  title: '教师评价',
  fields: {
    teacherId: ref('老师', { required: true }),
    studentId: ref('学员', { required: true }),
    score: f.select('评分', SCORES, { required: true }),
    content: f.textarea('评价内容', { max: 500 }),
    teacherName: readOnly(f.text('老师', { required: true })),
    studentName: readOnly(f.text('评价学员', { required: true })),
    className: readOnly(f.text('班级', { required: true })),
    reply: readOnly(f.textarea('回复', { required: true, max: 200 })),
    replyTime: readOnly(f.text('回复时间', { required: true })),
  },
  actions: ['list', 'delete'],
  filters: ['score'],
  query: { teacherId: idSchema.optional(), replied: z.enum(['0', '1']).optional() },
  dateRange: { field: 'createTime', label: '评价时间' },
  extras: (b) => ({
    reply: b.call({
      title: '回复教师评价',
      effect: 'acts',
      method: 'POST',
      path: 'reply',
      input: z.object({ id: idSchema, reply: sayText('回复内容', 200) }),
      output: z.object({ reply: z.string(), replyTime: z.string() }),
      label: '回复',
    }),
    summary: b.call({
      title: '教师评分汇总',
      method: 'GET',
      path: 'summary',
      input: z.object({ teacherId: idSchema.optional() }),
      output: z.array(
        z.object({
          teacherId: idSchema,
          teacherName: z.string(),
          count: z.number().int(),
          average: z.number(),
          unreplied: z.number().int(),
        }),
      ),
    }),
  }),
});
