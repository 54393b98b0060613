import { defineResource, f } from '../../resource.js';

/** 典型学员: students the school presents, with what they achieved. */
export const officialStudent = defineResource({
  name: 'officialStudent',
  thing: 'official/student',
  title: '典型学员',
  fields: {
    name: f.text('学员姓名', { required: true, max: 20, keyword: true }),
    avatar: f.image('学员照片', { required: true, compress: true }),
    school: f.text('就读学校', { max: 30 }),
    course: f.text('所学课程', { max: 30, keyword: true }),
    honor: f.text('所获荣誉', { max: 100 }),
    intro: f.richText('学员介绍'),
    sort: f.number('排序', { max: 9999 }),
    isShow: f.switch('是否显示'),
  },
  actions: ['list', 'get', 'save', 'delete', 'sort'],
  filters: ['isShow'],
});
