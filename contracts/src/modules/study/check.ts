import { z } from 'zod';
import { anyContent, defineCall, idSchema, noInput } from '../../define.js';
import { paged, pageQuery } from '../../paging.js';
import { defineResource, f, readOnly, requiredWhen } from '../../resource.js';
import { CHECK_STATUS, CHECK_TYPES, SUBMISSION_STATUS, WEEKDAYS } from './enums.js';
import { dayText, monthText, ref, required, sayText, timeText } from './refs.js';
import { dayNumber } from './schedule-rules.js';

/** At most this many pictures on a task or a homework (spec of the issue: media ≤ 30). */
export const CHECK_MEDIA_MAX = 30;
/** A check-in series runs at most a year. */
export const CHECK_MAX_DAYS = 365;

const weekdays = z
  .array(
    z.literal(
      WEEKDAYS.map((w) => w.value),
      { error: '请选择打卡日' },
    ),
    { error: '请选择打卡日' },
  )
  .min(1, '请选择打卡日')
  .max(7);

/**
 * 作业打卡: a daily check-in series (打卡, 连续) whose students post a diary on each check-in day, or a
 * homework series (作业, 单次) whose homework is set one by one. Either belongs to one class.
 */
export const studyCheck = defineResource({
  name: 'studyCheck',
  thing: 'study/check',
  title: '打卡任务',
  fields: {
    type: f.select('类型', CHECK_TYPES, { required: true }),
    title: f.text('标题', { required: true, max: 30, keyword: true, semantic: 'title' }),
    classId: ref('班级', { required: true }),
    startDate: f.date('开始日期', { required: true }),
    endDate: f.date('结束日期', { required: true }),
    weekdays: required(f.custom('打卡日', weekdays, z.array(z.number()), { sample: [1, 2, 3, 4, 5] })),
    requirements: f.richText('打卡要求', { required: true }),
    images: f.images('配图', { max: CHECK_MEDIA_MAX }),
    video: f.video('示范视频'),
    remind: f.switch('每日提醒', { default: '1' }),
    remindTime: f.custom('提醒时间', timeText('提醒时间').optional(), z.string().nullish(), { sample: '19:30' }),
    className: readOnly(f.text('班级', { required: true })),
    status: readOnly(f.select('状态', CHECK_STATUS, { required: true })),
    participantCount: readOnly(f.number('参与人数', { required: true, max: 100_000 })),
    diaryCount: readOnly(f.number('打卡次数', { required: true, max: 10_000_000 })),
    homeworkCount: readOnly(f.number('作业数', { required: true, max: 100_000 })),
  },
  actions: ['list', 'get', 'save', 'delete'],
  filters: ['type', 'status'],
  query: { classId: idSchema.optional() },
  rules: [
    {
      path: 'endDate',
      message: '结束日期不能早于开始日期',
      test: (v) => typeof v.startDate !== 'string' || typeof v.endDate !== 'string' || v.endDate >= v.startDate,
    },
    {
      path: 'endDate',
      message: `打卡周期不能超过 ${CHECK_MAX_DAYS} 天`,
      test: (v) =>
        typeof v.startDate !== 'string' ||
        typeof v.endDate !== 'string' ||
        dayNumber(v.endDate) - dayNumber(v.startDate) < CHECK_MAX_DAYS,
    },
    requiredWhen('remindTime', '请选择提醒时间', (v) => v.remind === '1'),
  ],
  extras: (b) => ({
    overview: b.call({
      title: '打卡概况',
      method: 'GET',
      path: 'overview',
      input: noInput,
      output: z.object({
        running: z.number().int(),
        todayDiaries: z.number().int(),
        totalDiaries: z.number().int(),
        pendingReviews: z.number().int(),
        /** Diaries and homework submitted a day, the last 14 days. */
        trend: z.array(z.object({ date: z.string(), diaries: z.number().int(), submissions: z.number().int() })),
        ranking: z.array(
          z.object({ studentId: idSchema, name: z.string(), className: z.string(), count: z.number().int() }),
        ),
      }),
    }),
    participants: b.call({
      title: '打卡学员',
      method: 'GET',
      path: 'participants/{id}',
      input: z.object({ id: idSchema }),
      output: z.array(
        z.object({
          studentId: idSchema,
          name: z.string(),
          avatar: z.string(),
          count: z.number().int(),
          lastDate: z.string(),
          todayDone: z.boolean(),
        }),
      ),
    }),
  }),
});

/** 作业: one assignment of a homework series, due before its deadline. */
export const studyHomework = defineResource({
  name: 'studyHomework',
  thing: 'study/homework',
  title: '作业',
  parent: { key: 'checkId', title: '作业打卡' },
  fields: {
    title: f.text('作业标题', { required: true, max: 30, keyword: true, semantic: 'title' }),
    deadline: f.datetime('截止时间', { required: true, past: false }),
    requirements: f.richText('作业要求', { required: true }),
    images: f.images('配图', { max: CHECK_MEDIA_MAX }),
    video: f.video('示范视频'),
    total: readOnly(f.number('应交人数', { required: true, max: 100_000 })),
    submitCount: readOnly(f.number('已提交', { required: true, max: 100_000 })),
    reviewedCount: readOnly(f.number('已批改', { required: true, max: 100_000 })),
  },
  actions: ['list', 'get', 'save', 'delete'],
});

export const diaryCommentSchema = z.object({
  id: idSchema,
  author: z.string(),
  role: z.string(),
  content: z.string(),
  createTime: z.string(),
});

/** 打卡日记: a student's answer on one check-in day. */
export const diarySchema = z.object({
  id: idSchema,
  checkId: idSchema,
  checkTitle: z.string(),
  studentId: idSchema,
  studentName: z.string(),
  avatar: z.string(),
  date: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  video: z.string(),
  likeCount: z.number().int(),
  /** Liked by the school (staff like a diary on the school's behalf). */
  liked: z.boolean(),
  comments: z.array(diaryCommentSchema),
  createTime: z.string(),
});
export type Diary = z.infer<typeof diarySchema>;

/** A student's submission of one homework, and its review. */
export const submissionSchema = z.object({
  id: idSchema,
  homeworkId: idSchema,
  homeworkTitle: z.string(),
  deadline: z.string(),
  studentId: idSchema,
  studentName: z.string(),
  avatar: z.string(),
  status: z.literal(SUBMISSION_STATUS.map((s) => s.value)),
  read: z.boolean(),
  submitTime: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  score: z.number().int().nullable(),
  comment: z.string(),
  reviewTime: z.string(),
});
export type Submission = z.infer<typeof submissionSchema>;

const P = '/ajax/study/';

/** 打卡日记: the diaries of a check-in series, a student's month of them, comments and likes. */
export const diaryCalls = {
  list: defineCall({
    title: '打卡日记',
    method: 'GET',
    path: `${P}diaries`,
    documented: false,
    input: pageQuery.extend({
      checkId: idSchema.optional(),
      studentId: idSchema.optional(),
      date: dayText.optional(),
    }),
    output: paged(diarySchema),
  }),
  get: defineCall({
    title: '日记详情',
    method: 'GET',
    path: `${P}diary/{id}`,
    documented: false,
    input: z.object({ id: idSchema }),
    output: diarySchema,
  }),
  month: defineCall({
    title: '学员月度日记',
    method: 'GET',
    path: `${P}diary/month`,
    documented: false,
    input: z.object({ studentId: idSchema, month: monthText, checkId: idSchema.optional() }),
    output: z.array(diarySchema),
  }),
  comment: defineCall({
    title: '点评日记',
    effect: 'creates',
    method: 'POST',
    path: `${P}diary/comment`,
    documented: false,
    input: z.object({ diaryId: idSchema, content: sayText('点评内容', 200) }),
    output: diaryCommentSchema,
  }),
  removeComment: defineCall({
    title: '删除日记点评',
    effect: 'deletes',
    method: 'GET',
    path: `${P}diary/comment/delete/{id}`,
    changes: true,
    documented: false,
    input: z.object({ id: idSchema }),
    output: anyContent,
  }),
  like: defineCall({
    title: '点赞日记',
    effect: 'acts',
    method: 'POST',
    path: `${P}diary/like`,
    documented: false,
    input: z.object({ diaryId: idSchema, liked: z.boolean({ error: '请选择是否点赞' }) }),
    output: z.object({ liked: z.boolean(), likeCount: z.number().int() }),
  }),
};

/** 作业提交: who has handed a homework in, and the review of a submission. */
export const submissionCalls = {
  list: defineCall({
    title: '作业提交情况',
    method: 'GET',
    path: `${P}homework/submissions`,
    documented: false,
    input: pageQuery.extend({
      homeworkId: idSchema.optional(),
      studentId: idSchema.optional(),
      status: z.literal(SUBMISSION_STATUS.map((s) => s.value)).optional(),
    }),
    output: paged(submissionSchema),
  }),
  review: defineCall({
    title: '批改作业',
    effect: 'acts',
    method: 'POST',
    path: `${P}homework/review`,
    documented: false,
    input: z.object({
      id: idSchema,
      score: z
        .number({ error: '请输入分数' })
        .int('分数应为整数')
        .min(0, '分数不能小于 0')
        .max(100, '分数不能大于 100'),
      comment: sayText('评语', 200),
    }),
    output: submissionSchema,
  }),
};
