import { basisPointsToPercent, percentToBasisPoints, RATE_SUM_MESSAGE } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { draftToRule, type RuleDraft, rateProblem, ruleToDraft } from './rule-draft';

const draft: RuleDraft = {
  enabled: true,
  scope: 'approved',
  binding: 'first',
  level1Rate: '12.5',
  level2Rate: '5',
  freezeDays: 7,
  minWithdraw: '10.00',
  feeRate: '1',
};

describe('percent as basis points', () => {
  it('reads at most two decimals and writes them back without trailing zeros', () => {
    expect(percentToBasisPoints('12.5')).toBe(1250);
    expect(percentToBasisPoints('0.05')).toBe(5);
    expect(percentToBasisPoints('100')).toBe(10_000);
    expect(percentToBasisPoints('1.234')).toBeNull();
    expect(percentToBasisPoints('-1')).toBeNull();
    expect(percentToBasisPoints('abc')).toBeNull();
    expect(basisPointsToPercent(1250)).toBe('12.5');
    expect(basisPointsToPercent(5)).toBe('0.05');
    expect(basisPointsToPercent(10_000)).toBe('100');
  });
});

describe('rateProblem', () => {
  it('names the field in every message', () => {
    expect(rateProblem('level1Rate', '')).toBe('请输入一级佣金比例');
    expect(rateProblem('level1Rate', '1.234')).toBe('一级佣金比例最多两位小数');
    expect(rateProblem('level1Rate', '-5')).toBe('一级佣金比例不能为负数');
    expect(rateProblem('level1Rate', '五')).toBe('一级佣金比例应为数字');
    expect(rateProblem('level1Rate', '1000')).toBe('一级佣金比例不能大于 100%');
    expect(rateProblem('level2Rate', '101')).toBe('二级佣金比例不能大于 100%');
    expect(rateProblem('feeRate', '25')).toBe('提现手续费不能大于 20%');
    expect(rateProblem('feeRate', '0.6')).toBeNull();
  });
});

describe('draftToRule', () => {
  it('carries rates in basis points and the minimum in fen', () => {
    expect(draftToRule(draft)).toEqual({
      ok: true,
      rule: { ...draft, level1Rate: 1250, level2Rate: 500, minWithdraw: 1000, feeRate: 100 },
    });
  });
  it('refuses levels that give away more than the order, on the second level', () => {
    expect(draftToRule({ ...draft, level1Rate: '60', level2Rate: '40.01' })).toEqual({
      ok: false,
      field: 'level2Rate',
      message: RATE_SUM_MESSAGE,
    });
    expect(draftToRule({ ...draft, level1Rate: '60', level2Rate: '40' }).ok).toBe(true);
  });
  it('refuses a minimum withdrawal of nothing, and round-trips a saved rule', () => {
    expect(draftToRule({ ...draft, minWithdraw: '0' })).toMatchObject({ ok: false, field: 'minWithdraw' });
    const saved = draftToRule(draft);
    if (saved.ok) expect(ruleToDraft(saved.rule)).toEqual(draft);
  });
});
