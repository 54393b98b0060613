import { z } from 'zod';
import { defineCall, idSchema } from '../../define.js';
import { paged, pageQuery } from '../../paging.js';
import { chinaToday } from '../../time.js';
import { LESSON_STATUS, LESSON_STUDENT_KINDS, WEEKDAYS } from './enums.js';
import { dayText, timeText } from './refs.js';
import { addYears, CONFLICT_KINDS, dayNumber, minutesOf, SCHEDULE_LIMITS } from './schedule-rules.js';

/** A student in a lesson besides its class's own. */
export const lessonExtraSchema = z.object({
  studentId: idSchema,
  name: z.string(),
  kind: z.literal(LESSON_STUDENT_KINDS.map((k) => k.value)),
});

/** 课节: one lesson of a class on the timetable. */
export const lessonSchema = z.object({
  id: idSchema,
  classId: idSchema,
  className: z.string(),
  courseId: idSchema,
  courseName: z.string(),
  color: z.string(),
  date: z.string(),
  weekday: z.number().int().min(1).max(7),
  startTime: z.string(),
  endTime: z.string(),
  teacherId: idSchema,
  teacherName: z.string(),
  roomId: idSchema.nullable(),
  roomName: z.string(),
  content: z.string(),
  status: z.literal(LESSON_STATUS.map((s) => s.value)),
  /** The class's students now, plus the extra ones. */
  studentCount: z.number().int(),
  capacity: z.number().int(),
  extraStudents: z.array(lessonExtraSchema),
});
export type Lesson = z.infer<typeof lessonSchema>;

/** The clashing lesson a conflict names. */
export const conflictSchema = z.object({
  kind: z.enum(CONFLICT_KINDS as ['teacher', 'room', 'class', 'student']),
  /** The new lesson's day and time. */
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  lesson: z.object({
    id: idSchema,
    date: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    className: z.string(),
    teacherName: z.string(),
    roomName: z.string(),
  }),
  studentNames: z.array(z.string()),
  /** What clashes, in a sentence naming the lesson. */
  message: z.string(),
});
export type LessonConflict = z.infer<typeof conflictSchema>;

const weekday = z.literal(
  WEEKDAYS.map((w) => w.value),
  { error: '请选择上课星期' },
);
const optionalId = (label: string) =>
  z
    .number({ error: `请选择${label}` })
    .int(`请选择${label}`)
    .positive(`请选择${label}`)
    .nullable()
    .optional();
const requiredId = (label: string) =>
  z
    .number({ error: `请选择${label}` })
    .int(`请选择${label}`)
    .positive(`请选择${label}`);

/** The latest day a rule may start on (two years from today). */
export const latestStart = (today = chinaToday()) => addYears(today, SCHEDULE_LIMITS.aheadYears);

const slotShape = {
  startTime: timeText('上课时间'),
  endTime: timeText('下课时间'),
  teacherId: requiredId('上课老师'),
  roomId: optionalId('教室'),
};

/** 排课: a repeating rule, or up to 50 one-off dates, for one class at one time of day. */
export const scheduleInput = z
  .object({
    classId: requiredId('班级'),
    mode: z.enum(['rule', 'dates'], { error: '请选择排课方式' }),
    startDate: dayText.optional(),
    endType: z.enum(['date', 'count'], { error: '请选择结束方式' }).optional(),
    endDate: dayText.optional(),
    count: z
      .number({ error: '请输入排课次数' })
      .int('排课次数应为整数')
      .min(1, '排课次数至少 1 次')
      .max(SCHEDULE_LIMITS.maxCount, `排课次数不能超过 ${SCHEDULE_LIMITS.maxCount} 次`)
      .optional(),
    weekdays: z.array(weekday, { error: '请选择上课星期' }).max(7).optional(),
    dates: z
      .array(dayText, { error: '请选择上课日期' })
      .max(SCHEDULE_LIMITS.maxDates, `一次最多排 ${SCHEDULE_LIMITS.maxDates} 个日期`)
      .optional(),
    ...slotShape,
    content: z.string().trim().max(100, '上课内容不能超过 100 个字').optional(),
    skipHolidays: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const today = chinaToday();
    const latest = latestStart(today);
    if (minutesOf(v.endTime) <= minutesOf(v.startTime)) issue('endTime', '下课时间应晚于上课时间');
    if (v.mode === 'dates') {
      const dates = v.dates ?? [];
      if (dates.length === 0) issue('dates', '请选择上课日期');
      if (new Set(dates).size !== dates.length) issue('dates', '上课日期不能重复');
      if (dates.some((d) => d < today)) issue('dates', '上课日期不能早于今天');
      if (dates.some((d) => d > latest)) issue('dates', `上课日期不能晚于 ${latest}`);
      return;
    }
    if (!v.startDate) issue('startDate', '请选择开始日期');
    else if (v.startDate < today) issue('startDate', '开始日期不能早于今天');
    else if (v.startDate > latest) issue('startDate', `开始日期不能晚于 ${latest}（两年内）`);
    if ((v.weekdays ?? []).length === 0) issue('weekdays', '请选择上课星期');
    if (!v.endType) issue('endType', '请选择结束方式');
    if (v.endType === 'count' && v.count === undefined) issue('count', '请输入排课次数');
    if (v.endType === 'date') {
      if (!v.endDate) issue('endDate', '请选择结束日期');
      else if (v.startDate && v.endDate < v.startDate) issue('endDate', '结束日期不能早于开始日期');
      else if (v.startDate && v.endDate > addYears(v.startDate, SCHEDULE_LIMITS.spanYears))
        issue('endDate', `排课跨度不能超过 ${SCHEDULE_LIMITS.spanYears} 年`);
    }
  });
export type ScheduleInput = z.input<typeof scheduleInput>;

/** What a rule would make: its days, the holidays it skips, and every clash, before anything is saved. */
export const schedulePreviewSchema = z.object({
  dates: z.array(z.object({ date: z.string(), weekday: z.number().int() })),
  skipped: z.array(z.object({ date: z.string(), reason: z.string() })),
  conflicts: z.array(conflictSchema),
});

const moveInput = z
  .object({ id: idSchema, date: dayText, ...slotShape })
  .refine((v) => minutesOf(v.endTime) > minutesOf(v.startTime), {
    message: '下课时间应晚于上课时间',
    path: ['endTime'],
  })
  .refine((v) => v.date >= chinaToday(), { message: '不能调到今天之前', path: ['date'] });

const lessonFilters = {
  classId: idSchema.optional(),
  courseId: idSchema.optional(),
  teacherId: idSchema.optional(),
  roomId: idSchema.optional(),
  /** Lessons one of whose students this is (class member or extra). */
  studentId: idSchema.optional(),
  status: z.literal(LESSON_STATUS.map((s) => s.value)).optional(),
};

const range = z
  .object({ startDate: dayText, endDate: dayText, ...lessonFilters })
  .refine((v) => v.endDate >= v.startDate, { message: '结束日期不能早于开始日期', path: ['endDate'] })
  .refine((v) => dayNumber(v.endDate) - dayNumber(v.startDate) < SCHEDULE_LIMITS.timetableDays, {
    message: `课表一次最多查询 ${SCHEDULE_LIMITS.timetableDays} 天`,
    path: ['endDate'],
  });

const P = '/ajax/study/';

/** Scheduling (排课), the generated lessons (排课记录) and the timetable (课表). */
export const scheduleCalls = {
  preview: defineCall({
    title: '排课预览与冲突检查',
    effect: 'acts',
    method: 'POST',
    path: `${P}schedule/check`,
    documented: false,
    input: scheduleInput,
    output: schedulePreviewSchema,
  }),
  save: defineCall({
    title: '保存排课',
    effect: 'creates',
    method: 'POST',
    path: `${P}schedule/save`,
    documented: false,
    input: scheduleInput,
    output: z.object({ created: z.number().int(), skipped: z.number().int() }),
  }),
  lessons: defineCall({
    title: '排课记录',
    method: 'GET',
    path: `${P}lessons`,
    documented: false,
    input: pageQuery.extend({ ...lessonFilters, startDate: dayText.optional(), endDate: dayText.optional() }),
    output: paged(lessonSchema),
  }),
  lesson: defineCall({
    title: '课节详情',
    method: 'GET',
    path: `${P}lesson/{id}`,
    documented: false,
    input: z.object({ id: idSchema }),
    output: lessonSchema,
  }),
  timetable: defineCall({
    title: '课表',
    method: 'GET',
    path: `${P}timetable`,
    documented: false,
    input: range,
    output: z.array(lessonSchema),
  }),
  checkMove: defineCall({
    title: '调课冲突检查',
    effect: 'acts',
    method: 'POST',
    path: `${P}lesson/move/check`,
    documented: false,
    input: moveInput,
    output: z.object({ conflicts: z.array(conflictSchema) }),
  }),
  move: defineCall({
    title: '调课',
    effect: 'acts',
    method: 'POST',
    path: `${P}lesson/move`,
    documented: false,
    input: moveInput,
    output: lessonSchema,
  }),
  cancel: defineCall({
    title: '取消课节',
    effect: 'acts',
    method: 'POST',
    path: `${P}lesson/cancel`,
    documented: false,
    input: z.object({ id: idSchema }),
    output: z.object({ id: idSchema }),
  }),
};
