import { createContext, useContext, useMemo, useState } from 'react';
import type { EditionTable, RouteNode } from '../routes/build';
import type { ModuleMenu } from '../routes/menu';
import type { Resolution } from '../routes/resolve';
import type { Session } from '../session/rules';

/** What every part of the frame reads: this person's edition table, access, menus and the current page. */
export interface ShellState {
  session: Session;
  table: EditionTable;
  allowed: (node: RouteNode) => boolean;
  menus: ModuleMenu[];
  /** What the current location is (page, redirect, refresh, 401, 404). */
  resolution: Resolution;
  /** The current page's node, when the location is a page. */
  page: RouteNode | undefined;
  /** The page is shown: it is not waiting behind the product gate. Only shown pages get a tab. */
  pageShown: boolean;
  /** The first-level menu of the current page (or the remembered one for frame pages). */
  activeMenu: ModuleMenu | undefined;
  device: 'desktop' | 'mobile';
}

export const ShellContext = createContext<ShellState | null>(null);

export function useShell(): ShellState {
  const state = useContext(ShellContext);
  if (!state) throw new Error('useShell is used outside the signed-in frame');
  return state;
}

/** The keep-alive cache's controls, for the tabs (close, refresh), the size switch and role switching. */
export interface PageCache {
  /** Forgets a page: it mounts afresh (now if it is shown, else on its next visit) at the top. */
  drop(path: string): void;
  dropAll(): void;
  /** Part of a cached page's key: it changes when the page is dropped. */
  generation(path: string): string;
  /** The page was left with unsaved changes (the person chose 继续): it is not let go until it is shown again. */
  leftUnsaved(path: string): void;
  /** Whether the page was left with unsaved changes and not shown since. */
  unsaved(path: string): boolean;
  /** The page is in front again: its own guard speaks for it from now on. */
  inFront(path: string): void;
  /** Where each tab's page was last scrolled to, by path, for its next showing. */
  scrolls: Map<string, number>;
}

export const PageCacheContext = createContext<PageCache>({
  drop: () => undefined,
  dropAll: () => undefined,
  generation: () => '0',
  leftUnsaved: () => undefined,
  unsaved: () => false,
  inFront: () => undefined,
  scrolls: new Map(),
});
export const usePageCache = (): PageCache => useContext(PageCacheContext);

/**
 * The cache controls' state, held by the frame so the tabs above the page can use them. The unsaved marks and
 * scroll positions are read when the page in front changes, never rendered: they live outside React's state, so
 * the guard's mark is there before the navigation it lets through.
 */
export function usePageCacheState(): PageCache {
  const [state, setState] = useState<{ all: number; paths: ReadonlyMap<string, number> }>({ all: 0, paths: new Map() });
  const [marks] = useState(() => {
    const unsaved = new Set<string>();
    return {
      unsaved,
      scrolls: new Map<string, number>(),
      leftUnsaved: (path: string) => void unsaved.add(path),
      isUnsaved: (path: string) => unsaved.has(path),
      inFront: (path: string) => void unsaved.delete(path),
    };
  });
  return useMemo(
    () => ({
      drop: (path: string) => {
        marks.unsaved.delete(path);
        marks.scrolls.delete(path);
        setState((s) => ({ ...s, paths: new Map(s.paths).set(path, (s.paths.get(path) ?? 0) + 1) }));
      },
      dropAll: () => {
        marks.unsaved.clear();
        marks.scrolls.clear();
        setState((s) => ({ ...s, all: s.all + 1 }));
      },
      generation: (path: string) => `${state.all}.${state.paths.get(path) ?? 0}`,
      leftUnsaved: marks.leftUnsaved,
      unsaved: marks.isUnsaved,
      inFront: marks.inFront,
      scrolls: marks.scrolls,
    }),
    [state, marks],
  );
}

/** Whether the page this is part of is the one in front (false in a tab kept hidden behind it). */
export const PageVisibleContext = createContext(true);

/**
 * Hidden pages do no work: code that polls, counts down or measures asks this first. (A hidden page also sits in
 * React's <Activity mode="hidden">, which stops its effects; this makes the rule the code's own, read where the
 * work is decided.)
 */
export const usePageVisible = (): boolean => useContext(PageVisibleContext);
