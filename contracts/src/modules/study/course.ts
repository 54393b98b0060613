import { defineResource, f, readOnly } from '../../resource.js';
import { CHARGE_TYPES, COURSE_COLORS, COURSE_TYPES } from './enums.js';

/**
 * 课程: what the school teaches and how it charges. Classes are opened under a course; a student's lessons
 * are held per course. The price is per lesson, month or day by the charging type.
 */
export const studyCourse = defineResource({
  name: 'studyCourse',
  thing: 'study/course',
  title: '课程',
  fields: {
    name: f.text('课程名称', { required: true, max: 30, keyword: true, semantic: 'course' }),
    type: f.select('授课方式', COURSE_TYPES, { required: true }),
    color: f.select('课表颜色', COURSE_COLORS, { required: true }),
    chargeType: f.select('收费方式', CHARGE_TYPES, { required: true }),
    price: f.price('收费标准', {
      required: true,
      max: 10_000_000,
      help: '按课时收费为每课时的价格，按月、按天收费为每月、每天的价格',
    }),
    deductLessons: f.number('考勤扣课时', {
      required: true,
      min: 0,
      max: 10,
      help: '学员每上一节课扣除的课时数，新开班级默认取此值',
    }),
    intro: f.textarea('课程介绍', { max: 500 }),
    isOpen: f.switch('招生中'),
    classCount: readOnly(f.number('班级数', { required: true, max: 10_000 })),
    studentCount: readOnly(f.number('在读学员', { required: true, max: 100_000 })),
  },
  actions: ['list', 'get', 'save', 'delete'],
  filters: ['type', 'chargeType', 'isOpen'],
  extras: (b) => ({ setOpen: b.toggle('isOpen') }),
});

/** 教室: where lessons take place; two lessons cannot share one at the same time. */
export const studyRoom = defineResource({
  name: 'studyRoom',
  thing: 'study/room',
  title: '教室',
  fields: {
    name: f.text('教室名称', { required: true, max: 20, keyword: true, semantic: 'title' }),
    capacity: f.number('可容纳人数', { required: true, min: 1, max: 500 }),
    location: f.text('位置', { max: 50, placeholder: '如 三楼东侧' }),
    remark: f.textarea('备注', { max: 200 }),
  },
  actions: ['list', 'get', 'save', 'delete'],
});
