import { changeRatio, formatYuan, type Metric } from '@console/contracts';

/** How a figure reads: a count, money (fen), a rate in ‰, or a duration in seconds. */
export type FigureKind = 'count' | 'money' | 'permille' | 'seconds';

export function formatFigure(kind: FigureKind, v: number): string {
  switch (kind) {
    case 'count':
      return v.toLocaleString('zh-CN');
    case 'money':
      return formatYuan(v);
    case 'permille':
      return `${(v / 10).toFixed(1)}%`;
    case 'seconds':
      return v >= 60 ? `${Math.floor(v / 60)}分${v % 60}秒` : `${v}秒`;
  }
}

/** 环比 as text: '+12.5%', '-3.0%', '0.0%', or '—' when there was nothing to compare with. */
export function changeText(m: Metric): string {
  const r = changeRatio(m.value, m.previous);
  if (r === null) return '—';
  return `${r > 0 ? '+' : ''}${(r * 100).toFixed(1)}%`;
}

/** A share of a whole, as a percentage with one decimal ('0.0%' of nothing). */
export function shareText(part: number, whole: number): string {
  return whole === 0 ? '0.0%' : `${((part / whole) * 100).toFixed(1)}%`;
}
