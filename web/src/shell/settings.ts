import { UI } from '@console/contracts';
import { useSyncExternalStore } from 'react';

/**
 * The console's display settings (spec §3: theme, tagsView, fixedHeader and sidebarLogo switches, size,
 * sidebar open state, plus the help panel and dark mode). They belong to the browser, not the user, so they
 * live under their own prefix and survive signing out, unlike the session keys.
 */
export const SETTINGS_PREFIX = 'zx_settings_';

export type SizeName = (typeof UI.sizes)[number];

export interface Settings {
  /** The primary colour; null is the shell default (#2975ee). */
  theme: string | null;
  dark: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  size: SizeName;
  sidebarOpen: boolean;
  helpOpen: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  theme: null,
  dark: false,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  size: UI.defaultSize,
  sidebarOpen: true,
  helpOpen: true,
};

const isSize = (v: unknown): v is SizeName => typeof v === 'string' && (UI.sizes as readonly string[]).includes(v);
const isColor = (v: unknown): v is string => typeof v === 'string' && /^#[0-9a-fA-F]{6}$/.test(v);

/** Reads one stored value, falling back to the default when it is absent or not of the right kind. */
function read<K extends keyof Settings>(key: K): Settings[K] {
  const fallback = DEFAULT_SETTINGS[key];
  const text = localStorage.getItem(SETTINGS_PREFIX + key);
  if (text === null) return fallback;
  try {
    const value: unknown = JSON.parse(text);
    if (key === 'theme') return (isColor(value) ? value : null) as Settings[K];
    if (key === 'size') return (isSize(value) ? value : fallback) as Settings[K];
    return (typeof value === 'boolean' ? value : fallback) as Settings[K];
  } catch {
    return fallback;
  }
}

function load(): Settings {
  const out = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(DEFAULT_SETTINGS) as Array<keyof Settings>) {
    (out as Record<keyof Settings, unknown>)[key] = read(key);
  }
  return out;
}

let snapshot: Settings | undefined;
const listeners = new Set<() => void>();

export function getSettings(): Settings {
  snapshot ??= load();
  return snapshot;
}

export function setSetting<K extends keyof Settings>(key: K, value: Settings[K]): void {
  localStorage.setItem(SETTINGS_PREFIX + key, JSON.stringify(value));
  snapshot = { ...getSettings(), [key]: value };
  for (const l of listeners) l();
}

/**
 * Another tab changing a setting (dark mode, say) changes this tab's too, as the session store does for signing
 * in and out: the settings are the browser's, and two tabs of one console should not disagree.
 */
function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key.startsWith(SETTINGS_PREFIX)) reloadSettings();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function useSettings(): Settings {
  // Drawn ahead of time (the first HTML of /login, login-shell.tsx), nothing is stored yet: the defaults.
  return useSyncExternalStore(subscribe, getSettings, () => DEFAULT_SETTINGS);
}

/** Forgets the cached snapshot (tests reset storage between cases). */
export function reloadSettings(): void {
  snapshot = undefined;
  for (const l of listeners) l();
}
