import { formatYuan, type Overview } from '@console/contracts';
import { Card, Empty, Segmented, theme } from 'antd';
import { useState } from 'react';
import { layoutBars } from './trend';

type Metric = 'visits' | 'orders' | 'income' | 'clues';
const METRICS: ReadonlyArray<{ value: Metric; label: string }> = [
  { value: 'visits', label: '访客' },
  { value: 'orders', label: '订单' },
  { value: 'income', label: '收入' },
  { value: 'clues', label: '线索' },
];
/** A bar's value as a person reads it: income in yuan (it comes in fen). */
const shown = (metric: Metric, value: number) => (metric === 'income' ? formatYuan(value) : String(value));

const BOX = { width: 700, height: 240, top: 24, bottom: 32, side: 16 };

/** The 7-day trend as a plain SVG bar chart: one metric at a time, each bar labelled with its value. */
export function TrendChart({ trend }: { trend: Overview['trend'] }) {
  const { token } = theme.useToken();
  const [metric, setMetric] = useState<Metric>('visits');
  const label = METRICS.find((m) => m.value === metric)?.label ?? '';
  const bars = layoutBars(
    trend.map((d) => ({ date: d.date, value: d[metric] })),
    BOX,
  );
  const summary = `近7日${label}：${bars.map((b) => `${b.label} ${shown(metric, b.value)}`).join('，')}`;

  return (
    <Card title="近7日趋势" extra={<Segmented<Metric> options={[...METRICS]} value={metric} onChange={setMetric} />}>
      {bars.length === 0 ? (
        <Empty description="暂无趋势数据" />
      ) : (
        <svg
          viewBox={`0 0 ${BOX.width} ${BOX.height}`}
          width="100%"
          role="img"
          aria-label={summary}
          style={{ display: 'block', maxHeight: 280 }}
        >
          <line
            x1={BOX.side}
            x2={BOX.width - BOX.side}
            y1={BOX.height - BOX.bottom}
            y2={BOX.height - BOX.bottom}
            stroke={token.colorBorder}
          />
          {bars.map((bar) => (
            <g key={bar.label}>
              <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={4} fill={token.colorPrimary}>
                <title>{`${bar.label} ${label} ${shown(metric, bar.value)}`}</title>
              </rect>
              <text x={bar.x + bar.width / 2} y={bar.y - 6} textAnchor="middle" fontSize={13} fill={token.colorText}>
                {shown(metric, bar.value)}
              </text>
              <text
                x={bar.x + bar.width / 2}
                y={BOX.height - BOX.bottom + 20}
                textAnchor="middle"
                fontSize={12}
                fill={token.colorTextSecondary}
              >
                {bar.label}
              </text>
            </g>
          ))}
        </svg>
      )}
    </Card>
  );
}
