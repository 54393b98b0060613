import { useSyncExternalStore } from 'react';

/** One entry of the error-log dialog (spec §8): message, component info, url and stack. */
export interface ErrorLogEntry {
  message: string;
  /** Where in the component tree it happened (React's component stack), or how it surfaced. */
  info: string;
  url: string;
  stack: string;
  time: number;
}

const MAX = 50;
let entries: ErrorLogEntry[] = [];
const listeners = new Set<() => void>();

/** Keeps an error, newest first, at most 50. */
export function logError(error: unknown, info: string, url = window.location.href): void {
  const e = error instanceof Error ? error : new Error(typeof error === 'string' ? error : JSON.stringify(error));
  entries = [{ message: e.message, info, url, stack: e.stack ?? '', time: Date.now() }, ...entries].slice(0, MAX);
  for (const l of listeners) l();
}

export function clearErrorLog(): void {
  entries = [];
  for (const l of listeners) l();
}

export function useErrorLog(): ErrorLogEntry[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => entries,
  );
}

/**
 * Collects errors the way spec §8 says: only in production builds (in development the overlay and the
 * console already show them). Returns the root options that report React's render errors with their
 * component stack.
 */
export function collectErrors(production: boolean) {
  if (!production) return {};
  window.addEventListener('error', (event) => logError(event.error ?? event.message, 'window.onerror'));
  window.addEventListener('unhandledrejection', (event) => logError(event.reason, 'unhandledrejection'));
  const report = (error: unknown, info: { componentStack?: string }) =>
    logError(error, info.componentStack?.trim() || 'React');
  return { onCaughtError: report, onUncaughtError: report };
}
