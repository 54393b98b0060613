import { z } from 'zod';
import { idSchema } from '../../define.js';
import { defineResource, f, htmlText, readOnly, requiredWhen, SHELF_STATES } from '../../resource.js';
import { CIRCLE_LIMITS, KNOWLEDGE_DATA_DAYS, KNOWLEDGE_TYPE, KNOWLEDGE_TYPES } from './constants.js';

const count = z.number().int().min(0);

/** One day of a knowledge item's figures (China time). */
export const knowledgeDaySchema = z.object({
  date: z.string(),
  views: count,
  learners: count,
  completed: count,
});
export type KnowledgeDay = z.infer<typeof knowledgeDaySchema>;

/**
 * A knowledge item's marketing data: totals since it was published, and the days of the chosen period.
 * Learners are people who opened it at least once; completed are those who read, watched or listened to the end.
 */
export const knowledgeDataSchema = z.object({
  id: idSchema,
  title: z.string(),
  type: z.number().int(),
  circleId: idSchema,
  views: count,
  learners: count,
  completed: count,
  /** Completed of learners, in percent with one decimal. */
  completionRate: z.number().min(0).max(100),
  daily: z.array(knowledgeDaySchema),
});
export type KnowledgeData = z.infer<typeof knowledgeDataSchema>;

const has = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/** 知识: an article, video or audio lesson of a circle; its type says which of the three it carries. */
export const circleKnowledge = defineResource({
  name: 'circleKnowledge',
  thing: 'circle/knowledge',
  plural: 'circle/knowledge/list',
  title: '知识',
  parent: { key: 'circleId', title: '圈子' },
  fields: {
    title: f.text('标题', { required: true, max: 40, keyword: true }),
    type: f.select('类型', KNOWLEDGE_TYPES, { required: true }),
    cover: f.image('封面图', { required: true, compress: true, help: '建议尺寸 750×420 像素' }),
    summary: f.textarea('简介', { max: 200 }),
    content: f.richText('正文'),
    video: f.video('视频', { maxMb: CIRCLE_LIMITS.knowledgeVideoMb }),
    audio: f.audio('音频', { maxMb: CIRCLE_LIMITS.knowledgeAudioMb }),
    isShow: f.switch('上架', { states: SHELF_STATES }),
    sort: f.number('排序', { max: 9999 }),
    viewCount: readOnly(f.number('浏览量', { required: true, max: 1_000_000_000 })),
    learnerCount: readOnly(f.number('学习人数', { required: true, max: 1_000_000_000 })),
  },
  actions: ['list', 'get', 'save', 'delete', 'sort'],
  filters: ['type', 'isShow'],
  extras: (b) => ({
    setShow: b.toggle('isShow'),
    stats: b.call({
      title: '知识营销数据',
      method: 'GET',
      path: 'data/{id}',
      input: z.object({
        id: idSchema,
        days: z.literal(KNOWLEDGE_DATA_DAYS, { error: '统计天数只能是 7、30 或 90' }).default(30),
      }),
      output: knowledgeDataSchema,
      // Said outright: inside the resource's own inference the builder's default transport is not applied.
      transport: 'trpc',
      label: '数据',
    }),
  }),
  rules: [
    requiredWhen(
      'content',
      '请输入正文',
      (v) => v.type === KNOWLEDGE_TYPE.article,
      (x) => typeof x === 'string' && htmlText(x) !== '',
    ),
    requiredWhen('video', '请上传视频', (v) => v.type === KNOWLEDGE_TYPE.video, has),
    requiredWhen('audio', '请上传音频', (v) => v.type === KNOWLEDGE_TYPE.audio, has),
  ],
});
