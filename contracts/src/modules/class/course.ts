import { defineResource, f, readOnly } from '../../resource.js';
import { courseBody, courseHead, courseTail } from './fields.js';

/**
 * 线下课程: the storefront's offline courses (a school's term courses sold online, taught in its rooms). Not
 * the study centre's own courses and classes (/study), which schedule and deduct lessons.
 */
export const classCourse = defineResource({
  name: 'classCourse',
  thing: 'classCourse',
  title: '线下课程',
  fields: {
    ...courseHead,
    price: f.price('课程价格', { required: true, help: '学员报名时支付的整期价格' }),
    ...courseBody,
    ...courseTail,
    enrolled: readOnly(f.number('已报名', { required: true, max: 100_000 })),
  },
  actions: ['list', 'get', 'save', 'delete', 'sort'],
  filters: ['categoryId', 'onShelf'],
  extras: (b) => ({
    setShelf: b.toggle('onShelf', { label: '上架' }),
  }),
});
