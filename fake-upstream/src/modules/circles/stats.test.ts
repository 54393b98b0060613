import { describe, expect, it } from 'vitest';
import { DAY_MS, formatDate, startOfDay } from '../../util/time.js';
import { HISTORY_DAYS, knowledgeSeries, lastDays, totalsOf } from './stats.js';

const NOW = Date.UTC(2026, 2, 10, 6, 0, 0);

describe('knowledge figures', () => {
  it('start the day after publication and read the same on every call', () => {
    const series = knowledgeSeries(7, NOW - 20 * DAY_MS, NOW);
    expect(series).toHaveLength(20);
    expect(series[0]?.date).toBe(formatDate(startOfDay(NOW - 19 * DAY_MS)));
    expect(series.at(-1)?.date).toBe(formatDate(NOW));
    expect(knowledgeSeries(7, NOW - 20 * DAY_MS, NOW)).toEqual(series);
    // A day's figures do not change when later days are added.
    expect(knowledgeSeries(7, NOW - 20 * DAY_MS, NOW + DAY_MS).slice(0, 19)).toEqual(series.slice(0, 19));
  });

  it('have learners among viewers and completions among learners; nothing for an item published today', () => {
    for (const d of knowledgeSeries(3, NOW - 200 * DAY_MS, NOW)) {
      expect(d.learners).toBeLessThanOrEqual(d.views);
      expect(d.completed).toBeLessThanOrEqual(d.learners);
    }
    expect(knowledgeSeries(3, NOW - 1000, NOW)).toEqual([]);
    expect(knowledgeSeries(3, NOW - 800 * DAY_MS, NOW)).toHaveLength(HISTORY_DAYS);
  });

  it('total the views, learners and completions with the completion rate in percent', () => {
    const days = [
      { date: '2026-03-01', views: 10, learners: 4, completed: 1 },
      { date: '2026-03-02', views: 20, learners: 8, completed: 5 },
    ];
    expect(totalsOf(days)).toEqual({ views: 30, learners: 12, completed: 6, completionRate: 50 });
    expect(totalsOf([])).toEqual({ views: 0, learners: 0, completed: 0, completionRate: 0 });
  });

  it('give the last n days with zeros before publication', () => {
    const series = knowledgeSeries(5, NOW - 3 * DAY_MS, NOW);
    const week = lastDays(series, 7, NOW);
    expect(week).toHaveLength(7);
    expect(week.slice(0, 4).every((d) => d.views === 0 && d.learners === 0)).toBe(true);
    expect(week.slice(4)).toEqual(series);
  });
});
