import { defineResource, f, readOnly } from '../../resource.js';
import { GRADES, RELATIONS, SEXES, STUDENT_SOURCES, STUDENT_TAGS, STUDENT_TYPES } from './enums.js';

/**
 * 学员: a child (or an adult) the school teaches, reached through a parent's phone. 潜在 students have not
 * bought yet, 在读 ones have, 历史 ones have left; their classes and lessons hang off them.
 */
export const studyStudent = defineResource({
  name: 'studyStudent',
  thing: 'study/student',
  title: '学员',
  fields: {
    avatar: f.image('头像', { compress: true, column: false }),
    name: f.text('姓名', { required: true, max: 20, keyword: true, semantic: 'personName' }),
    sex: f.select('性别', SEXES, { required: true }),
    birthday: f.date('生日', { column: false }),
    phone: f.phone('联系电话', { required: true }),
    relation: f.select('电话归属', RELATIONS, { column: false }),
    grade: f.select('年级', GRADES),
    school: f.text('就读学校', { max: 30, semantic: 'school', column: false }),
    address: f.text('家庭住址', { max: 100, semantic: 'address', column: false }),
    source: f.select('来源', STUDENT_SOURCES),
    tags: f.tags('标签', { options: STUDENT_TAGS, max: 5 }),
    type: f.select('学员类型', STUDENT_TYPES, { required: true }),
    followUser: f.text('跟进人', { max: 20, semantic: 'personName', column: false }),
    remark: f.textarea('备注', { max: 500 }),
    classNames: readOnly(f.text('所在班级', { required: true, max: 500 })),
    points: readOnly(f.number('积分', { required: true, max: 10_000_000 })),
  },
  actions: ['list', 'get', 'save', 'delete'],
  filters: ['type', 'grade', 'source', 'tags'],
  extras: (b) => ({ export: b.export() }),
});
