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
  /** Forgets a page: it mounts afresh (now if it is shown, else on its next visit). */
  drop(path: string): void;
  dropAll(): void;
  /** Part of a cached page's key: it changes when the page is dropped. */
  generation(path: string): string;
}

export const PageCacheContext = createContext<PageCache>({
  drop: () => undefined,
  dropAll: () => undefined,
  generation: () => '0',
});
export const usePageCache = (): PageCache => useContext(PageCacheContext);

/** The cache controls' state, held by the frame so the tabs above the page can use them. */
export function usePageCacheState(): PageCache {
  const [state, setState] = useState<{ all: number; paths: ReadonlyMap<string, number> }>({ all: 0, paths: new Map() });
  return useMemo(
    () => ({
      drop: (path: string) =>
        setState((s) => ({ ...s, paths: new Map(s.paths).set(path, (s.paths.get(path) ?? 0) + 1) })),
      dropAll: () => setState((s) => ({ ...s, all: s.all + 1 })),
      generation: (path: string) => `${state.all}.${state.paths.get(path) ?? 0}`,
    }),
    [state],
  );
}
