import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, divRound, feeAt, fenToYuan, formatYuan, yuanToFen } from './money.js';
import { yuanText } from './money-schemas.js';

describe('money', () => {
  it('reads yuan text into fen on the digits, never through floating point', () => {
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('0.29')).toBe(29);
    expect(yuanToFen('1234.5')).toBe(123450);
    expect(yuanToFen('19.99')).toBe(1999);
    expect(yuanToFen(' 8 ')).toBe(800);
    for (const bad of ['', '01', '1.234', '-1', '1e3', '１２', 'abc', '.5']) expect(yuanToFen(bad), bad).toBeNull();
  });

  it('writes fen as yuan with two decimals, and back', () => {
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(123450)).toBe('1234.50');
    expect(fenToYuan(-5)).toBe('-0.05');
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), (fen) => yuanToFen(fenToYuan(fen)) === fen));
  });

  it('formats amounts as people read them', () => {
    expect(formatYuan(123450)).toBe('¥1,234.50');
    expect(formatYuan(100)).toBe('¥1.00');
    expect(formatYuan(123456789)).toBe('¥1,234,567.89');
    expect(formatYuan(-500)).toBe('-¥5.00');
  });

  it('checks a typed amount with messages that name the field', () => {
    const price = yuanText('售价', { required: true, max: 100_00 });
    expect(price.safeParse('').error?.issues[0]?.message).toBe('请输入售价');
    expect(price.safeParse('1.234').error?.issues[0]?.message).toBe('售价最多两位小数');
    expect(price.safeParse('-5').error?.issues[0]?.message).toBe('售价不能为负数');
    expect(price.safeParse('abc').error?.issues[0]?.message).toBe('售价应为数字');
    expect(price.safeParse('0').error?.issues[0]?.message).toBe('售价不能为 0');
    expect(price.safeParse('100.01').error?.issues[0]?.message).toBe('售价不能超过 ¥100.00');
    expect(yuanText('优惠').parse('')).toBeUndefined();
  });

  it('divides whole amounts with half-up rounding, exactly', () => {
    expect(divRound(7, 2)).toBe(4);
    expect(divRound(5, 3)).toBe(2);
    expect(divRound(-7, 2)).toBe(-4);
    expect(divRound(0, 9)).toBe(0);
    expect(() => divRound(1, 0)).toThrow(RangeError);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 50 }), fc.integer({ min: 1, max: 1e6 }), (a, b) => {
        const q = divRound(a, b);
        // |a - q·b| ≤ b / 2, with ties going up: the defining property of half-up rounding.
        const r = a - q * b;
        return 2 * r < b && 2 * r >= -b;
      }),
    );
  });

  it('takes a fee at a rate in basis points, rounded to the fen', () => {
    expect(feeAt(10_000, 60)).toBe(60);
    expect(feeAt(12_345, 60)).toBe(74);
    expect(feeAt(8_333, 60)).toBe(50);
    expect(feeAt(0, 60)).toBe(0);
  });

  it('splits an amount over parts in proportion, adding up to the fen', () => {
    expect(allocate(10_000, [1, 1, 1])).toEqual([3334, 3333, 3333]);
    expect(allocate(999, [25_600, 5_990])).toEqual([810, 189]);
    expect(allocate(0, [1, 2])).toEqual([0, 0]);
    expect(allocate(5, [0, 0])).toEqual([5, 0]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.array(fc.integer({ min: 0, max: 1e6 }), { minLength: 1, maxLength: 8 }),
        (total, weights) => {
          const parts = allocate(total, weights);
          const sum = weights.reduce((s, w) => s + w, 0);
          return (
            parts.reduce((s, p) => s + p, 0) === total &&
            parts.every(
              (p, i) =>
                Number.isSafeInteger(p) &&
                p >= 0 &&
                (sum === 0 || Math.abs(p * sum - total * (weights[i] as number)) < sum),
            )
          );
        },
      ),
    );
  });
});
