import { describe, expect, it } from 'vitest';
import { dayLabel, layoutBars } from './trend';

const box = { width: 700, height: 240, top: 24, bottom: 32, side: 16 };

describe('overview trend layout', () => {
  it('scales bars to the largest value and sits them on the baseline', () => {
    const bars = layoutBars(
      [
        { date: '2025-03-01', value: 50 },
        { date: '2025-03-02', value: 100 },
      ],
      box,
    );
    const plot = box.height - box.top - box.bottom;
    expect(bars[1]?.height).toBe(plot);
    expect(bars[0]?.height).toBe(plot / 2);
    for (const bar of bars) expect(bar.y + bar.height).toBe(box.height - box.bottom);
    expect(bars.map((b) => b.label)).toEqual(['03-01', '03-02']);
  });

  it('draws an all-zero week flat instead of dividing by zero', () => {
    const bars = layoutBars([{ date: '2025-03-01', value: 0 }], box);
    expect(bars[0]?.height).toBe(0);
    expect(Number.isFinite(bars[0]?.x)).toBe(true);
  });

  it('keeps a label the upstream sent that is not a date', () => {
    expect(dayLabel('周一')).toBe('周一');
  });
});
