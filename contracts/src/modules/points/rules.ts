import { z } from 'zod';
import { defineCall, edits, noInput, versionSchema } from '../../define.js';

/** A whole number of points between `min` and `max`, named in its message (签到第 1 天积分应为 0 到 1000 之间的整数). */
export function pointsInt(label: string, min: number, max: number) {
  const range = `${label}应为 ${min} 到 ${max} 之间的整数`;
  return z
    .number({ error: `请输入${label}` })
    .int(range)
    .min(min, range)
    .max(max, range);
}

/** 连续签到: points for day 1 to day 7 of a streak; from day 8 on, day 7's points are given every day. */
export const SIGN_IN_DAYS = 7;

/** Earning by what a member does once (完善资料) or repeatedly (分享, 评价, 邀请好友). */
export const POINTS_ACTIONS = [
  { key: 'profile', label: '完善资料' },
  { key: 'share', label: '分享课程或商品' },
  { key: 'review', label: '评价订单' },
  { key: 'invite', label: '邀请好友注册' },
] as const;
export type PointsActionKey = (typeof POINTS_ACTIONS)[number]['key'];

/** 积分有效期: never expire, cleared every 31 December (China time), or expire N days after they were earned. */
export const POINTS_VALIDITY = [
  { value: 'forever', label: '永久有效' },
  { value: 'yearly', label: '每年 12 月 31 日清零' },
  { value: 'days', label: '获得后指定天数内有效' },
] as const;
export type PointsValidity = (typeof POINTS_VALIDITY)[number]['value'];

/** One day's points of the sign-in streak. */
export const signInPointsSchema = pointsInt('签到积分', 0, 1000);

/** Each action's points, named by the action. */
export const actionPointsSchemas = Object.fromEntries(
  POINTS_ACTIONS.map((a) => [a.key, pointsInt(`${a.label}积分`, 0, 10_000)]),
) as Record<PointsActionKey, ReturnType<typeof pointsInt>>;

/**
 * The points rules' fields with their limits ([CRMEB] integral config): earning (sign-in streak, per yuan spent,
 * per action), deduction (how many points make one yuan, the share of an order they may pay, a minimum) and
 * validity. Percentages are whole percents (1–100) of the order's amount.
 */
export const pointsRuleFields = {
  signInEnabled: z.boolean(),
  signInDays: z
    .array(signInPointsSchema, { error: '请输入签到积分' })
    .length(SIGN_IN_DAYS, `请填写第 1 到第 ${SIGN_IN_DAYS} 天的签到积分`),
  orderEnabled: z.boolean(),
  orderPointsPerYuan: pointsInt('每消费 1 元获得积分', 1, 100),
  actions: z.object(actionPointsSchemas, { error: '请输入任务积分' }),
  deductEnabled: z.boolean(),
  deductPointsPerYuan: pointsInt('抵扣 1 元所需积分', 1, 10_000),
  deductMaxPercent: pointsInt('最高抵扣比例', 1, 100),
  deductMinPoints: pointsInt('最低使用积分', 0, 100_000),
  validity: z.enum(
    POINTS_VALIDITY.map((v) => v.value),
    { error: '请选择积分有效期' },
  ),
  validityDays: pointsInt('有效天数', 1, 3650),
};

export const pointsRuleSchema = z.object(pointsRuleFields);
export type PointsRule = z.infer<typeof pointsRuleSchema>;
/** The rules as saved, on the version they were loaded at. */
export const pointsRuleInput = pointsRuleSchema.extend({ version: versionSchema.optional() });
/** The rules as the upstream keeps them, with their version. */
export const pointsRuleRecord = pointsRuleSchema.extend({
  /** Advances on every save; a save made on an older one is refused (issue 28). */
  version: z.number().int(),
});

/** /points/rules: the points rules are one settings record, read and saved whole (inferred paths). */
export const pointsRuleCalls = {
  get: defineCall({
    title: '积分规则',
    method: 'GET',
    path: '/ajax/points/rule',
    documented: false,
    input: noInput,
    output: pointsRuleRecord,
  }),
  save: defineCall({
    title: '保存积分规则',
    effect: edits('pointsRule.get'),
    method: 'POST',
    path: '/ajax/points/rule/save',
    documented: false,
    input: pointsRuleInput,
    output: pointsRuleRecord,
  }),
};
