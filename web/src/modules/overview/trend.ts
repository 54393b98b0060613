import dayjs from 'dayjs';

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  value: number;
  label: string;
}

export interface ChartBox {
  width: number;
  height: number;
  top: number;
  bottom: number;
  side: number;
}

/** Day label of the x axis: 'MM-DD' for dates, the upstream's text otherwise. */
export function dayLabel(date: string): string {
  const d = dayjs(date);
  return d.isValid() ? d.format('MM-DD') : date;
}

/**
 * Lays out one bar per day in the box: equal slots, bars at most 48 units wide, heights scaled to the
 * largest value (an all-zero week draws flat bars rather than dividing by zero).
 */
export function layoutBars(points: ReadonlyArray<{ date: string; value: number }>, box: ChartBox): Bar[] {
  const max = Math.max(0, ...points.map((p) => p.value));
  const plot = box.height - box.top - box.bottom;
  const slot = points.length > 0 ? (box.width - 2 * box.side) / points.length : 0;
  const width = Math.min(48, slot * 0.5);
  return points.map((p, i) => {
    const height = max > 0 ? (Math.max(0, p.value) / max) * plot : 0;
    return {
      x: box.side + i * slot + (slot - width) / 2,
      y: box.height - box.bottom - height,
      width,
      height,
      value: p.value,
      label: dayLabel(p.date),
    };
  });
}
