import { z } from 'zod';
import { defineCall, idSchema } from '../../define.js';
import { paged, pageQuery } from '../../paging.js';
import { ATTENDANCE, BALANCE_STATUS, LESSON_STUDENT_KINDS, MAKEUP_STATUS } from './enums.js';
import { dayText } from './refs.js';
import { lessonSchema } from './schedule.js';

const attendance = z.literal(
  ATTENDANCE.map((a) => a.value),
  { error: '请选择点名状态' },
);

/** One student of a lesson at roll call: who, what they hold, and how they were marked once called. */
export const rosterStudentSchema = z.object({
  studentId: idSchema,
  name: z.string(),
  avatar: z.string(),
  kind: z.literal(LESSON_STUDENT_KINDS.map((k) => k.value)),
  /** Lessons left of the lesson's course; null when the student holds none. */
  left: z.number().int().nullable(),
  balanceStatus: z.literal(BALANCE_STATUS.map((s) => s.value)).nullable(),
  /** Lessons this student's mark would deduct (before the roll call) or did deduct (after). */
  deduct: z.number().int(),
  status: attendance.nullable(),
  /** 课消金额 of this student at this lesson, fen; 0 before the roll call. */
  amount: z.number().int(),
  remark: z.string(),
});
export type RosterStudent = z.infer<typeof rosterStudentSchema>;

export const rosterSchema = z.object({
  lesson: lessonSchema,
  /** Lessons an attended lesson deducts, and whether leave and absence do. */
  deductLessons: z.number().int(),
  leaveDeduct: z.boolean(),
  absentDeduct: z.boolean(),
  /** The course is charged by lesson; other courses are not deducted by roll call. */
  byLesson: z.boolean(),
  allowNegative: z.boolean(),
  students: z.array(rosterStudentSchema),
});
export type Roster = z.infer<typeof rosterSchema>;

export const rollCallInput = z.object({
  lessonId: idSchema,
  marks: z
    .array(
      z.object({
        studentId: idSchema,
        status: attendance,
        remark: z.string().trim().max(50, '备注不能超过 50 个字').optional(),
      }),
      { error: '请为学员点名' },
    )
    .min(1, '请为学员点名')
    .max(300, '一节课最多 300 名学员'),
});

/** One student's attendance at one lesson (签到记录). */
export const attendanceSchema = z.object({
  id: idSchema,
  lessonId: idSchema,
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  classId: idSchema,
  className: z.string(),
  courseName: z.string(),
  teacherName: z.string(),
  studentId: idSchema,
  studentName: z.string(),
  kind: z.literal(LESSON_STUDENT_KINDS.map((k) => k.value)),
  status: attendance,
  deducted: z.number().int(),
  amount: z.number().int(),
  remark: z.string(),
  createTime: z.string(),
});

/** An absence and what became of it (补课). */
export const absenceSchema = z.object({
  id: idSchema,
  studentId: idSchema,
  studentName: z.string(),
  lessonId: idSchema,
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  classId: idSchema,
  className: z.string(),
  courseId: idSchema,
  courseName: z.string(),
  attendance: attendance,
  /** Lessons the absence itself deducted (a makeup then deducts nothing). */
  deducted: z.number().int(),
  status: z.literal(MAKEUP_STATUS.map((s) => s.value)),
  makeupLesson: lessonSchema.nullable(),
  remark: z.string(),
  createTime: z.string(),
});
export type Absence = z.infer<typeof absenceSchema>;

const P = '/ajax/study/';

/** 点名: a lesson's roster, the roll call, its undo, and the attendance records. */
export const rollCallCalls = {
  roster: defineCall({
    title: '点名名单',
    method: 'GET',
    path: `${P}rollCall/{lessonId}`,
    documented: false,
    input: z.object({ lessonId: idSchema }),
    output: rosterSchema,
  }),
  submit: defineCall({
    title: '提交点名',
    effect: 'acts',
    method: 'POST',
    path: `${P}rollCall/save`,
    documented: false,
    input: rollCallInput,
    output: z.object({
      attended: z.number().int(),
      absent: z.number().int(),
      deducted: z.number().int(),
      amount: z.number().int(),
      /** Students with no lessons left after it. */
      exhausted: z.array(z.string()),
    }),
  }),
  undo: defineCall({
    title: '撤销点名',
    effect: 'acts',
    method: 'POST',
    path: `${P}rollCall/undo`,
    documented: false,
    input: z.object({ lessonId: idSchema }),
    output: z.object({ restored: z.number().int() }),
  }),
  records: defineCall({
    title: '签到记录',
    method: 'GET',
    path: `${P}attendances`,
    documented: false,
    input: pageQuery.extend({
      keyword: z.string().trim().max(50, '关键词不能超过 50 个字').optional(),
      studentId: idSchema.optional(),
      classId: idSchema.optional(),
      status: attendance.optional(),
      startDate: dayText.optional(),
      endDate: dayText.optional(),
    }),
    output: paged(attendanceSchema),
  }),
};

/** 补课管理: absences, arranged into another lesson of the same course, or closed by hand. */
export const makeupCalls = {
  list: defineCall({
    title: '补课列表',
    method: 'GET',
    path: `${P}makeups`,
    documented: false,
    input: pageQuery.extend({
      keyword: z.string().trim().max(50, '关键词不能超过 50 个字').optional(),
      status: z.literal(MAKEUP_STATUS.map((s) => s.value)).optional(),
      classId: idSchema.optional(),
      studentId: idSchema.optional(),
    }),
    output: paged(absenceSchema),
  }),
  arrange: defineCall({
    title: '安排补课',
    effect: 'acts',
    method: 'POST',
    path: `${P}makeup/arrange`,
    documented: false,
    input: z.object({
      id: idSchema,
      lessonId: z.number({ error: '请选择补课课节' }).int().positive('请选择补课课节'),
    }),
    output: absenceSchema,
  }),
  unarrange: defineCall({
    title: '取消补课安排',
    effect: 'acts',
    method: 'POST',
    path: `${P}makeup/unarrange`,
    documented: false,
    input: z.object({ id: idSchema }),
    output: absenceSchema,
  }),
  complete: defineCall({
    title: '补课完成',
    effect: 'acts',
    method: 'POST',
    path: `${P}makeup/complete`,
    documented: false,
    input: z.object({
      ids: z.array(idSchema, { error: '请选择缺课记录' }).min(1, '请选择缺课记录').max(200),
      remark: z.string().trim().max(100, '备注不能超过 100 个字').optional(),
    }),
    output: z.object({ completed: z.number().int() }),
  }),
};
