import type { KnowledgeDay } from '@console/contracts';
import type { EChartsCoreOption } from 'echarts/core';

export const SERIES = [
  { key: 'views', name: '浏览量' },
  { key: 'learners', name: '学习人数' },
  { key: 'completed', name: '完成人数' },
] as const;

/** The daily chart of a knowledge item: one line per figure over the chosen days (dates as MM-DD). */
export function knowledgeChart(days: readonly KnowledgeDay[]): EChartsCoreOption {
  return {
    legend: { top: 0 },
    xAxis: { type: 'category', data: days.map((d) => d.date.slice(5)), boundaryGap: false },
    yAxis: { type: 'value', minInterval: 1 },
    series: SERIES.map((s) => ({
      name: s.name,
      type: 'line',
      smooth: true,
      showSymbol: days.length <= 31,
      data: days.map((d) => d[s.key]),
    })),
  };
}

/** Whether the period has anything to draw. */
export const hasFigures = (days: readonly KnowledgeDay[]) => days.some((d) => d.views + d.learners + d.completed > 0);
