import type { ComponentType, CSSProperties } from 'react';
import { type EditionTable, lineage, type RouteNode, redirectTarget } from './build';

/**
 * The two-level sidebar derived from an edition table and an access predicate (spec §2): hidden routes
 * stay out, a node with a single visible child collapses into one entry, external links are entries of their
 * own, and only what is built (or links out) shows.
 */
export interface MenuItem {
  /** Unique within the module: the full path of the node the entry stands for. */
  key: string;
  title: string;
  /** The page choosing it opens; absent for groups and external links. */
  to?: string;
  external?: { url: string; newWindow?: boolean };
  children?: MenuItem[];
  /** The node whose pages keep this entry highlighted. */
  owner: RouteNode;
  /** The node choosing it leads to (its product gate and remembered tab). */
  target?: RouteNode;
}

export interface ModuleMenu {
  /** The module's position in the edition table: routes' parentIndex. */
  index: number;
  node: RouteNode;
  title: string;
  icon?: ComponentType<{ style?: CSSProperties }>;
  /** Where choosing the first-level entry goes. */
  to: string | null;
  items: MenuItem[];
}

export type Allowed = (node: RouteNode) => boolean;

function entry(node: RouteNode, table: EditionTable, allowed: Allowed): MenuItem | null {
  if (node.decl.hidden || !node.live || !allowed(node)) return null;
  if (node.decl.external) return { key: node.fullPath, title: node.title, external: node.decl.external, owner: node };
  const kids = node.children.map((c) => entry(c, table, allowed)).filter((c): c is MenuItem => c !== null);
  if (kids.length === 0) {
    const to = node.page && !node.fullPath.includes(':') ? node.fullPath : redirectTarget(node, table, allowed);
    if (!to) return null;
    const target = table.pages.find((p) => p.fullPath === to);
    return { key: node.fullPath, title: node.title, to, owner: node, target };
  }
  // One visible child: it stands in for this node, which still owns the highlight of everything below it.
  if (kids.length === 1 && !node.page) return { ...(kids[0] as MenuItem), key: node.fullPath, owner: node };
  return { key: node.fullPath, title: node.title, children: kids, owner: node };
}

/** The first-level menus of the edition this person may see, each with its second-level entries. */
export function buildMenus(table: EditionTable, allowed: Allowed): ModuleMenu[] {
  const menus: ModuleMenu[] = [];
  for (const node of table.modules) {
    if (node.decl.hidden || !node.live || !allowed(node)) continue;
    const to = node.page ? node.fullPath : redirectTarget(node, table, allowed);
    const items = node.page
      ? []
      : node.children.map((c) => entry(c, table, allowed)).filter((c): c is MenuItem => c !== null);
    if (!to) continue;
    menus.push({ index: node.moduleIndex, node, title: node.title, icon: node.meta.icon, to, items });
  }
  return menus;
}

/** Entries that lead somewhere (groups count their members). */
export function leafCount(items: readonly MenuItem[]): number {
  return items.reduce((n, item) => n + (item.children ? leafCount(item.children) : 1), 0);
}

/** The menu pages of the two modules whose other pages always show the second-level menu. */
const MENU_PAGES = ['/marketing/menu', '/study/menu'];
const ALWAYS_SECOND = ['/marketing', '/study'];

/**
 * Whether the second-level menu stays open beside the page (spec §2): always on /marketing* and
 * /study* except their menu pages; elsewhere when the module has sub-menus (two entries or more) and does not
 * opt out with noSecondMenu.
 */
export function showsSecondMenu(menu: ModuleMenu | undefined, pathname: string): boolean {
  if (!menu || menu.items.length === 0) return false;
  if (ALWAYS_SECOND.some((p) => pathname === p || pathname.startsWith(`${p}/`))) {
    return !MENU_PAGES.includes(pathname.replace(/\/$/, ''));
  }
  if (menu.node.meta.noSecondMenu) return false;
  return leafCount(menu.items) >= 2;
}

/**
 * The entry to highlight for a page: the route's activeMenu when it names one, otherwise the deepest entry
 * owning the page, so hidden pages keep their parent highlighted.
 */
export function activeItemKey(menu: ModuleMenu, node: RouteNode, table: EditionTable): string | undefined {
  const focus = node.meta.activeMenu ? (table.all.find((n) => n.fullPath === node.meta.activeMenu) ?? node) : node;
  const chain = new Set(lineage(focus));
  let best: MenuItem | undefined;
  let bestDepth = -1;
  const visit = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (chain.has(item.owner)) {
        const depth = lineage(item.owner).length;
        if (depth > bestDepth && !item.children) {
          best = item;
          bestDepth = depth;
        }
      }
      if (item.children) visit(item.children);
    }
  };
  visit(menu.items);
  return best?.key;
}

/** Every entry of the menus that opens a page, flattened: what the header search looks through. */
export function pageEntries(menus: readonly ModuleMenu[]): Array<{ title: string; path: string; trail: string[] }> {
  const out: Array<{ title: string; path: string; trail: string[] }> = [];
  const walk = (items: readonly MenuItem[], trail: string[]) => {
    for (const item of items) {
      if (item.children) walk(item.children, [...trail, item.title]);
      else if (item.to) out.push({ title: item.title, path: item.to, trail });
    }
  };
  for (const m of menus) {
    if (m.items.length === 0 && m.to) out.push({ title: m.title, path: m.to, trail: [] });
    walk(m.items, [m.title]);
  }
  return out;
}
