import { describe, expect, it } from 'vitest';
import { dropSlot, hoursOf, layoutDay, monthGrid, weekOf } from './timetable-layout';

describe('timetable layout', () => {
  it('finds the week from Monday and a month’s six weeks', () => {
    expect(weekOf('2026-11-26')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    const grid = monthGrid('2026-11');
    expect(grid).toHaveLength(42);
    expect(grid[0]).toBe('2026-10-26');
    expect(grid).toContain('2026-11-30');
  });

  it('puts overlapping lessons side by side and lets others take the whole width', () => {
    const lanes = layoutDay([
      { id: 1, start: 540, end: 630 },
      { id: 2, start: 570, end: 660 },
      { id: 3, start: 630, end: 700 },
      { id: 4, start: 720, end: 780 },
    ]);
    expect(lanes.get(1)).toEqual({ lane: 0, lanes: 2 });
    expect(lanes.get(2)).toEqual({ lane: 1, lanes: 2 });
    // Lesson 3 starts when lesson 1 ends: it reuses the first lane of the same group.
    expect(lanes.get(3)).toEqual({ lane: 0, lanes: 2 });
    expect(lanes.get(4)).toEqual({ lane: 0, lanes: 1 });
  });

  it('never gives two overlapping lessons the same lane', () => {
    const spans = Array.from({ length: 60 }, (_, i) => ({ id: i, start: 480 + ((i * 37) % 600), end: 0 })).map((s) => ({
      ...s,
      end: s.start + 45 + ((s.id * 13) % 60),
    }));
    const lanes = layoutDay(spans);
    for (const a of spans)
      for (const b of spans)
        if (a.id < b.id && a.start < b.end && b.start < a.end)
          expect(lanes.get(a.id)?.lane).not.toBe(lanes.get(b.id)?.lane);
  });

  it('shows 08:00–21:00 at least, and snaps a drop to 15 minutes inside those hours', () => {
    expect(hoursOf([{ id: 1, start: 450, end: 500 }])).toEqual({ from: 420, to: 1260 });
    const hours = { from: 480, to: 1260 };
    expect(dropSlot(92, 1, hours, 90)).toEqual({ startTime: '09:30', endTime: '11:00' });
    expect(dropSlot(-40, 1, hours, 60)).toEqual({ startTime: '08:00', endTime: '09:00' });
    expect(dropSlot(5000, 1, hours, 60)).toEqual({ startTime: '20:00', endTime: '21:00' });
  });
});
