import { EDITIONS } from '@console/contracts';
import { matchPath } from 'react-router-dom';
import { tableFor } from './tables';

/** Paths of the frame itself that are no page of a table. */
const FRAME_PATHS = ['/redirect/*'];

/** Whether a path is a page (or a redirect to one) of any edition: unknown paths go to /404 (spec §2). */
export function isKnownPath(pathname: string): boolean {
  if (FRAME_PATHS.some((path) => matchPath({ path, end: true }, pathname))) return true;
  return EDITIONS.some((edition) =>
    tableFor(edition).all.some((node) => node.live && matchPath({ path: node.fullPath, end: true }, pathname)),
  );
}
