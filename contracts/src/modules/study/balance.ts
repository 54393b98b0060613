import { z } from 'zod';
import { defineCall, edits, idSchema, noInput, versionSchema } from '../../define.js';
import { fenSchema } from '../../money-schemas.js';
import { paged, pageQuery } from '../../paging.js';
import { ADJUST_KINDS, BALANCE_STATUS, CHARGE_TYPES, LOG_KINDS } from './enums.js';
import { dayText, sayText } from './refs.js';

const balanceStatus = z.literal(
  BALANCE_STATUS.map((s) => s.value),
  { error: '请选择课程状态' },
);

/** 学员课时: what a student holds of one course. */
export const balanceSchema = z.object({
  id: idSchema,
  studentId: idSchema,
  studentName: z.string(),
  courseId: idSchema,
  courseName: z.string(),
  chargeType: z.literal(CHARGE_TYPES.map((c) => c.value)),
  bought: z.number().int(),
  given: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
  /** 剩余学费, fen. */
  remainingFee: z.number().int(),
  status: balanceStatus,
  updateDate: z.string(),
  /** Advances on every change of the balance (a roll call, an adjustment, a status); a status set on an older one is refused. */
  version: z.number().int(),
});
export type BalanceRow = z.infer<typeof balanceSchema>;

/** One line of the consumption log: a change of a balance, signed, and why. */
export const balanceLogSchema = z.object({
  id: idSchema,
  studentId: idSchema,
  studentName: z.string(),
  courseId: idSchema,
  courseName: z.string(),
  kind: z.literal(LOG_KINDS.map((k) => k.value)),
  /** Change of the lessons left. */
  lessons: z.number().int(),
  /** Change of the fee left, fen (课消金额 of a roll call is its negative). */
  amount: z.number().int(),
  leftAfter: z.number().int(),
  lessonId: idSchema.nullable(),
  lessonDate: z.string(),
  reason: z.string(),
  operator: z.string(),
  createTime: z.string(),
});
export type BalanceLog = z.infer<typeof balanceLogSchema>;

export const adjustInput = z
  .object({
    studentId: z.number({ error: '请选择学员' }).int().positive('请选择学员'),
    courseId: z.number({ error: '请选择课程' }).int().positive('请选择课程'),
    kind: z.enum(ADJUST_KINDS.map((k) => k.value) as ['buy', 'give', 'correct'], { error: '请选择调整方式' }),
    lessons: z
      .number({ error: '请输入课时数' })
      .int('课时数应为整数')
      .min(-1000, '课时数不能小于 -1000')
      .max(1000, '课时数不能大于 1000'),
    /** What was paid (a purchase) or what the corrected lessons are worth, fen. */
    amount: fenSchema('金额', { allowZero: true, max: 100_000_000 }).optional(),
    reason: sayText('调整原因', 100),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.kind !== 'correct' && v.lessons < 1) issue('lessons', '课时数应大于 0');
    if (v.kind === 'correct' && v.lessons === 0) issue('lessons', '修正课时不能为 0');
    if (v.kind === 'buy' && v.amount === undefined) issue('amount', '请输入实收金额');
  });

const balanceFilters = {
  keyword: z.string().trim().max(50, '关键词不能超过 50 个字').optional(),
  studentId: idSchema.optional(),
  courseId: idSchema.optional(),
  status: balanceStatus.optional(),
  /** Only holdings with this many lessons left or fewer (课时预警). */
  maxLeft: z.number().int().min(-1000).max(1000).optional(),
};

const P = '/ajax/study/';

/** 学员课时: balances, hand adjustments with a reason, the course status, and the consumption log. */
export const balanceCalls = {
  list: defineCall({
    title: '学员课时',
    method: 'GET',
    path: `${P}lessonBalances`,
    documented: false,
    input: pageQuery.extend(balanceFilters),
    output: paged(balanceSchema),
  }),
  adjust: defineCall({
    title: '调整课时',
    effect: 'acts',
    method: 'POST',
    path: `${P}lessonBalance/adjust`,
    documented: false,
    input: adjustInput,
    output: balanceSchema,
  }),
  setStatus: defineCall({
    title: '修改课程状态',
    effect: edits('studyBalance.list'),
    method: 'POST',
    path: `${P}lessonBalance/status`,
    documented: false,
    input: z.object({ id: idSchema, status: balanceStatus, version: versionSchema.optional() }),
    output: balanceSchema,
  }),
  logs: defineCall({
    title: '课消记录',
    method: 'GET',
    path: `${P}lessonLogs`,
    documented: false,
    input: pageQuery.extend({
      studentId: idSchema.optional(),
      courseId: idSchema.optional(),
      kind: z.literal(LOG_KINDS.map((k) => k.value)).optional(),
      startDate: dayText.optional(),
      endDate: dayText.optional(),
    }),
    output: paged(balanceLogSchema),
  }),
};

/** The study centre's own settings. */
export const studySettingSchema = z.object({
  /** Whether roll call and corrections may take a balance below zero (欠课). */
  allowNegative: z.boolean(),
  /** Days scheduling skips when asked. */
  holidays: z.array(z.string()),
  /** Advances on every save; a save made on an older one is refused (issue 28). */
  version: z.number().int(),
  /** When they were last saved (absent until the first save), which the conflict dialog names. */
  updateTime: z.string().optional(),
});

export const settingCalls = {
  get: defineCall({
    title: '教务设置',
    method: 'GET',
    path: `${P}setting`,
    documented: false,
    input: noInput,
    output: studySettingSchema,
  }),
  save: defineCall({
    title: '保存教务设置',
    effect: edits('studySetting.get'),
    method: 'POST',
    path: `${P}setting/save`,
    documented: false,
    input: z.object({
      allowNegative: z.boolean({ error: '请选择是否允许欠课' }),
      holidays: z.array(dayText).max(200, '节假日最多 200 天'),
      version: versionSchema.optional(),
    }),
    output: studySettingSchema,
  }),
};
