import { z } from 'zod';
import { defineCall, edits, noInput, versionSchema } from '../../define.js';
import { fenSchema } from '../../money-schemas.js';
import { hundredths } from '../../number-schemas.js';

/**
 * 推广规则 (/promote, product 22). Rates are kept as basis points (1 % = 100), so a person types a percent with
 * at most two decimals and the upstream reckons commissions in whole fen (`feeAt`). Level 1 and level 2
 * together may not give away more than the order's amount.
 */
export const PROMOTER_SCOPES = [
  { value: 'all', label: '人人分销' },
  { value: 'approved', label: '指定分销' },
] as const;
export const PROMOTER_BINDINGS = [
  { value: 'first', label: '首次绑定' },
  { value: 'override', label: '覆盖绑定' },
] as const;

export const PROMOTER_RULE_LIMITS = {
  /** 100 % in basis points. */
  rateMax: 10_000,
  /** The shop's fee on a withdrawal: at most 20 %. */
  feeMax: 2_000,
  freezeDaysMax: 365,
  /** ¥10,000.00 */
  minWithdrawMax: 1_000_000,
} as const;

/** Percent text with at most two decimals as basis points (`'12.5'` → 1250); null when it is not one. */
export function percentToBasisPoints(text: string): number | null {
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Basis points as the percent a person reads (1250 → '12.5'). */
export function basisPointsToPercent(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const part = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return part ? `${whole}.${part}` : String(whole);
}

const rate = (label: string, max: number) =>
  hundredths(label, { min: 0, max, show: (v) => `${basisPointsToPercent(v)}%` });

export const promoterRuleFields = {
  /** 推广开关: off, nobody earns commission and the recruiting page is closed. */
  enabled: z.boolean({ error: '请选择是否开启推广' }),
  scope: z.enum(['all', 'approved'], { error: '请选择推广资格' }),
  binding: z.enum(['first', 'override'], { error: '请选择绑定关系' }),
  level1Rate: rate('一级佣金比例', PROMOTER_RULE_LIMITS.rateMax),
  level2Rate: rate('二级佣金比例', PROMOTER_RULE_LIMITS.rateMax),
  freezeDays: z
    .number({ error: '请输入冻结天数' })
    .int(`冻结天数应为 0 到 ${PROMOTER_RULE_LIMITS.freezeDaysMax} 之间的整数`)
    .min(0, `冻结天数应为 0 到 ${PROMOTER_RULE_LIMITS.freezeDaysMax} 之间的整数`)
    .max(PROMOTER_RULE_LIMITS.freezeDaysMax, `冻结天数应为 0 到 ${PROMOTER_RULE_LIMITS.freezeDaysMax} 之间的整数`),
  minWithdraw: fenSchema('最低提现金额', { max: PROMOTER_RULE_LIMITS.minWithdrawMax }),
  feeRate: rate('提现手续费', PROMOTER_RULE_LIMITS.feeMax),
};

export const RATE_SUM_MESSAGE = '一级佣金与二级佣金之和不能超过 100%';

/** Whether both levels' rates together stay within the order's amount. */
export function ratesWithinOrder(v: { level1Rate: number; level2Rate: number }): boolean {
  return v.level1Rate + v.level2Rate <= PROMOTER_RULE_LIMITS.rateMax;
}

export const promoterRuleSchema = z.object(promoterRuleFields);
export type PromoterRule = z.infer<typeof promoterRuleSchema>;

/** The rules as the upstream keeps them, with their version. */
export const promoterRuleRecord = promoterRuleSchema.extend({
  /** Advances on every save; a save made on an older one is refused (issue 28). */
  version: z.number().int(),
});

/** The rules as saved, on the version they were loaded at. */
export const promoterRuleInput = promoterRuleSchema
  .extend({ version: versionSchema.optional() })
  .superRefine((v, ctx) => {
    if (!ratesWithinOrder(v)) ctx.addIssue({ code: 'custom', message: RATE_SUM_MESSAGE, path: ['level2Rate'] });
  });

export const promoterRuleCalls = {
  get: defineCall({
    title: '推广规则',
    method: 'GET',
    path: '/ajax/promoter/rule',
    documented: false,
    input: noInput,
    output: promoterRuleRecord,
  }),
  save: defineCall({
    title: '保存推广规则',
    effect: edits('promoterRule.get'),
    method: 'POST',
    path: '/ajax/promoter/rule/save',
    documented: false,
    input: promoterRuleInput,
    output: promoterRuleRecord,
  }),
};
