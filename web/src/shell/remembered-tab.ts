import { useCallback, useState } from 'react';
import type { RememberedTabKey } from '../routes/types';
import { readJson, writeJson } from '../session/storage';

type Remembered = Partial<Record<RememberedTabKey, string>>;
const isRemembered = (v: unknown): v is Remembered =>
  typeof v === 'object' && v !== null && Object.values(v).every((x) => typeof x === 'string');

export function readRememberedTab(key: RememberedTabKey): string | undefined {
  return readJson('rememberedTabs', isRemembered)?.[key];
}

export function writeRememberedTab(key: RememberedTabKey, value: string): void {
  writeJson('rememberedTabs', { ...readJson('rememberedTabs', isRemembered), [key]: value });
}

/**
 * A page's remembered tab selection (spec §2: study sign-in, check overview, credit rules, promoter,
 * WeChat binding). The page keeps its tab across reloads; entering it from the menu resets it to the value its
 * route declares.
 */
export function useRememberedTab(key: RememberedTabKey, fallback: string): [string, (value: string) => void] {
  const [value, setValue] = useState(() => readRememberedTab(key) ?? fallback);
  const set = useCallback(
    (next: string) => {
      writeRememberedTab(key, next);
      setValue(next);
    },
    [key],
  );
  return [value, set];
}
