import type { KnowledgeDay } from '@console/contracts';
import { Rng } from '../../util/random.js';
import { DAY_MS, formatDate, startOfDay } from '../../util/time.js';

/** How far back a knowledge item's daily figures go. */
export const HISTORY_DAYS = 365;

/**
 * A knowledge item's daily figures from the day after it was published up to today (today's so far): views
 * fall off after publication and rise at weekends; some viewers become learners, some learners finish. Each
 * day's figures depend only on the item and the day, so they read the same on every start and every call.
 */
export function knowledgeSeries(id: number, publishedAt: number, now: number): KnowledgeDay[] {
  const published = startOfDay(publishedAt);
  const today = startOfDay(now);
  const popularity = 0.4 + new Rng(id * 7919 + 13).next() * 1.2;
  const out: KnowledgeDay[] = [];
  for (let day = Math.max(published + DAY_MS, today - (HISTORY_DAYS - 1) * DAY_MS); day <= today; day += DAY_MS) {
    const rng = new Rng(id * 100_003 + Math.round((day - published) / DAY_MS));
    const age = (day - published) / DAY_MS;
    const weekday = new Date(day + 8 * 3_600_000).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 1.4 : 1;
    const part = day === today ? (now - today) / DAY_MS : 1;
    const views = Math.round(popularity * (6 + 48 * Math.exp(-age / 45)) * weekend * (0.6 + rng.next() * 0.8) * part);
    const learners = Math.round(views * (0.3 + rng.next() * 0.2));
    const completed = Math.round(learners * (0.4 + rng.next() * 0.35));
    out.push({ date: formatDate(day), views, learners, completed });
  }
  return out;
}

export interface KnowledgeTotals {
  views: number;
  learners: number;
  completed: number;
  /** Completed of learners, percent with one decimal. */
  completionRate: number;
}

export function totalsOf(days: readonly KnowledgeDay[]): KnowledgeTotals {
  const sum = (k: 'views' | 'learners' | 'completed') => days.reduce((s, d) => s + d[k], 0);
  const [views, learners, completed] = [sum('views'), sum('learners'), sum('completed')];
  return { views, learners, completed, completionRate: learners ? Math.round((completed / learners) * 1000) / 10 : 0 };
}

/** The last `n` days up to today, each with its figures or zeros (before publication). */
export function lastDays(series: readonly KnowledgeDay[], n: number, now: number): KnowledgeDay[] {
  const byDate = new Map(series.map((d) => [d.date, d]));
  const today = startOfDay(now);
  return Array.from({ length: n }, (_, k) => {
    const date = formatDate(today - (n - 1 - k) * DAY_MS);
    return byDate.get(date) ?? { date, views: 0, learners: 0, completed: 0 };
  });
}
