import type { ReactNode } from 'react';
import { hasPermission } from '../access';
import { useSession } from '../store';

/**
 * Whether a button or link with this code shows (spec §6): always without a code; otherwise for the
 * super role or when the stored permissions or resources hold it.
 */
export function usePermission(code: number | string | undefined): boolean {
  const session = useSession();
  if (code === undefined) return true;
  return session !== null && hasPermission(code, session);
}

/** Renders its children only when `usePermission(code)` allows; `fallback` otherwise. */
export function Permission({
  code,
  children,
  fallback = null,
}: {
  code?: number | string;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return usePermission(code) ? children : fallback;
}
