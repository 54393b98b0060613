import { type EditionTable, lineage, type RouteNode, redirectTarget } from '../routes/build';

export interface Crumb {
  title: string;
  /** Where the crumb links; absent for the current page and for levels with no page of their own. */
  to?: string;
}

/**
 * The breadcrumb of a page: its levels from the module down, without levels that opt out (breadcrumb: false)
 * and without a level repeating the one above it (a list page titled like its item).
 */
export function crumbsOf(node: RouteNode, table: EditionTable, allowed: (n: RouteNode) => boolean): Crumb[] {
  const crumbs: Crumb[] = [];
  for (const level of lineage(node)) {
    if (level.meta.breadcrumb === false) continue;
    if (crumbs.at(-1)?.title === level.title) crumbs.pop();
    const last = level === node;
    const to = last
      ? undefined
      : level.page && !level.fullPath.includes(':')
        ? level.fullPath
        : redirectTarget(level, table, allowed);
    crumbs.push({ title: level.title, to: to ?? undefined });
  }
  return crumbs;
}

/** The overview module hides the breadcrumb (spec §2). */
export function hidesBreadcrumb(node: RouteNode | undefined): boolean {
  return !node || node.fullPath === '/overview' || lineage(node)[0]?.fullPath === '/';
}
