import { defineResource, f, readOnly } from '../../resource.js';

export const TEACHER_SEX = [
  { value: 1, label: '男' },
  { value: 2, label: '女' },
] as const;

/** 任职状态: a teacher who left keeps the record (their lessons and ratings stay readable). */
export const TEACHER_EMPLOYMENT = [
  { value: 1, label: '全职' },
  { value: 2, label: '兼职' },
  { value: 3, label: '离职' },
] as const;

/** Subjects offered as suggestions; a school may type its own. */
export const TEACHER_SUBJECTS = [
  '美术',
  '书法',
  '钢琴',
  '声乐',
  '舞蹈',
  '英语',
  '数学',
  '编程',
  '围棋',
  '国学',
] as const;

/**
 * 讲师: the one teacher entity of the school. /teacher manages it; online courses show its lecturers and the
 * study centre schedules its teachers, so every module reads the same record.
 */
export const teacher = defineResource({
  name: 'teacher',
  thing: 'teacher',
  title: '讲师',
  fields: {
    avatar: f.image('头像', { compress: true, help: '建议尺寸 400×400 像素' }),
    name: f.text('姓名', { required: true, max: 20, keyword: true, semantic: 'personName' }),
    phone: f.phone('手机号', { required: true }),
    sex: f.select('性别', TEACHER_SEX, { required: true }),
    title: f.text('职称', { max: 20, placeholder: '如 高级讲师、钢琴教研组长', column: false }),
    subjects: f.tags('擅长科目', { options: TEACHER_SUBJECTS, max: 5 }),
    employment: f.select('任职状态', TEACHER_EMPLOYMENT, { required: true }),
    hireDate: f.date('入职日期', { column: false }),
    intro: f.textarea('简介', { max: 200, help: '显示在课程详情的讲师卡片上' }),
    detail: f.richText('详细介绍'),
    isShow: f.switch('前台展示'),
    sort: f.number('排序', { max: 9999 }),
    lessonCount: readOnly(f.number('课次', { required: true, max: 1_000_000 })),
    hoursTaught: readOnly(f.number('已授课时', { required: true, max: 1_000_000 })),
  },
  actions: ['list', 'get', 'save', 'delete', 'sort'],
  filters: ['employment', 'sex', 'subjects', 'isShow'],
  extras: (b) => ({
    setShow: b.toggle('isShow'),
    export: b.export(),
  }),
});
