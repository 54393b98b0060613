import { describe, expect, it } from 'vitest';
import { percentOf, signed } from './format';

describe('points formats', () => {
  it('writes basis points as a percentage with two decimals', () => {
    expect([percentOf(10_000), percentOf(5625), percentOf(1), percentOf(0)]).toEqual([
      '100.00%',
      '56.25%',
      '0.01%',
      '0.00%',
    ]);
  });

  it('signs changes of points', () => {
    expect([signed(30), signed(-800), signed(0)]).toEqual(['+30', '−800', '0']);
  });
});
