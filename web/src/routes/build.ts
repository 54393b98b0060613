import { buttonsOf, codeOfPath, type Edition, type ProductId } from '@console/contracts';
import type { AppRoute, MenuRole, PageLoader, RouteMeta } from './types';

/**
 * Turns an edition's declared table into resolved nodes: full paths, inherited rules, the module index
 * (parentIndex), and whether anything under a node is built. Everything the frame shows (router, menus,
 * breadcrumb, titles, search) reads these nodes, so a route without a page disappears everywhere at once.
 */
export interface RouteNode {
  /** The full path pattern ('/official/content/video/edit/:id'); unique within an edition. */
  fullPath: string;
  decl: AppRoute;
  title: string;
  /** Own meta, with parentIndex filled in and the inherited fields (roles, productId, flags) resolved. */
  meta: RouteMeta & { parentIndex: number };
  roles: readonly MenuRole[] | undefined;
  /** Every permission code on the way from the module down to this node: each must be granted. */
  codes: readonly number[];
  productId: ProductId | undefined;
  h5Flagged: boolean;
  /** Index of its module (first-level menu) in the edition table. */
  moduleIndex: number;
  parent: RouteNode | null;
  children: RouteNode[];
  page: PageLoader | undefined;
  /** It or something below it is a built page or an external link. */
  live: boolean;
}

export interface EditionTable {
  edition: Edition;
  /** One node per first-level route, in menu order. */
  modules: RouteNode[];
  /** Every node, depth first. */
  all: RouteNode[];
  /** Nodes with a built page. */
  pages: RouteNode[];
}

/** Joins a child path onto its parent's full path; a child starting with '/' is absolute. */
export function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  const base = parent.endsWith('/') ? parent : `${parent}/`;
  return `${base}${child}`;
}

function resolveNode(
  decl: AppRoute,
  parent: RouteNode | null,
  moduleIndex: number,
  edition: Edition,
  all: RouteNode[],
): RouteNode | null {
  if (decl.editions && !decl.editions.includes(edition)) return null;
  const declared = decl.meta ?? { title: parent?.title ?? decl.path };
  const fullPath = parent ? joinPath(parent.fullPath, decl.path) : decl.path;
  // The code and its buttons come from the one permission table (contracts' permissions/codes.ts), by path.
  const code = codeOfPath.get(fullPath) ?? declared.code;
  const buttons = code === undefined ? [] : buttonsOf(code);
  const meta: RouteMeta = { ...declared, code, ...(buttons.length > 0 ? { buttons } : {}) };
  const personal = meta.personal === true || parent?.meta.personal === true;
  const node: RouteNode = {
    fullPath,
    decl,
    title: meta.title,
    meta: { ...meta, personal, parentIndex: moduleIndex },
    roles: meta.roles ?? parent?.roles,
    // The personal centre is every signed-in person's, whatever the codes above it.
    codes: personal ? [] : code === undefined ? (parent?.codes ?? []) : [...(parent?.codes ?? []), code],
    productId: meta.productId ?? parent?.productId,
    h5Flagged: meta.h5Flagged === true || parent?.h5Flagged === true,
    moduleIndex,
    parent,
    children: [],
    page: decl.component,
    live: false,
  };
  node.meta.noSecondMenu = meta.noSecondMenu ?? parent?.meta.noSecondMenu;
  all.push(node);
  for (const child of decl.children ?? []) {
    const resolved = resolveNode(child, node, moduleIndex, edition, all);
    if (resolved) node.children.push(resolved);
  }
  node.live = Boolean(node.page) || Boolean(decl.external) || node.children.some((c) => c.live);
  return node;
}

export function buildEditionTable(edition: Edition, table: readonly AppRoute[]): EditionTable {
  const all: RouteNode[] = [];
  const modules: RouteNode[] = [];
  table.forEach((decl, index) => {
    const node = resolveNode(decl, null, index, edition, all);
    if (node) modules.push(node);
  });
  return { edition, modules, all, pages: all.filter((n) => n.page) };
}

/** Nodes from the module down to `node`. */
export function lineage(node: RouteNode): RouteNode[] {
  const chain: RouteNode[] = [];
  for (let n: RouteNode | null = node; n; n = n.parent) chain.unshift(n);
  return chain;
}

/**
 * Where visiting a node without a page goes: its declared redirect when that page is built and allowed,
 * otherwise its first allowed, built, visible descendant; null when it has none.
 */
export function redirectTarget(
  node: RouteNode,
  table: EditionTable,
  allowed: (n: RouteNode) => boolean = () => true,
): string | null {
  if (node.decl.redirect) {
    const target = table.pages.find((p) => p.fullPath === node.decl.redirect);
    if (target && allowed(target)) return target.fullPath;
  }
  return firstPage(node, allowed);
}

function firstPage(node: RouteNode, allowed: (n: RouteNode) => boolean): string | null {
  if (!allowed(node)) return null;
  // A page with parameters cannot be opened without them, so it is never a landing page.
  if (node.page && !node.decl.hidden && !node.fullPath.includes(':')) return node.fullPath;
  for (const child of node.children) {
    if (child.decl.hidden || child.decl.external) continue;
    const found = firstPage(child, allowed);
    if (found) return found;
  }
  return null;
}

/** Whether every parameter the route requires to be numeric is all digits. */
export function paramsValid(node: RouteNode, params: Readonly<Record<string, string | undefined>>): boolean {
  return (node.decl.numericParams ?? []).every((name) => /^\d+$/.test(params[name] ?? ''));
}
