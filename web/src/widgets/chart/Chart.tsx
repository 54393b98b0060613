import { Empty, Skeleton, theme } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';
import { usePageVisible } from '../../shell/context';
import { useSettings } from '../../shell/settings';

type ECharts = typeof import('./echarts')['echarts'];
let loading: Promise<ECharts> | undefined;
const loadECharts = () => (loading ??= import('./echarts').then((m) => m.echarts));

export interface ChartProps {
  /** The chart as ECharts describes it; colours, text and grid follow the console's theme unless it says. */
  option: EChartsCoreOption;
  height?: number;
  /** What the chart shows, in words: its accessible name (the data itself should also be in a table or text). */
  label: string;
  /** No data: the empty state instead of an empty chart. */
  empty?: boolean;
}

/**
 * A chart of the console (ECharts, loaded on first use): themed with the console's colour and dark mode,
 * resized with its box, readable on a phone. Data pages show their figures beside it as text or a table.
 */
export function Chart({ option, height = 300, label, empty }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [lib, setLib] = useState<ECharts | null>(null);
  const { token } = theme.useToken();
  const { dark } = useSettings();
  const visible = usePageVisible();

  useEffect(() => {
    let live = true;
    void loadECharts().then((e) => live && setLib(() => e));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!lib || !box.current || empty) return;
    const chart = lib.init(box.current, dark ? 'dark' : undefined, { renderer: 'svg' });
    chart.setOption({
      backgroundColor: 'transparent',
      color: [token.colorPrimary, token.colorSuccess, token.colorWarning, token.colorError, '#722ed1', '#13c2c2'],
      textStyle: { fontFamily: token.fontFamily, color: token.colorText },
      grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis' },
      ...option,
    });
    // Follows its box while its page is in front; a page behind another tab has no size to follow.
    const resize = visible ? new ResizeObserver(() => chart.resize()) : null;
    resize?.observe(box.current);
    return () => {
      resize?.disconnect();
      chart.dispose();
    };
  }, [lib, option, dark, empty, token, visible]);

  if (empty) return <Empty description="暂无数据" style={{ padding: 24 }} />;
  return (
    <div role="img" aria-label={label} style={{ position: 'relative', height }}>
      {lib ? null : <Skeleton.Node active style={{ width: '100%', height }} />}
      <div ref={box} style={{ position: 'absolute', inset: 0 }} />
    </div>
  );
}
