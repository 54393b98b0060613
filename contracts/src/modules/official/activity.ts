import { defineResource, f, readOnly } from '../../resource.js';
import { OFFICIAL_CONTENT_TYPES } from './content-types.js';

/** 新闻动态: the school's news and activities. */
export const officialActivity = defineResource({
  name: 'officialActivity',
  thing: 'official/activity',
  plural: 'official/activities',
  title: '新闻动态',
  fields: {
    title: f.text('标题', { required: true, max: 50, keyword: true }),
    cover: f.image('封面图', { required: true, compress: true }),
    categoryId: f.category('新闻分类', OFFICIAL_CONTENT_TYPES.activity, { required: true }),
    summary: f.textarea('摘要', { max: 200 }),
    content: f.richText('正文', { required: true }),
    publishDate: f.date('发布日期', { required: true }),
    isTop: f.switch('置顶', { default: '0' }),
    isShow: f.switch('是否显示'),
    viewCount: readOnly(f.number('浏览量', { required: true, max: 100_000_000 })),
  },
  actions: ['list', 'get', 'save', 'delete'],
  filters: ['categoryId', 'isShow'],
});
