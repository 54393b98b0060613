import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hundredths, wholeNumber } from './number-schemas.js';
import { decimalTextProblem, shiftDecimal } from './numbers.js';
import { allResources } from './registry.js';
import { f } from './resource-fields.js';

const messageOf = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.error?.issues[0]?.message;

describe('numbers as people type them', () => {
  it('refuses a fraction in a whole number, naming what is wrong, never rounding it', () => {
    const capacity = wholeNumber('班级容量', { min: 1, max: 200 });
    expect(messageOf(capacity.safeParse(1.555))).toBe('班级容量请输入整数');
    expect(messageOf(capacity.safeParse(0))).toBe('班级容量不能小于 1');
    expect(messageOf(capacity.safeParse(201))).toBe('班级容量不能大于 200');
    expect(messageOf(capacity.safeParse(undefined))).toBe('请输入班级容量');
    expect(messageOf(capacity.safeParse(Number.NaN))).toBe('班级容量应为数字');
    expect(messageOf(wholeNumber('每节扣课时', { min: 0, max: 10 }).safeParse(-1))).toBe('每节扣课时不能为负数');
    expect(capacity.parse(12)).toBe(12);
  });

  it('refuses a third decimal of odds kept in hundredths', () => {
    const rate = hundredths('中奖概率', { min: 0, max: 10_000, show: (v) => `${v / 100}%` });
    expect(messageOf(rate.safeParse(shiftDecimal(1.555, 2)))).toBe('中奖概率最多两位小数');
    expect(messageOf(rate.safeParse(10_001))).toBe('中奖概率不能大于 100%');
    expect(rate.parse(shiftDecimal(1.55, 2))).toBe(155);
  });

  it('says what is wrong with a typed decimal: the sign, the decimals, or not a number', () => {
    expect(decimalTextProblem('', '一级佣金比例', 2)).toBe('请输入一级佣金比例');
    expect(decimalTextProblem('-5', '一级佣金比例', 2)).toBe('一级佣金比例不能为负数');
    expect(decimalTextProblem('1.234', '一级佣金比例', 2)).toBe('一级佣金比例最多两位小数');
    expect(decimalTextProblem('1.5', '人数', 0)).toBe('人数请输入整数');
    expect(decimalTextProblem('五', '售价', 2)).toBe('售价应为数字');
    expect(decimalTextProblem('01', '售价', 2)).toBe('请输入正确的售价');
    expect(decimalTextProblem(' 12.50 ', '售价', 2)).toBeNull();
  });

  it('shifts the decimal point on the digits, exactly, both ways', () => {
    expect(shiftDecimal(1.1, 2)).toBe(110);
    expect(shiftDecimal(19.99, 2)).toBe(1999);
    expect(shiftDecimal(1.555, 2)).toBe(155.5);
    expect(shiftDecimal(-5, 2)).toBe(-500);
    expect(shiftDecimal(1999, -2)).toBe(19.99);
    expect(shiftDecimal(5, -2)).toBe(0.05);
    expect(shiftDecimal(199.9, -2)).toBe(1.999);
    expect(Number.isNaN(shiftDecimal(Number.NaN, 2))).toBe(true);
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => shiftDecimal(shiftDecimal(n, -2), 2) === n));
  });
});

describe('every number field of every resource', () => {
  it('refuses a fraction with 请输入整数 and a negative with its sign or its limit, never rounding', () => {
    const numbers = allResources.flatMap((r) =>
      Object.entries(r.fields)
        .filter(([, d]) => d.meta.kind === 'number' && !d.readOnly)
        .map(([name, d]) => ({ where: `${r.name}.${name}`, d })),
    );
    expect(numbers.length).toBeGreaterThan(20);
    for (const { where, d } of numbers) {
      const min = d.meta.min ?? 0;
      const fraction = min + 0.555;
      expect(messageOf(d.input.safeParse(fraction)), where).toBe(`${d.meta.label}请输入整数`);
      expect(messageOf(d.input.safeParse(min - 1)), where).toMatch(
        new RegExp(`^${d.meta.label}(不能为负数|不能小于 ${min})$`),
      );
    }
  });

  it('names the sign of a negative price, in the call and as typed', () => {
    const price = f.price('体验价', { required: true });
    expect(messageOf(price.input.safeParse(-500))).toBe('体验价不能为负数');
    expect(messageOf(price.input.safeParse(0))).toBe('体验价不能为 0');
    expect(messageOf(price.input.safeParse(199.9))).toBe('体验价应以分为单位的整数');
  });
});
