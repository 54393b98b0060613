import { describe, expect, it } from 'vitest';
import { comparedWith, presetRange, readRange, writeRange } from './range';

const TODAY = '2025-06-15';

describe('analysis range', () => {
  it('counts presets back from today', () => {
    expect(presetRange('today', TODAY)).toEqual({ startDate: TODAY, endDate: TODAY });
    expect(presetRange('yesterday', TODAY)).toEqual({ startDate: '2025-06-14', endDate: '2025-06-14' });
    expect(presetRange('last7', TODAY)).toEqual({ startDate: '2025-06-09', endDate: TODAY });
    expect(presetRange('last30', TODAY)).toEqual({ startDate: '2025-05-17', endDate: TODAY });
    expect(presetRange('month', TODAY)).toEqual({ startDate: '2025-06-01', endDate: TODAY });
  });

  it('reads a custom range the contract accepts, and 近7天 for anything else', () => {
    const custom = new URLSearchParams('preset=custom&startDate=2025-03-01&endDate=2025-03-31');
    expect(readRange(custom, TODAY)).toEqual({ preset: 'custom', startDate: '2025-03-01', endDate: '2025-03-31' });
    expect(readRange(writeRange(readRange(custom, TODAY)), TODAY)).toEqual(readRange(custom, TODAY));
    const last7 = { preset: 'last7', startDate: '2025-06-09', endDate: TODAY };
    for (const bad of [
      'preset=custom&startDate=2025-03-31&endDate=2025-03-01',
      'preset=custom&startDate=2023-01-01&endDate=2025-03-01',
      'preset=custom&startDate=2025-03-01',
      'preset=decade',
      '',
    ])
      expect(readRange(new URLSearchParams(bad), TODAY)).toEqual(last7);
    expect(writeRange(readRange(new URLSearchParams(''), TODAY)).toString()).toBe('');
  });

  it('names the previous period of the same length', () => {
    expect(comparedWith({ startDate: '2025-06-09', endDate: '2025-06-15' })).toBe('2025-06-02 至 2025-06-08');
    expect(comparedWith({ startDate: TODAY, endDate: TODAY })).toBe('2025-06-14');
  });
});
