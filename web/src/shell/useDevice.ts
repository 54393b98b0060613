import { UI } from '@console/contracts';
import { useSyncExternalStore } from 'react';

/** Under 992 px the console is in mobile mode (spec §4). */
const QUERY = `(max-width: ${UI.mobileBreakpoint - 0.02}px)`;

function subscribe(listener: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

export function isMobileWidth(): boolean {
  return window.matchMedia(QUERY).matches;
}

export function useDevice(): 'desktop' | 'mobile' {
  return useSyncExternalStore(subscribe, isMobileWidth) ? 'mobile' : 'desktop';
}
