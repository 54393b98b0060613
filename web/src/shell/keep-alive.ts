/**
 * The bounded keep-alive of the tabs' pages (spec §4: a tab's page keeps its state unless noCache). A page left
 * for another tab stays mounted, hidden, while it is among the KEEP_ALIVE_MAX most recently used; older ones are
 * let go and mount again from their address (filters, pages and tab selections live in it) when their tab is
 * chosen. Chosen by measurement (tests/bench/workday.ts, every menu page opened twice): a kept page holds about
 * 4.5 MB of the JS heap and 630 elements; with all 77 kept the heap reached 400 MB and the document 48,000
 * elements. With ten kept the heap after 120 visits was 76-81 MB (at or over the 80 MB goal in two runs of three); with
 * eight it was 59 MB (57-83 MB over the 154 visits, 4,000-8,500 elements), while the last pages a person moves
 * between stay mounted.
 */
export const KEEP_ALIVE_MAX = 8;

/** What the route of a page says about keeping it (spec §3 route meta). */
export interface KeepMeta {
  /** Never kept: leaving its tab and coming back starts it afresh. */
  noCache?: boolean;
  /** Always kept, whatever the bound. */
  keepAlive?: boolean;
}

/** A kept page: the address it was last shown at, and when. */
export interface Kept<L> {
  location: L;
  /** Larger is more recent. */
  used: number;
  keepAlive: boolean;
}

export type KeptPages<L> = ReadonlyMap<string, Kept<L>>;

/**
 * The kept pages once the page at `path` is in front: it is kept (unless noCache) with its address and counted as
 * the most recently used, then the least recently used are let go until at most `max` remain. Never let go: the
 * page in front, a keepAlive page, and a page `unsaved` says was left with unsaved changes (spec §4's guard: the
 * person chose 继续). The map keeps its order (the order the pages were first kept), so the pages' elements do
 * not move in the document. Answers `kept` itself when nothing changes.
 */
export function keepInFront<L>(
  kept: KeptPages<L>,
  front: { path: string; location: L; meta: KeepMeta },
  max: number,
  unsaved: (path: string) => boolean,
): KeptPages<L> {
  const { path, location, meta } = front;
  const next = new Map(kept);
  if (meta.noCache) next.delete(path);
  else {
    const latest = Math.max(0, ...[...kept.values()].map((k) => k.used));
    const mine = kept.get(path);
    const used = mine && mine.used === latest ? mine.used : latest + 1;
    next.set(path, { location, used, keepAlive: meta.keepAlive === true });
  }
  const letGo = [...next]
    .filter(([p, k]) => p !== path && !k.keepAlive && !unsaved(p))
    .sort(([, a], [, b]) => a.used - b.used);
  for (const [p] of letGo.slice(0, Math.max(0, next.size - max))) next.delete(p);
  return sameEntries(kept, next) ? kept : next;
}

/** The kept pages whose tab is still open (`open`), and the page in front. */
export function keepOpen<L>(kept: KeptPages<L>, open: ReadonlySet<string>, front: string): KeptPages<L> {
  const next = new Map([...kept].filter(([p]) => open.has(p) || p === front));
  return next.size === kept.size ? kept : next;
}

function sameEntries<L>(a: KeptPages<L>, b: KeptPages<L>): boolean {
  if (a.size !== b.size) return false;
  for (const [p, k] of b) {
    const old = a.get(p);
    if (!old || old.location !== k.location || old.used !== k.used || old.keepAlive !== k.keepAlive) return false;
  }
  return true;
}
