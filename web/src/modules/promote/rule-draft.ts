import {
  basisPointsToPercent,
  decimalTextProblem,
  fenToYuan,
  PROMOTER_RULE_LIMITS,
  type PromoterRule,
  percentToBasisPoints,
  promoterRuleFields,
  promoterRuleInput,
  shiftDecimal,
  yuanText,
} from '@console/contracts';

/** The rules as the form holds them: rates as percent text, the minimum withdrawal as yuan text. */
export interface RuleDraft {
  enabled: boolean;
  scope: PromoterRule['scope'];
  binding: PromoterRule['binding'];
  level1Rate: string;
  level2Rate: string;
  freezeDays: number | null;
  minWithdraw: string;
  feeRate: string;
}

type RateField = 'level1Rate' | 'level2Rate' | 'feeRate';
export const RATE_LABELS: Record<RateField, string> = {
  level1Rate: '一级佣金比例',
  level2Rate: '二级佣金比例',
  feeRate: '提现手续费',
};

export function ruleToDraft(rule: PromoterRule): RuleDraft {
  return {
    ...rule,
    level1Rate: basisPointsToPercent(rule.level1Rate),
    level2Rate: basisPointsToPercent(rule.level2Rate),
    feeRate: basisPointsToPercent(rule.feeRate),
    minWithdraw: fenToYuan(rule.minWithdraw),
  };
}

/** Why a rate's percent text is refused, or null: typed, a number with at most two decimals, within its limit. */
export function rateProblem(field: RateField, text: string): string | null {
  const problem = decimalTextProblem(text, RATE_LABELS[field], 2);
  if (problem) return problem;
  // A plain number the percent reader does not take (over 999) is still refused by the field's own limit.
  const bp = percentToBasisPoints(text) ?? shiftDecimal(Number(text.trim()), 2);
  const checked = promoterRuleFields[field].safeParse(bp);
  return checked.success ? null : (checked.error.issues[0]?.message ?? `请输入正确的${RATE_LABELS[field]}`);
}

export const minWithdrawText = yuanText('最低提现金额', { required: true, max: PROMOTER_RULE_LIMITS.minWithdrawMax });

/**
 * The call's input from the draft, checked by the contract (the rates' sum included): the rules, or the first
 * problem on its field.
 */
export function draftToRule(
  d: RuleDraft,
): { ok: true; rule: PromoterRule } | { ok: false; field: string; message: string } {
  const input = {
    enabled: d.enabled,
    scope: d.scope,
    binding: d.binding,
    level1Rate: percentToBasisPoints(d.level1Rate),
    level2Rate: percentToBasisPoints(d.level2Rate),
    freezeDays: d.freezeDays,
    minWithdraw: minWithdrawText.safeParse(d.minWithdraw).data,
    feeRate: percentToBasisPoints(d.feeRate),
  };
  const checked = promoterRuleInput.safeParse(input);
  if (checked.success) return { ok: true, rule: checked.data };
  const issue = checked.error.issues[0];
  return { ok: false, field: String(issue?.path[0] ?? ''), message: issue?.message ?? '请检查推广规则' };
}
