import { useSyncExternalStore } from 'react';
import { readJson, readText, writeJson } from '../session/storage';

/** A tab of the strip: spec §3's visited view (path, title, meta, fullPath, query). */
export interface VisitedView {
  /** The page's path: one tab per path. */
  path: string;
  /** Path with query and hash, as last visited. */
  fullPath: string;
  title: string;
  query: Record<string, string>;
  meta: { affix?: boolean; noCache?: boolean };
}

const isView = (v: unknown): v is VisitedView => {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.path === 'string' &&
    typeof o.fullPath === 'string' &&
    typeof o.title === 'string' &&
    typeof o.query === 'object' &&
    o.query !== null &&
    typeof o.meta === 'object' &&
    o.meta !== null
  );
};
const isViewList = (v: unknown): v is VisitedView[] => Array.isArray(v) && v.every(isView);

/** The tab of a page at a location. */
export function viewOf(
  page: { title: string; meta: { affix?: boolean; noCache?: boolean } },
  location: { pathname: string; search: string; hash: string },
): VisitedView {
  return {
    path: location.pathname,
    fullPath: `${location.pathname}${location.search}${location.hash}`,
    title: page.title,
    query: Object.fromEntries(new URLSearchParams(location.search)),
    meta: { affix: page.meta.affix, noCache: page.meta.noCache },
  };
}

/** Adds a visit: a new tab at the end, or the existing tab of that path brought up to date. */
export function addView(views: VisitedView[], view: VisitedView): VisitedView[] {
  const at = views.findIndex((v) => v.path === view.path);
  if (at === -1) return [...views, view];
  const merged = { ...view, meta: { ...views[at]?.meta, ...view.meta } };
  // The same visit again changes nothing: the strip keeps its identity and nothing re-renders for it.
  if (JSON.stringify(merged) === JSON.stringify(views[at])) return views;
  const next = [...views];
  next[at] = merged;
  return next;
}

/** Closes one tab; affixed tabs cannot be closed. */
export function closeView(views: readonly VisitedView[], path: string): VisitedView[] {
  return views.filter((v) => v.path !== path || v.meta.affix);
}

/** Keeps the affixed tabs and `path`. */
export function closeOthers(views: readonly VisitedView[], path: string): VisitedView[] {
  return views.filter((v) => v.meta.affix || v.path === path);
}

/** Keeps the affixed tabs only. */
export function closeAll(views: readonly VisitedView[]): VisitedView[] {
  return views.filter((v) => v.meta.affix);
}

/** Where to go after the active tab closed: the tab now at its place, else the last one. */
export function nextView(before: readonly VisitedView[], after: readonly VisitedView[], closed: string) {
  const at = before.findIndex((v) => v.path === closed);
  return after[Math.min(at, after.length - 1)] ?? after.at(-1);
}

/** Puts the affixed tabs of the route table first, ahead of what was remembered. */
export function withAffixed(views: readonly VisitedView[], affixed: readonly VisitedView[]): VisitedView[] {
  const paths = new Set(affixed.map((v) => v.path));
  return [...affixed, ...views.filter((v) => !paths.has(v.path))];
}

// The strip itself: kept in browser storage so tabs survive a reload (spec §2), dropped on sign-out
// with the other session keys.
let snapshot: VisitedView[] | undefined;
/** The token the snapshot was read under: another sign-in in this page load must not see these tabs. */
let snapshotToken: string | null = null;
const listeners = new Set<() => void>();

export function getViews(): VisitedView[] {
  const token = readText('token');
  if (snapshot === undefined || token !== snapshotToken) {
    snapshot = readJson('visitedViews', isViewList) ?? [];
    snapshotToken = token;
  }
  return snapshot;
}

export function setViews(views: VisitedView[]): void {
  if (views === snapshot) return;
  snapshot = views;
  snapshotToken = readText('token');
  writeJson('visitedViews', views);
  for (const l of listeners) l();
}

/** Forgets the snapshot: storage changed underneath (a sign-out, another user). */
export function reloadViews(): void {
  snapshot = undefined;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useViews(): VisitedView[] {
  return useSyncExternalStore(subscribe, getViews);
}
