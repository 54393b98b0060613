import { z } from 'zod';
import { idSchema } from '../../define.js';
import { defineResource, f, readOnly, requiredWhen } from '../../resource.js';
import { TARGET_CLASS, TARGET_STUDENT, TARGETS } from './enums.js';
import { refs } from './refs.js';

/** One recipient of a notice and whether they have read it. */
export const noticeReadSchema = z.object({
  studentId: idSchema,
  name: z.string(),
  className: z.string(),
  read: z.boolean(),
  readTime: z.string(),
});

/**
 * 通知: a message to the parents of some classes or some students, in rich text with attachments. The read
 * count says how many of its recipients have opened it.
 */
export const studyNotice = defineResource({
  name: 'studyNotice',
  thing: 'study/notice',
  title: '通知',
  fields: {
    title: f.text('通知标题', { required: true, max: 30, keyword: true, semantic: 'title' }),
    target: f.select('发送对象', TARGETS, { required: true }),
    classIds: refs('接收班级', { max: 50 }),
    studentIds: refs('接收学员', { max: 500 }),
    content: f.richText('通知内容', { required: true }),
    images: f.images('图片附件', { max: 9 }),
    attachment: f.media('音视频附件', { help: '支持 MP3、MP4、MOV 文件' }),
    total: readOnly(f.number('接收人数', { required: true, max: 100_000 })),
    readCount: readOnly(f.number('已读人数', { required: true, max: 100_000 })),
  },
  actions: ['list', 'get', 'save', 'delete'],
  filters: ['target'],
  dateRange: { field: 'createTime', label: '发送时间' },
  rules: [
    requiredWhen('classIds', '请选择接收班级', (v) => v.target === TARGET_CLASS),
    requiredWhen('studentIds', '请选择接收学员', (v) => v.target === TARGET_STUDENT),
  ],
  extras: (b) => ({
    reads: b.call({
      title: '通知阅读情况',
      method: 'GET',
      path: 'reads/{id}',
      input: z.object({ id: idSchema }),
      output: z.array(noticeReadSchema),
    }),
  }),
});
