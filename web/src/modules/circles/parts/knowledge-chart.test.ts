import { describe, expect, it } from 'vitest';
import { hasFigures, knowledgeChart } from './knowledge-chart';

const days = [
  { date: '2026-03-01', views: 10, learners: 4, completed: 1 },
  { date: '2026-03-02', views: 0, learners: 0, completed: 0 },
];

describe('knowledge chart', () => {
  it('draws one line per figure over the days', () => {
    const option = knowledgeChart(days) as {
      xAxis: { data: string[] };
      series: Array<{ name: string; data: number[] }>;
    };
    expect(option.xAxis.data).toEqual(['03-01', '03-02']);
    expect(option.series.map((s) => [s.name, s.data])).toEqual([
      ['浏览量', [10, 0]],
      ['学习人数', [4, 0]],
      ['完成人数', [1, 0]],
    ]);
  });

  it('has nothing to draw when every day is zero', () => {
    expect(hasFigures(days)).toBe(true);
    expect(hasFigures(days.slice(1))).toBe(false);
  });
});
