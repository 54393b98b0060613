import { z } from 'zod';
import { anyContent, idSchema } from '../../define.js';
import { defineResource, f, readOnly } from '../../resource.js';
import { BALANCE_STATUS, CLASS_STATUS, SCHEDULE_STATUS } from './enums.js';
import { ref, refs } from './refs.js';

/** One student of a class, with what they hold of the class's course. */
export const classStudentSchema = z.object({
  studentId: idSchema,
  name: z.string(),
  phone: z.string(),
  avatar: z.string(),
  joinTime: z.string(),
  /** Lessons left of the class's course; null when the student holds none of it. */
  left: z.number().int().nullable(),
  balanceStatus: z.literal(BALANCE_STATUS.map((s) => s.value)).nullable(),
});
export type ClassStudent = z.infer<typeof classStudentSchema>;

const classId = z.object({ classId: idSchema });

/**
 * 班级: a group taught one course by its teachers in a room. Its capacity limits its students; its lessons
 * deduct `deductLessons` from each student's balance of the course. 结课 closes it: no more scheduling, and
 * its lessons not yet taken are cancelled.
 */
export const studyClass = defineResource({
  name: 'studyClass',
  thing: 'study/class',
  plural: 'study/classes',
  title: '班级',
  fields: {
    name: f.text('班级名称', { required: true, max: 30, keyword: true, semantic: 'title' }),
    courseId: ref('课程', { required: true }),
    capacity: f.number('班级容量', { required: true, min: 1, max: 200, help: '班级最多容纳的学员数' }),
    deductLessons: f.number('每节扣课时', { required: true, min: 0, max: 10, help: '学员每上一节课扣除的课时数' }),
    teacherIds: refs('上课老师', { required: true, max: 5 }),
    roomId: ref('教室'),
    leaveDeduct: f.switch('请假扣课时', { default: '0' }),
    absentDeduct: f.switch('未到扣课时', { default: '1' }),
    remark: f.textarea('备注', { max: 200 }),
    courseName: readOnly(f.text('课程', { required: true })),
    teacherNames: readOnly(f.text('上课老师', { required: true, max: 200 })),
    roomName: readOnly(f.text('教室', { required: true })),
    studentCount: readOnly(f.number('学员数', { required: true, max: 200 })),
    status: readOnly(f.select('结课状态', CLASS_STATUS, { required: true })),
    scheduled: readOnly(f.select('排课状态', SCHEDULE_STATUS, { required: true })),
  },
  actions: ['list', 'get', 'save', 'delete'],
  filters: ['status', 'scheduled'],
  query: {
    courseId: idSchema.optional(),
    teacherId: idSchema.optional(),
    /** Classes this student is in. */
    studentId: idSchema.optional(),
  },
  extras: (b) => ({
    students: b.call({
      title: '班级学员',
      method: 'GET',
      path: 'students',
      input: classId,
      output: z.array(classStudentSchema),
    }),
    addStudents: b.call({
      title: '添加班级学员',
      effect: 'acts',
      method: 'POST',
      path: 'students/add',
      input: classId.extend({
        studentIds: z.array(idSchema, { error: '请选择学员' }).min(1, '请选择学员').max(200, '一次最多添加 200 名学员'),
      }),
      output: z.object({ added: z.number().int(), studentCount: z.number().int() }),
    }),
    removeStudent: b.call({
      title: '移出班级学员',
      effect: 'acts',
      method: 'POST',
      path: 'students/remove',
      input: classId.extend({ studentId: idSchema }),
      output: anyContent,
    }),
    finish: b.call({
      title: '班级结课',
      effect: 'acts',
      method: 'POST',
      path: 'finish',
      input: z.object({ id: idSchema }),
      output: z.object({ cancelledLessons: z.number().int() }),
      label: '结课',
    }),
  }),
});
