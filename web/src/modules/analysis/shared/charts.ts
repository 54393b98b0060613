import { formatYuan } from '@console/contracts';
import type { EChartsCoreOption } from 'echarts/core';

/**
 * Chart options of the analysis screens. Money stays in fen in the data; axes and tooltips write it as yuan,
 * so no figure is divided for a chart. Colours, fonts and dark mode come from Chart.tsx.
 */
export interface Series {
  name: string;
  data: number[];
  money?: boolean;
  /** Drawn as bars on the right-hand axis (money beside counts). */
  bar?: boolean;
}

const money = (v: number) => formatYuan(Math.round(v));
const count = (v: number) => v.toLocaleString('zh-CN');

/** Lines over time (counts on the left), money as bars on a right-hand axis when some series is money. */
export function trendOption(labels: readonly string[], series: readonly Series[]): EChartsCoreOption {
  const right = series.some((s) => s.bar);
  const leftMoney = series.filter((s) => !s.bar).every((s) => s.money);
  return {
    legend: { top: 0, type: 'scroll' },
    grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      formatter: (items: Array<{ seriesName: string; value: number; axisValueLabel: string; marker: string }>) =>
        [
          items[0]?.axisValueLabel ?? '',
          ...items.map((i) => {
            const s = series.find((x) => x.name === i.seriesName);
            return `${i.marker}${i.seriesName}：${s?.money ? money(i.value) : count(i.value)}`;
          }),
        ].join('<br/>'),
    },
    xAxis: { type: 'category', data: labels, axisLabel: { hideOverlap: true } },
    yAxis: [
      { type: 'value', axisLabel: { formatter: leftMoney ? money : count } },
      ...(right ? [{ type: 'value', axisLabel: { formatter: money }, splitLine: { show: false } }] : []),
    ],
    series: series.map((s) => ({
      name: s.name,
      type: s.bar ? 'bar' : 'line',
      yAxisIndex: s.bar ? 1 : 0,
      smooth: true,
      showSymbol: labels.length <= 31,
      barMaxWidth: 16,
      data: s.data,
    })),
  };
}

/** Parts of a whole as a ring, the legend below so that it fits a phone. */
export function pieOption(
  name: string,
  items: ReadonlyArray<{ name: string; value: number }>,
  isMoney = false,
): EChartsCoreOption {
  return {
    tooltip: {
      trigger: 'item',
      formatter: (p: { name: string; value: number; percent: number }) =>
        `${p.name}：${isMoney ? money(p.value) : count(p.value)}（${p.percent}%）`,
    },
    legend: { bottom: 0, type: 'scroll' },
    series: [
      {
        name,
        type: 'pie',
        radius: ['40%', '68%'],
        center: ['50%', '45%'],
        avoidLabelOverlap: true,
        // Percentages inside the ring; the names are in the legend, which fits a phone where outside labels do not.
        label: { position: 'inside', formatter: '{d}%', fontSize: 11 },
        data: items.map((i) => ({ name: i.name, value: i.value })),
      },
    ],
  };
}

/** Horizontal bars, largest first at the top (a ranking, regions). */
export function barOption(labels: readonly string[], series: readonly Series[]): EChartsCoreOption {
  return {
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (items: Array<{ seriesName: string; value: number; name: string; marker: string }>) =>
        [
          items[0]?.name ?? '',
          ...items.map((i) => {
            const s = series.find((x) => x.name === i.seriesName);
            return `${i.marker}${i.seriesName}：${s?.money ? money(i.value) : count(i.value)}`;
          }),
        ].join('<br/>'),
    },
    xAxis: { type: 'value', axisLabel: { formatter: series.every((s) => s.money) ? money : count, hideOverlap: true } },
    yAxis: { type: 'category', data: [...labels].reverse(), axisLabel: { width: 96, overflow: 'truncate' } },
    series: series.map((s) => ({ name: s.name, type: 'bar', barMaxWidth: 14, data: [...s.data].reverse() })),
  };
}

/** 访客 → 下单 → 成交, each stage with how many of the previous went on (`rate`, as text). */
export function funnelOption(stages: ReadonlyArray<{ name: string; value: number; rate: string }>): EChartsCoreOption {
  return {
    tooltip: { trigger: 'item', formatter: (p: { name: string; value: number }) => `${p.name}：${count(p.value)}` },
    series: [
      {
        type: 'funnel',
        sort: 'none',
        left: '10%',
        width: '80%',
        top: 16,
        bottom: 16,
        minSize: '20%',
        label: {
          position: 'inside',
          formatter: (p: { name: string; value: number; dataIndex: number }) =>
            `${p.name} ${count(p.value)}${p.dataIndex > 0 ? `（${stages[p.dataIndex]?.rate ?? ''}）` : ''}`,
        },
        data: stages.map((s) => ({ name: s.name, value: s.value })),
      },
    ],
  };
}
