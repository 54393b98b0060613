import type { Edition } from '@console/contracts';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { type EditionTable, paramsValid, type RouteNode, redirectTarget } from './build';

/** The frame's refresh route: /redirect/{path} goes straight back to {path}, remounting its page. */
export const REFRESH_PREFIX = '/redirect';
const REFRESH_ID = '#refresh';

export type Resolution =
  | { kind: 'page'; node: RouteNode; params: Record<string, string | undefined> }
  | { kind: 'redirect'; to: string }
  | { kind: 'refresh'; to: string }
  | { kind: 'forbidden' }
  /** A page of other editions only (/shop/pc on a mini-program account): it says which have it, not 404. */
  | { kind: 'otherEdition'; title: string; editions: Edition[] }
  | { kind: 'notFound' };

const routesOf = new WeakMap<EditionTable, RouteObject[]>();

/** Path patterns of the table's live nodes, for React Router's ranking (static segments beat parameters). */
function patterns(table: EditionTable): RouteObject[] {
  let routes = routesOf.get(table);
  if (!routes) {
    routes = [
      { id: REFRESH_ID, path: `${REFRESH_PREFIX}/*` },
      ...table.all.filter((n) => n.live && !n.decl.external).map((n) => ({ id: n.fullPath, path: n.fullPath })),
    ];
    routesOf.set(table, routes);
  }
  return routes;
}

/** The live node of `table` a path names, if any. */
function liveNodeOf(table: EditionTable, pathname: string): RouteNode | undefined {
  const id = matchRoutes(patterns(table), pathname)?.at(-1)?.route.id;
  return id && id !== REFRESH_ID ? table.all.find((n) => n.fullPath === id) : undefined;
}

/** A path this edition lacks that other editions have: their page's title and which editions they are. */
function elsewhere(others: readonly EditionTable[], pathname: string): Resolution {
  const found = others.map((t) => ({ edition: t.edition, node: liveNodeOf(t, pathname) })).filter((f) => f.node);
  const first = found[0]?.node;
  return first
    ? { kind: 'otherEdition', title: first.title, editions: found.map((f) => f.edition) }
    : { kind: 'notFound' };
}

/**
 * What a path is in this edition for this person: a page they may open, a redirect (a module or group path
 * goes to its first page), a refresh, a page their role does not grant (/401), a page of `others` editions
 * only (which say so), or nothing (/404).
 */
export function resolvePath(
  table: EditionTable,
  location: { pathname: string; search?: string; hash?: string },
  allowed: (node: RouteNode) => boolean,
  others: readonly EditionTable[] = [],
): Resolution {
  const matches = matchRoutes(patterns(table), location.pathname);
  const match = matches?.at(-1);
  if (!match) return elsewhere(others, location.pathname);
  if (match.route.id === REFRESH_ID) {
    const rest = match.params['*'] ?? '';
    return { kind: 'refresh', to: `/${rest}${location.search ?? ''}${location.hash ?? ''}` };
  }
  const node = table.all.find((n) => n.fullPath === match.route.id);
  if (!node) return { kind: 'notFound' };
  if (!allowed(node)) return { kind: 'forbidden' };
  if (node.page) {
    if (!paramsValid(node, match.params)) return { kind: 'notFound' };
    return { kind: 'page', node, params: match.params };
  }
  const to = redirectTarget(node, table, allowed);
  return to ? { kind: 'redirect', to } : { kind: 'notFound' };
}
