import type { ComponentType } from 'react';
import type { PageLoader } from './types';

/**
 * A page, imported on first visit, by its named export:
 *
 *   page(() => import('./list/pages'), 'MyListPage')
 *
 * The export must exist and be a component (a type error otherwise). Pages are never imported eagerly: the
 * login page loads no module code.
 */
export function page<M extends Record<K, ComponentType>, K extends string>(
  load: () => Promise<M>,
  name: K,
): PageLoader {
  return () => load().then((m) => ({ default: m[name] }));
}
