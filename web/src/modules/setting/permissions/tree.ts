import type { EditionTable, RouteNode } from '../../../routes/build';
import { normalizeCode } from '../../../session/rules';

/**
 * The permission tree of a role, derived from an edition's route table (declared once, there): modules →
 * pages → buttons, every node a permission code of spec §6. Only what the edition has built shows; routes
 * without a code are open to everyone and are not in it. A node whose pages are uncoded groups its coded
 * descendants (the short-video edition's 账号管理); a page with buttons gets a 「查看」 leaf, so a role can
 * open the page without any of its buttons.
 */
export type PermissionKind = 'module' | 'page' | 'view' | 'button' | 'group';

export interface PermissionNode {
  /** The code as a string; `view:{code}` for a page's 查看 leaf, `group:{path}` for an uncoded group. */
  key: string;
  kind: PermissionKind;
  /** The permission code a module, page or button grants. */
  code: number | null;
  title: string;
  /** The route's full path (modules, pages and groups). */
  path?: string;
  children: PermissionNode[];
}

export const viewKey = (code: number) => `view:${code}`;

/** Whether granting the node's own code opens something by itself: a page of its own, or uncoded pages. */
function opensAlone(node: RouteNode): boolean {
  if (node.page) return true;
  return node.children.some((c) => c.live && c.meta.code === undefined && opensAlone(c));
}

function build(node: RouteNode, depth: number, seen: Set<number>): PermissionNode[] {
  if (!node.live) return [];
  const code = node.meta.code;
  // A page at several paths (a list and its recycle bin) is one node, at its first path.
  if (code !== undefined && seen.has(code)) return [];
  if (code !== undefined) seen.add(code);
  const below = node.children.flatMap((c) => build(c, depth + 1, seen));
  if (code === undefined) {
    if (below.length === 0) return [];
    return [
      {
        key: `group:${node.fullPath}`,
        kind: 'group',
        code: null,
        title: node.title,
        path: node.fullPath,
        children: below,
      },
    ];
  }
  const buttons = (node.meta.buttons ?? []).map(
    (b): PermissionNode => ({ key: String(b.code), kind: 'button', code: b.code, title: b.title, children: [] }),
  );
  const children = [...below, ...buttons];
  const view: PermissionNode[] =
    children.length > 0 && opensAlone(node)
      ? [{ key: viewKey(code), kind: 'view', code: null, title: '查看', children: [] }]
      : [];
  return [
    {
      key: String(code),
      kind: depth === 0 ? 'module' : 'page',
      code,
      title: node.title,
      path: node.fullPath,
      children: [...view, ...children],
    },
  ];
}

export function permissionTree(table: EditionTable): PermissionNode[] {
  const seen = new Set<number>();
  return table.modules.flatMap((m) => build(m, 0, seen));
}

/** Every node, depth first, with its parent. */
export function walk(tree: readonly PermissionNode[]): Array<{ node: PermissionNode; parent: PermissionNode | null }> {
  const out: Array<{ node: PermissionNode; parent: PermissionNode | null }> = [];
  const visit = (nodes: readonly PermissionNode[], parent: PermissionNode | null) => {
    for (const node of nodes) {
      out.push({ node, parent });
      visit(node.children, node);
    }
  };
  visit(tree, null);
  return out;
}

const isRoute = (n: PermissionNode) => n.kind === 'module' || n.kind === 'page';

/** What a role grants, as the codes it keeps. */
export interface Grants {
  resources: readonly string[];
  permissions: readonly string[];
}

/**
 * The tree's checked leaves for what a role grants: a page or module by its code in `resources` (through its
 * 查看 leaf when it has one), a button by its code in `permissions` or `resources` (either shows it, spec §6).
 */
export function checkedLeaves(tree: readonly PermissionNode[], grants: Grants): string[] {
  const resources = new Set(grants.resources.map(normalizeCode));
  const buttons = new Set([...grants.permissions, ...grants.resources].map(normalizeCode));
  const out: string[] = [];
  for (const { node, parent } of walk(tree)) {
    if (node.children.length > 0) continue;
    if (node.kind === 'button' && buttons.has(node.key)) out.push(node.key);
    if (isRoute(node) && resources.has(node.key)) out.push(node.key);
    if (node.kind === 'view' && parent && resources.has(parent.key)) out.push(node.key);
  }
  return out;
}

/**
 * The leaves after a click: a checked button checks its page's 查看 too (a button is seen on its page), and
 * unchecking 查看 unchecks the page's buttons (they would show it anyway).
 */
export function conform(tree: readonly PermissionNode[], leaves: readonly string[], clicked: string): string[] {
  const set = new Set(leaves);
  for (const { node } of walk(tree)) {
    const view = node.children.find((c) => c.kind === 'view');
    if (!view) continue;
    const buttons = node.children.filter((c) => c.kind === 'button').map((c) => c.key);
    if (clicked === view.key && !set.has(view.key)) for (const b of buttons) set.delete(b);
    else if (buttons.some((b) => set.has(b))) set.add(view.key);
  }
  return [...set];
}

/**
 * What a role grants after the tree changed: the modules and pages with anything checked below them (or
 * themselves checked) and the checked buttons; codes the tree does not show (another edition's pages, a
 * module not built yet) are kept as they were.
 */
export function grantsFrom(tree: readonly PermissionNode[], leaves: readonly string[], before: Grants): Grants {
  const checked = new Set(leaves);
  const routeCodes = new Set<string>();
  const buttonCodes = new Set<string>();
  const grantedRoutes: string[] = [];
  const grantedButtons: string[] = [];
  const anyChecked = (node: PermissionNode): boolean =>
    checked.has(node.key) || node.children.some((c) => anyChecked(c));
  for (const { node } of walk(tree)) {
    if (isRoute(node)) {
      routeCodes.add(node.key);
      if (anyChecked(node)) grantedRoutes.push(node.key);
    } else if (node.kind === 'button') {
      buttonCodes.add(node.key);
      if (checked.has(node.key)) grantedButtons.push(node.key);
    }
  }
  const kept = (codes: readonly string[], shown: Set<string>) => codes.filter((c) => !shown.has(normalizeCode(c)));
  return {
    resources: [...kept(before.resources, routeCodes), ...grantedRoutes],
    permissions: [...kept(before.permissions, buttonCodes), ...grantedButtons],
  };
}

/** Keys of the nodes matching a search (title or code), and of their ancestors (to expand). */
export function searchTree(
  tree: readonly PermissionNode[],
  term: string,
): { matches: Set<string>; expand: Set<string>; shown: Set<string> } {
  const t = term.trim().toLowerCase();
  const matches = new Set<string>();
  const expand = new Set<string>();
  const shown = new Set<string>();
  if (t === '') return { matches, expand, shown };
  const visit = (node: PermissionNode, trail: PermissionNode[], inMatch: boolean): void => {
    const hit = node.title.toLowerCase().includes(t) || (node.code !== null && String(node.code).includes(t));
    if (hit) {
      matches.add(node.key);
      for (const a of trail) {
        expand.add(a.key);
        shown.add(a.key);
      }
    }
    if (hit || inMatch) shown.add(node.key);
    for (const c of node.children) visit(c, [...trail, node], hit || inMatch);
  };
  for (const n of tree) visit(n, [], false);
  return { matches, expand, shown };
}
