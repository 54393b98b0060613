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

  it('reads a custom range the contract accepts, and 近7天 for anything else, saying why', () => {
    const custom = new URLSearchParams('preset=custom&startDate=2025-03-01&endDate=2025-03-31');
    expect(readRange(custom, TODAY)).toEqual({ preset: 'custom', startDate: '2025-03-01', endDate: '2025-03-31' });
    expect(readRange(writeRange(readRange(custom, TODAY)), TODAY)).toEqual(readRange(custom, TODAY));
    const last7 = { preset: 'last7', startDate: '2025-06-09', endDate: TODAY };
    const cases: Array<[string, string]> = [
      [
        'preset=custom&startDate=2025-03-31&endDate=2025-03-01',
        '地址中的自定义时间 2025-03-31 至 2025-03-01 无效（结束日期不能早于开始日期），已显示近7天的数据',
      ],
      [
        'preset=custom&startDate=2023-01-01&endDate=2025-03-01',
        '地址中的自定义时间 2023-01-01 至 2025-03-01 无效（时间范围不能超过 366 天），已显示近7天的数据',
      ],
      [
        'preset=custom&startDate=2025-02-30&endDate=2025-03-01',
        '地址中的自定义时间 2025-02-30 至 2025-03-01 无效（日期不存在，请检查年月日），已显示近7天的数据',
      ],
      ['preset=custom&startDate=2025-03-01', '地址中的自定义时间不完整，已显示近7天的数据'],
      ['preset=decade', '地址中的时间范围「decade」无效，已显示近7天的数据'],
    ];
    for (const [bad, refused] of cases)
      expect(readRange(new URLSearchParams(bad), TODAY)).toEqual({ ...last7, refused });
    expect(readRange(new URLSearchParams(''), TODAY)).toEqual(last7);
    expect(writeRange(readRange(new URLSearchParams(''), TODAY)).toString()).toBe('');
  });

  it('names the period compared with: as many days before, or the same days of last month for 本月', () => {
    expect(comparedWith({ startDate: '2025-06-09', endDate: '2025-06-15' })).toBe('2025-06-02 至 2025-06-08');
    expect(comparedWith({ startDate: TODAY, endDate: TODAY })).toBe('2025-06-14');
    expect(comparedWith(presetRange('month', TODAY))).toBe('2025-05-01 至 2025-05-15');
  });
});
