import { useCallback, useSyncExternalStore } from 'react';
import type { RememberedTabKey } from '../routes/types';
import { readJson, writeJson } from '../session/storage';

type Remembered = Partial<Record<RememberedTabKey, string>>;
const isRemembered = (v: unknown): v is Remembered =>
  typeof v === 'object' && v !== null && Object.values(v).every((x) => typeof x === 'string');

/** Pages showing a remembered tab: a write (the menu's reset included) reaches them even while cached. */
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function readRememberedTab(key: RememberedTabKey): string | undefined {
  return readJson('rememberedTabs', isRemembered)?.[key];
}

export function writeRememberedTab(key: RememberedTabKey, value: string): void {
  writeJson('rememberedTabs', { ...readJson('rememberedTabs', isRemembered), [key]: value });
  for (const listener of listeners) listener();
}

/**
 * A page's remembered tab selection (spec §2: study sign-in, check overview, credit rules, promoter,
 * WeChat binding). The page keeps its tab across reloads; entering it from the menu resets it to the value its
 * route declares, also when the page is kept alive in its tab.
 */
export function useRememberedTab(key: RememberedTabKey, fallback: string): [string, (value: string) => void] {
  const value = useSyncExternalStore(subscribe, () => readRememberedTab(key) ?? fallback);
  const set = useCallback((next: string) => writeRememberedTab(key, next), [key]);
  return [value, set];
}
