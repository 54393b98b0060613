import { CODES, EDITIONS, type Edition, MENU_CODES, permissionList, SETTING_CODES } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { tableFor } from '../../../routes/tables';
import {
  checkedLeaves,
  conform,
  grantsFrom,
  type PermissionNode,
  permissionTree,
  searchTree,
  viewKey,
  walk,
} from './tree';

/**
 * The codes an edition's built table carries (from the permission table, by path): every route the edition
 * includes that is built or leads to something built, with its own code and its buttons' codes.
 */
function tableCodes(edition: Edition): string[] {
  const codes = tableFor(edition)
    .all.filter((n) => n.live && n.meta.code !== undefined)
    .flatMap((n) => [String(n.meta.code), ...(n.meta.buttons ?? []).map((b) => String(b.code))]);
  return [...new Set(codes)];
}

const codeKeys = (tree: readonly PermissionNode[]) =>
  walk(tree)
    .map(({ node }) => node)
    .filter((n) => n.code !== null)
    .map((n) => n.key);

const titles = (nodes: readonly PermissionNode[]): unknown =>
  nodes.map((n) => (n.children.length ? { [n.title]: titles(n.children) } : n.title));

describe('the permission tree of each edition', () => {
  it.each([...EDITIONS])('edition %i: exactly the coded routes and buttons its table declares, each once', (e) => {
    const tree = permissionTree(tableFor(e));
    const keys = codeKeys(tree);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...tableCodes(e)].sort());
    const all = walk(tree).map(({ node }) => node.key);
    expect(new Set(all).size).toBe(all.length);
  });

  it('lists every module, page and button of the permission table in some edition', () => {
    const shown = new Set(EDITIONS.flatMap((e) => codeKeys(permissionTree(tableFor(e)))));
    expect(permissionList.filter((p) => !shown.has(String(p.code))).map((p) => p.key)).toEqual([]);
  });

  it.each([...EDITIONS])('edition %i: a page sits under the route it belongs to', (e) => {
    for (const { node, parent } of walk(permissionTree(tableFor(e)))) {
      if (!node.path || !parent?.path) continue;
      expect(node.path.startsWith(`${parent.path}/`)).toBe(true);
    }
  });

  it('settings: pages with a 查看 leaf beside their buttons, my account a page of its own', () => {
    const settings = permissionTree(tableFor(1)).find((n) => n.code === MENU_CODES.settings);
    expect(settings?.kind).toBe('module');
    expect(titles(settings?.children ?? [])).toEqual([
      { 店铺设置: ['查看', '保存店铺设置'] },
      { 角色权限: ['查看', '新增角色', '编辑角色', '删除角色'] },
      { 账号权限: ['查看', '新增账号', '编辑账号', '启用/禁用', '重置密码', '删除账号'] },
      '我的账号',
    ]);
    const codes = new Set(codeKeys([settings as PermissionNode]));
    for (const code of Object.values(SETTING_CODES)) expect(codes.has(String(code))).toBe(true);
  });

  it('the short-video edition groups roles and accounts under 账号管理, as its menu does', () => {
    const settings = permissionTree(tableFor(3)).find((n) => n.code === MENU_CODES.settings);
    const group = settings?.children.find((n) => n.kind === 'group');
    expect(group?.title).toBe('账号管理');
    expect(group?.key).toBe('group:/setting/account');
    expect(group?.children.map((n) => n.code)).toEqual([SETTING_CODES.roles, SETTING_CODES.users]);
  });

  it('a module whose pages carry no code is one leaf: granting it grants them all', () => {
    const mall = permissionTree(tableFor(1)).find((n) => n.code === CODES.mall);
    expect(mall).toMatchObject({ kind: 'module', children: [] });
    expect(permissionTree(tableFor(3)).some((n) => n.code === MENU_CODES.official)).toBe(false);
  });
});

describe('what the tree grants', () => {
  const tree = permissionTree(tableFor(1));
  const S = SETTING_CODES;

  it('reads a role into checked leaves and back into the same codes', () => {
    const grants = {
      resources: ['800', String(S.shop), String(S.users), String(CODES.mall)],
      permissions: [String(S.userCreate)],
    };
    const leaves = checkedLeaves(tree, grants);
    expect(leaves.sort()).toEqual([String(CODES.mall), String(S.userCreate), viewKey(S.shop), viewKey(S.users)].sort());
    const back = grantsFrom(tree, leaves, grants);
    expect([...back.resources].sort()).toEqual(grants.resources.sort());
    expect(back.permissions).toEqual(grants.permissions);
  });

  it('checking one page grants its module too; codes the tree does not show are kept', () => {
    const before = { resources: ['990001', '-999'], permissions: ['999'] };
    const after = grantsFrom(tree, [viewKey(S.roles)], before);
    expect(after.resources).toEqual(['990001', '-999', '800', String(S.roles)]);
    expect(after.permissions).toEqual(['999']);
    expect(grantsFrom(tree, [], { resources: ['800', '8001'], permissions: [] }).resources).toEqual([]);
  });

  it('a checked button checks its page’s 查看; unchecking 查看 unchecks its buttons', () => {
    expect(conform(tree, [String(S.roleDelete)], String(S.roleDelete)).sort()).toEqual(
      [String(S.roleDelete), viewKey(S.roles)].sort(),
    );
    expect(conform(tree, [String(S.roleDelete), String(S.userEdit), viewKey(S.users)], viewKey(S.roles))).toEqual([
      String(S.userEdit),
      viewKey(S.users),
    ]);
  });

  it('a search finds titles and codes, with their ancestors to expand and a match’s leaves to show', () => {
    const found = searchTree(tree, '重置');
    expect([...found.matches]).toEqual([String(S.userResetPassword)]);
    expect([...found.expand]).toEqual(['800', String(S.users)]);
    const byCode = searchTree(tree, String(S.roles));
    expect(byCode.matches.has(String(S.roles))).toBe(true);
    expect(byCode.shown.has(String(S.roleCreate))).toBe(true);
    expect(searchTree(tree, '  ').matches.size).toBe(0);
  });
});
