import { defineResource, f, readOnly } from '../../resource.js';
import { OFFICIAL_CONTENT_TYPES } from './content-types.js';

export const MEDIA_TYPE = { video: 1, audio: 2 } as const;

/** 视频中心: videos and audio of the official site; the type decides which files the upload box takes. */
export const officialVideo = defineResource({
  name: 'officialVideo',
  thing: 'official/video',
  title: '视频',
  fields: {
    title: f.text('标题', { required: true, max: 30, keyword: true }),
    mediaType: f.select(
      '类型',
      [
        { value: MEDIA_TYPE.video, label: '视频' },
        { value: MEDIA_TYPE.audio, label: '音频' },
      ],
      { required: true },
    ),
    cover: f.image('封面图', { required: true, compress: true }),
    url: f.media('视频/音频文件', { required: true, mode: 'both' }),
    categoryId: f.category('视频分类', OFFICIAL_CONTENT_TYPES.video, { required: true }),
    duration: f.number('时长（秒）', { form: false, column: false, max: 360_000 }),
    description: f.textarea('简介', { max: 200 }),
    sort: f.number('排序', { max: 9999 }),
    isShow: f.switch('是否显示'),
    playCount: readOnly(f.number('播放量', { required: true, max: 100_000_000 })),
  },
  actions: ['list', 'get', 'save', 'delete', 'sort'],
  filters: ['mediaType', 'categoryId', 'isShow'],
});
