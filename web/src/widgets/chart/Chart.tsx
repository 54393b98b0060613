import { Empty, Skeleton, theme } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';
import { usePageVisible } from '../../shell/context';
import { useSettings } from '../../shell/settings';

type ECharts = typeof import('./echarts')['echarts'];
let loading: Promise<ECharts> | undefined;
const loadECharts = () => (loading ??= import('./echarts').then((m) => m.echarts));

/** The chart drawn in a box, what it was last given, and the box's size it was last drawn at. */
interface HeldChart {
  chart: ReturnType<ECharts['init']>;
  el: HTMLElement;
  dark: boolean;
  option?: EChartsCoreOption;
  token?: unknown;
  width: number;
  height: number;
}

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
  const held = useRef<HeldChart | null>(null);

  useEffect(() => {
    let live = true;
    void loadECharts().then((e) => live && setLib(() => e));
    return () => {
      live = false;
    };
  }, []);

  // The chart is set up once and kept while its element is in the document: a page hidden behind another tab
  // (React's Activity stops its effects) finds it as it was when shown again, and draws it again only when what
  // it shows changed. Resized only when its box's size really changed: showing a kept page again reconnects the
  // observer, whose first answer is the size the chart already has.
  useEffect(() => {
    if (!lib || !box.current || empty) return;
    const el = box.current;
    let kept = held.current;
    if (!kept || kept.el !== el || kept.dark !== dark) {
      kept?.chart.dispose();
      const chart = lib.init(el, dark ? 'dark' : undefined, { renderer: 'svg' });
      // The box has no padding or border: its rectangle is the content size the observer reports.
      const { width, height } = el.getBoundingClientRect();
      kept = { chart, el, dark, width, height };
      held.current = kept;
    }
    const shown = kept;
    if (shown.option !== option || shown.token !== token) {
      shown.chart.setOption(
        {
          backgroundColor: 'transparent',
          color: [token.colorPrimary, token.colorSuccess, token.colorWarning, token.colorError, '#722ed1', '#13c2c2'],
          textStyle: { fontFamily: token.fontFamily, color: token.colorText },
          grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
          tooltip: { trigger: 'axis' },
          ...option,
        },
        { notMerge: true },
      );
      shown.option = option;
      shown.token = token;
    }
    // Follows its box while its page is in front; a page behind another tab has no size to follow.
    const resize = visible
      ? new ResizeObserver(([entry]) => {
          if (!entry) return;
          const { width, height } = entry.contentRect;
          if (width === shown.width && height === shown.height) return;
          shown.width = width;
          shown.height = height;
          shown.chart.resize();
        })
      : null;
    resize?.observe(el);
    return () => {
      resize?.disconnect();
      // Gone from the document (unmounted, or no data to show): the chart goes too. Hidden, it stays.
      if (el.isConnected) return;
      shown.chart.dispose();
      if (held.current === shown) held.current = null;
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
