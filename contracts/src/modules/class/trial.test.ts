import { describe, expect, it } from 'vitest';
import { classTrial } from './trial.js';

/** The messages of the trial course's cross-field rules that the values break. */
const broken = (values: Record<string, unknown>) =>
  classTrial.rules.filter((r) => !r.test(values)).map((r) => `${r.path}:${r.message}`);

describe('trial course rules', () => {
  it('keep the trial price at most the regular price, free included', () => {
    expect(broken({ price: 9900, trialPrice: 9900 })).toEqual([]);
    expect(broken({ price: 9900, trialPrice: 0 })).toEqual([]);
    expect(broken({ price: 9900, trialPrice: 9901 })).toEqual(['trialPrice:体验价不能高于原价']);
  });

  it('end the validity window on or after its start', () => {
    expect(broken({ validFrom: '2030-03-10', validTo: '2030-03-10' })).toEqual([]);
    expect(broken({ validFrom: '2030-03-10', validTo: '2030-03-09' })).toEqual(['validTo:结束日期不能早于开始日期']);
  });

  it('leave a missing value to its own required message', () => {
    expect(broken({ trialPrice: 100 })).toEqual([]);
    expect(broken({ validTo: '2030-03-01' })).toEqual([]);
  });
});
