import { defineResource, f } from '../../resource.js';
import { LEARNER_SOURCES } from './constants.js';

/**
 * 学员: who studies a course — bought it, was given it, or redeemed a code — and how far they are. Learners
 * come from orders, gifts and codes, so the list is read-only here; it is searched by name or phone,
 * filtered by source and the day of first study, and exported.
 */
export const vodLearner = defineResource({
  name: 'vodLearner',
  thing: 'vod/course/user',
  plural: 'vod/course/users',
  title: '学员',
  parent: { key: 'courseId', title: '课程' },
  fields: {
    name: f.text('学员姓名', { required: true, max: 20, keyword: true, semantic: 'personName' }),
    phone: f.text('手机号', { required: true, max: 20, keyword: true, semantic: 'phone' }),
    progress: f.number('学习进度（%）', { required: true, max: 100 }),
    firstStudyTime: f.datetime('首次学习'),
    lastStudyTime: f.datetime('最近学习'),
    completeTime: f.datetime('完成时间'),
    source: f.select('来源', LEARNER_SOURCES, { required: true }),
  },
  actions: ['list'],
  filters: ['source'],
  dateRange: { field: 'firstStudyTime', label: '首次学习' },
  extras: (b) => ({
    export: b.export(),
  }),
});
