import { z } from 'zod';

/**
 * Lead statuses. The spec hides the values (section 4: "status values not shown"); these are the stages a
 * training institution's enrolment pipeline goes through. Integrators confirm them with the real API.
 */
export const CLUE_STATUS = {
  pending: 1,
  following: 2,
  invited: 3,
  visited: 4,
  enrolled: 5,
  invalid: 6,
} as const;
export const CLUE_STATUS_LABELS: Record<number, string> = {
  1: '待跟进',
  2: '跟进中',
  3: '已邀约',
  4: '已到访',
  5: '已成交',
  6: '无效',
};
export const clueStatusSchema = z.union(
  Object.values(CLUE_STATUS).map((v) => z.literal(v)) as [z.ZodLiteral<1>, ...z.ZodLiteral<number>[]],
);

/** The five lead lists of /enrollment; each has its recycle bin. */
export const CLUE_SCOPES = ['appointment', 'my', 'today', 'total', 'pool'] as const;
export const clueScopeSchema = z.enum(CLUE_SCOPES);

/** Shift (transfer) operation types for `shift/getListByOperationsType`. */
export const SHIFT_TYPES = { allocate: 1, shift: 2, claim: 3, returnToPool: 4 } as const;
export const SHIFT_TYPE_LABELS: Record<number, string> = { 1: '分配', 2: '转移', 3: '领取', 4: '退回公海' };

/** Sex as the lead form and the import template write it (0 unknown). */
export const CLUE_SEX_LABELS: Record<0 | 1 | 2, string> = { 0: '未知', 1: '男', 2: '女' };

export const tagRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const clueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  sex: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  source: z.number().int(),
  sourceName: z.string(),
  status: z.number().int(),
  tags: z.array(tagRefSchema),
  followUserId: z.number().int().nullable(),
  followUserName: z.string().nullable(),
  intention: z.string().nullish(),
  remark: z.string().nullish(),
  isPro: z.union([z.literal(0), z.literal(1)]).optional(),
  createTime: z.string(),
  lastFollowTime: z.string().nullable(),
  nextFollowTime: z.string().nullable(),
  recycled: z.boolean(),
  /** Advances on every change of the record; an edit made on an older one is refused (issue 28). */
  version: z.number().int(),
});
export type Clue = z.infer<typeof clueSchema>;

export const clueSourceSchema = z.object({ id: z.number().int(), name: z.string() });

export const tagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 0 for a first-level group, else the id of its group. */
  parentId: z.number().int(),
  sort: z.number().int().optional(),
  /** Advances on every change of the record; an edit made on an older one is refused (issue 28). */
  version: z.number().int(),
});
export const tagGroupSchema = tagSchema.extend({ children: z.array(tagSchema) });

export const followUserSchema = z.object({ id: z.number().int(), name: z.string(), phone: z.string().optional() });

export const clueRecordSchema = z.object({
  id: z.number().int(),
  clewId: z.number().int(),
  content: z.string(),
  userName: z.string(),
  createTime: z.string(),
  nextFollowTime: z.string().nullish(),
});

export const shiftRecordSchema = z.object({
  id: z.number().int(),
  clewId: z.number().int(),
  operationsType: z.number().int(),
  fromUserName: z.string().nullable(),
  toUserName: z.string().nullable(),
  reason: z.string().nullish(),
  operatorName: z.string(),
  createTime: z.string(),
});

export const importRecordSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  total: z.number().int(),
  success: z.number().int(),
  failed: z.number().int(),
  operatorName: z.string(),
  createTime: z.string(),
  clientType: z.number().int().optional(),
});

export const interactionSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  target: z.string(),
  createTime: z.string(),
});

/**
 * Lead settings (inferred: the spec names the settings page, not its fields). The pool rules a shop expects:
 * a followed lead that nobody follows up for `poolReturnDays` days goes back to the public pool (protected,
 * enrolled and invalid leads stay), and each account may claim at most `claimDailyLimit` leads a day from it.
 */
export const CLUE_SETTING_LIMITS = {
  poolReturnDays: { min: 1, max: 365 },
  claimDailyLimit: { min: 1, max: 1000 },
} as const;
const { poolReturnDays: days, claimDailyLimit: cap } = CLUE_SETTING_LIMITS;
export const clueSettingFields = {
  poolReturnEnabled: z.boolean(),
  poolReturnDays: z
    .number({ error: '请输入天数' })
    .int(`未跟进天数应为 ${days.min} 到 ${days.max} 之间的整数`)
    .min(days.min, `未跟进天数应为 ${days.min} 到 ${days.max} 之间的整数`)
    .max(days.max, `未跟进天数应为 ${days.min} 到 ${days.max} 之间的整数`),
  claimLimitEnabled: z.boolean(),
  claimDailyLimit: z
    .number({ error: '请输入每日领取上限' })
    .int(`每日领取上限应为 ${cap.min} 到 ${cap.max} 之间的整数`)
    .min(cap.min, `每日领取上限应为 ${cap.min} 到 ${cap.max} 之间的整数`)
    .max(cap.max, `每日领取上限应为 ${cap.min} 到 ${cap.max} 之间的整数`),
};
export const clueSettingSchema = z.object({
  ...clueSettingFields,
  /** Leads the signed-in account claimed from the pool today (China time). */
  claimedToday: z.number().int().min(0),
  /** Advances on every change of the record; an edit made on an older one is refused (issue 28). */
  version: z.number().int(),
});

/** A reason offered when a lead is shifted to another follow-up user (inferred). */
export const transferReasonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  /** Advances on every change of the record; an edit made on an older one is refused (issue 28). */
  version: z.number().int(),
});

/** A row the import could not take, with why: the client's validation or the server's. */
export const importFailureSchema = z.object({
  /** Row number in the file (the header is row 1). */
  row: z.number().int().min(1),
  name: z.string(),
  phone: z.string(),
  reason: z.string(),
});
