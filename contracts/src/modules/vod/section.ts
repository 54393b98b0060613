import { z } from 'zod';
import { anyContent, idSchema } from '../../define.js';
import { defineResource, f, readOnly, requiredWhen, SHELF_STATES } from '../../resource.js';
import { MAX_SECTIONS, SECTION_MEDIA, SECTION_MEDIA_TYPES } from './constants.js';

/** The section fields a course section and an unassigned upload (a draft) share. */
export const sectionMediaFields = {
  title: f.text('章节名称', { required: true, max: 40, keyword: true, semantic: 'title' }),
  mediaType: f.select('类型', SECTION_MEDIA_TYPES, { required: true }),
  video: f.video('视频'),
  audio: f.audio('音频'),
  duration: f.number('时长', { form: false, max: 360_000 }),
  size: f.number('文件大小', { form: false, column: false, max: 10_000_000_000 }),
};

/** A video section carries a video, an audio section an audio: each says so on its own upload box. */
export const sectionMediaRules = [
  requiredWhen('video', '请上传视频', (v) => v.mediaType === SECTION_MEDIA.video, Boolean),
  requiredWhen('audio', '请上传音频', (v) => v.mediaType === SECTION_MEDIA.audio, Boolean),
] as const;

export const sectionIds = z
  .array(idSchema, { error: '请至少选择一个章节' })
  .min(1, '请至少选择一个章节')
  .max(MAX_SECTIONS, `一次最多 ${MAX_SECTIONS} 个章节`);

/**
 * 章节: one video or audio lesson of a course, in the course's order (`sort`, 1..n after a reorder), with the
 * free-preview flag, the shelf switch and the upstream's play count. Its duration is read from the file in
 * the browser when it is uploaded.
 */
export const vodSection = defineResource({
  name: 'vodSection',
  thing: 'vod/section',
  title: '章节',
  parent: { key: 'courseId', title: '课程' },
  fields: {
    ...sectionMediaFields,
    isFree: f.switch('免费试看', { default: '0' }),
    isShow: f.switch('上架', { states: SHELF_STATES }),
    sort: f.number('排序', { form: false, max: 100_000 }),
    playCount: readOnly(f.number('播放次数', { required: true, max: 100_000_000 })),
  },
  actions: ['list', 'get', 'save', 'delete'],
  filters: ['mediaType', 'isFree', 'isShow'],
  rules: sectionMediaRules,
  extras: (b) => ({
    setFree: b.toggle('isFree'),
    setShow: b.toggle('isShow', { label: '上架' }),
    /** Drag to reorder: the listed sections take the places they held, in the order given; then 1..n. */
    reorder: b.call({
      title: '章节排序',
      effect: 'acts',
      label: '排序',
      method: 'POST',
      path: 'sort',
      input: z.object({ courseId: idSchema, ids: sectionIds }),
      output: anyContent,
    }),
  }),
});
