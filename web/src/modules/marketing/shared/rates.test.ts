import { describe, expect, it } from 'vitest';
import { leftOver, toPercent, toRate } from './rates';

describe('odds', () => {
  it('turn percentages with two decimals into hundredths of a percent and back, exactly', () => {
    expect(toRate(12.5)).toBe(1250);
    expect(toRate(0.07)).toBe(7);
    expect(toRate(33.33)).toBe(3333);
    expect(toRate(null)).toBe(0);
    expect(toPercent(1250)).toBe(12.5);
  });

  it('keep a third decimal as a fraction of a hundredth, which the odds’ check refuses, never rounded', () => {
    expect(toRate(1.555)).toBe(155.5);
    expect(toPercent(155.5)).toBe(1.555);
    expect(toRate(1.1)).toBe(110);
  });

  it('say what is left for 未中奖', () => {
    expect(leftOver([1000, 2500])).toBe(6500);
    expect(leftOver([6000, 6000])).toBe(0);
  });
});
