import { defineResource, f } from '../../resource.js';

/** 机构介绍 (about us): the official site's introduction pages, in their own order. */
export const officialIntro = defineResource({
  name: 'officialIntro',
  thing: 'official/introduction',
  title: '机构介绍',
  fields: {
    title: f.text('标题', { required: true, max: 30, keyword: true }),
    cover: f.image('封面图', { compress: true }),
    summary: f.textarea('简介', { max: 200 }),
    content: f.richText('详细内容', { required: true }),
    sort: f.number('排序', { max: 9999 }),
    isShow: f.switch('是否显示'),
  },
  actions: ['list', 'get', 'save', 'delete', 'sort'],
  filters: ['isShow'],
});
