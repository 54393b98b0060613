import { addDays, dateOfDay, dayNumber, timeOf, weekdayOf } from '@console/contracts';

/** The Monday of the week `date` falls in, and its seven days. */
export function weekOf(date: string): string[] {
  const monday = addDays(date, 1 - weekdayOf(date));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The six weeks a month view shows: from the Monday on or before the 1st. */
export function monthGrid(month: string): string[] {
  const first = weekOf(`${month}-01`)[0] as string;
  return Array.from({ length: 42 }, (_, i) => dateOfDay(dayNumber(first) + i));
}

export interface Span {
  id: number;
  start: number;
  end: number;
}

/**
 * Side-by-side lanes for a day's lessons: lessons that overlap (directly or through others) share the width of
 * their group, each in the first lane free when it starts.
 */
export function layoutDay(spans: readonly Span[]): Map<number, { lane: number; lanes: number }> {
  const out = new Map<number, { lane: number; lanes: number }>();
  const sorted = [...spans].sort((a, b) => a.start - b.start || a.end - b.end || a.id - b.id);
  let group: Array<{ id: number; lane: number }> = [];
  let laneEnds: number[] = [];
  let groupEnd = -1;
  const close = () => {
    for (const g of group) out.set(g.id, { lane: g.lane, lanes: laneEnds.length });
    group = [];
    laneEnds = [];
  };
  for (const s of sorted) {
    if (s.start >= groupEnd) close();
    let lane = laneEnds.findIndex((end) => end <= s.start);
    if (lane < 0) {
      lane = laneEnds.length;
      laneEnds.push(s.end);
    } else laneEnds[lane] = s.end;
    group.push({ id: s.id, lane });
    groupEnd = Math.max(groupEnd, s.end);
  }
  close();
  return out;
}

/** The hours a week view shows: 08:00 to 21:00, widened to take in every lesson. */
export function hoursOf(spans: readonly Span[]): { from: number; to: number } {
  let from = 8 * 60;
  let to = 21 * 60;
  for (const s of spans) {
    from = Math.min(from, Math.floor(s.start / 60) * 60);
    to = Math.max(to, Math.ceil(s.end / 60) * 60);
  }
  return { from, to };
}

/**
 * Where a lesson dropped `offset` pixels down a day column starts, snapped to 15 minutes and kept inside the
 * shown hours, with its length unchanged.
 */
export function dropSlot(
  offset: number,
  minutePx: number,
  hours: { from: number; to: number },
  length: number,
): { startTime: string; endTime: string } {
  const raw = hours.from + offset / minutePx;
  const start = Math.min(Math.max(hours.from, Math.round(raw / 15) * 15), hours.to - length);
  return { startTime: timeOf(start), endTime: timeOf(start + length) };
}
