import { fenToYuan } from '@console/contracts';
import { useMemo } from 'react';
import { Chart } from '../../../widgets/chart/Chart';
import type { CampaignStats } from './types';

/**
 * The daily chart of a campaign's days: a line per series; amounts (fen) are drawn in yuan on their own axis
 * on the right, so counts and money each read on their scale.
 */
export function DailyChart({ stats, label }: { stats: CampaignStats; label: string }) {
  const option = useMemo(() => {
    const money = stats.series.some((s) => s.unit === 'fen');
    return {
      legend: { top: 0 },
      xAxis: { type: 'category', data: stats.daily.map((d) => d.date.slice(5)), boundaryGap: false },
      yAxis: [
        { type: 'value', minInterval: 1 },
        ...(money ? [{ type: 'value', name: '元', axisLabel: { formatter: '{value}' } }] : []),
      ],
      series: stats.series.map((s) => ({
        name: s.label,
        type: 'line',
        smooth: true,
        showSymbol: false,
        yAxisIndex: s.unit === 'fen' ? 1 : 0,
        data: stats.daily.map((d) => {
          const v = d.values[s.key] ?? 0;
          return s.unit === 'fen' ? Number(fenToYuan(v)) : v;
        }),
      })),
    };
  }, [stats]);
  return <Chart option={option} label={label} empty={stats.daily.length === 0} height={280} />;
}
