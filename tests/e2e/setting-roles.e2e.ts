import { ACCOUNTS, PASSWORD } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import {
  asOwner,
  boxState,
  chooseTyped,
  expandNode,
  searchAccounts,
  signInWith,
  tick,
  treeNode,
} from './support/setting.js';
import { mainMenu, menuTitles, requestsOf, scenario, signIn } from './support/stack.js';
import {
  button,
  confirm,
  confirmDelete,
  expectToast,
  fieldError,
  fieldItem,
  rowButton,
  rowOf,
  save,
  tableSettled,
  toast,
} from './support/ui.js';

/** /setting/roles: roles with a permission tree derived from the route tables, and what they grant. */
const ROLES = '/setting/roles/list';

test.describe('a role is exactly what its accounts see', () => {
  test.use({ account: null });

  test('a role granting two pages, given to a new account: that account sees those two pages and nothing else', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.app);
    const ownerMenus = await menuTitles(page);
    await page.goto(ROLES);
    await button(page, '新增角色').click();
    await expect(page).toHaveURL(/\/setting\/roles\/create$/);

    // Bad input first: the name, the kind's default stands, and at least one permission.
    await save(page);
    await expect(fieldError(page, '角色名称')).toHaveText('请输入角色名称');
    await expect(fieldError(page, '菜单权限')).toHaveText('请至少勾选一个菜单权限');
    await fieldItem(page, '角色名称').getByRole('textbox').fill('前台接待');
    await fieldItem(page, '角色描述').getByRole('textbox').fill('接待来访家长，维护店铺资料，查看员工名单');

    // The tree holds this edition's coded modules, pages and buttons; the search narrows it.
    await expect(treeNode(page, '设置')).toBeVisible();
    await expect(treeNode(page, '官网')).toBeVisible();
    await page.getByLabel('搜索权限').fill('店铺');
    await expect(treeNode(page, '官网')).toHaveCount(0);
    await tick(treeNode(page, '店铺设置'));
    await page.getByLabel('搜索权限').fill('');
    // 账号权限: the page only (its 查看), none of its buttons.
    await expandNode(treeNode(page, '账号权限'));
    await tick(treeNode(page, '账号权限').locator('xpath=following-sibling::*[1]'));
    expect(await boxState(treeNode(page, '账号权限'))).toBe('half');
    expect(await boxState(treeNode(page, '设置'))).toBe('half');
    await expect(page.getByText('已选 2 个页面、1 个按钮')).toBeVisible();
    await save(page);
    await expectToast(page, '保存成功');
    await expect(page).toHaveURL(/\/setting\/roles\/list/);
    await expect(rowOf(page, '前台接待')).toContainText('编辑');

    // An account with that role.
    await page.goto('/setting/user/create');
    await fieldItem(page, '姓名').getByRole('textbox').fill('林前台');
    await fieldItem(page, '手机号').getByRole('textbox').fill('13912345670');
    await chooseTyped(page, fieldItem(page, '角色').locator('.ant-select'), '前台接待');
    await fieldItem(page, '登录密码').locator('input').fill(PASSWORD);
    await fieldItem(page, '确认密码').locator('input').fill(PASSWORD);
    await save(page);
    await expectToast(page, '保存成功');
    await searchAccounts(page, '林前台');
    await expect(rowOf(page, '林前台')).toContainText('前台接待');

    // Signed in as that account: the open menus, settings with exactly the two pages, nothing coded besides.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await signInWith(page, '13912345670', PASSWORD);
    await expect(page).not.toHaveURL(/\/login/);
    const menus = await menuTitles(page);
    // Every module has a code (contracts' permission table): the role opens settings, and the uncoded 概况 and
    // 服务中心 stay for everyone.
    expect(menus).toEqual(ownerMenus.filter((t) => ['概况', '设置', '服务中心'].includes(t)));
    await mainMenu(page).getByRole('button', { name: '设置' }).click();
    await expect(page).toHaveURL(/\/setting\/accountInfo$/);
    const second = page.getByRole('navigation', { name: '设置菜单' }).getByRole('menuitem');
    await expect(second).toHaveText(['店铺设置', '账号权限']);
    await expect(button(page, '保存')).toBeVisible();

    // 账号权限 without its buttons: the list, but no 新增账号, 编辑 or 删除.
    await second.filter({ hasText: '账号权限' }).click();
    await expect(page).toHaveURL(/\/setting\/user\/list$/);
    await searchAccounts(page, '林前台');
    await expect(rowOf(page, '林前台')).toBeVisible();
    await expect(button(page, '新增账号')).toHaveCount(0);
    await expect(rowButton(rowOf(page, '林前台'), '编辑')).toHaveCount(0);
    await searchAccounts(page, '周顾问');
    await expect(rowOf(page, '周顾问')).toBeVisible();
    await expect(rowButton(rowOf(page, '周顾问'), '删除')).toHaveCount(0);

    // Pages the role does not grant are refused by address too.
    for (const path of ['/setting/roles/list', '/transaction/order/list', '/official/content/video/list']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/401$/);
    }
    // The personal centre is every signed-in person's, granted or not.
    await page.goto('/setting/profile/changePass');
    await expect(page).toHaveURL(/\/setting\/profile\/changePass$/);
  });
});

test('editing a role shows what it grants; a failed save keeps the form; the super role is locked', async ({
  page,
}) => {
  await page.goto(ROLES);
  await expect(rowOf(page, '超级管理员')).toContainText('超级管理员');
  await expect(rowButton(rowOf(page, '超级管理员'), '编辑')).toHaveCount(0);
  await expect(rowButton(rowOf(page, '超级管理员'), '删除')).toHaveCount(0);
  await page.goto('/setting/roles/edit/1');
  await expect(page.getByText('超级管理员拥有全部权限，不能修改')).toBeVisible();
  expect(
    (await asOwner(page, 'role.save', { id: 1, name: '超级管理员', kind: 'admin', resources: ['800'] })).error,
  ).toBe('超级管理员角色拥有全部权限，不能修改');

  // 编辑 grants 官网 (400), 数据 (600) and their pages, and 教务 as -900 (the upstream reads a negative code by
  // its absolute value): saved again, the tree writes 教务 as 900, and keeps the rest as they are.
  await page.goto('/setting/roles/edit/3');
  await expect(fieldItem(page, '角色名称').getByRole('textbox')).toHaveValue('编辑');
  expect(await boxState(treeNode(page, '官网'))).toBe('checked');
  expect(await boxState(treeNode(page, '设置'))).toBe('none');
  await tick(treeNode(page, '我的账号'));
  await scenario('role.save', { kind: 'drop' }, 2);
  await save(page);
  await expectToast(page, '抱歉，出了点问题，请稍后再试');
  expect(await boxState(treeNode(page, '我的账号'))).toBe('checked');
  await save(page);
  await expectToast(page, '保存成功');
  const saved = (await asOwner(page, 'role.get', { id: 3 })).data as { resources: string[] };
  expect(saved.resources).toEqual(expect.arrayContaining(['400', '4001', '600', '6001', '800', '8004', '900']));
  expect(saved.resources).not.toContain('-900');
  expect(saved.resources).not.toContain('500');
});

test('a role named like another is refused at its name, not in a toast', async ({ page }) => {
  await page.goto('/setting/roles/edit/3');
  await expect(fieldItem(page, '角色名称').getByRole('textbox')).toHaveValue('编辑');
  await fieldItem(page, '角色名称').getByRole('textbox').fill('招生顾问');
  await save(page);
  await expect(fieldError(page, '角色名称')).toHaveText('角色名称「招生顾问」已存在');
  await expect(toast(page, '角色名称「招生顾问」已存在')).toHaveCount(0);
  await expect(page).toHaveURL(/\/setting\/roles\/edit\/3$/);
});

test('a role in use is not deleted, and the refusal names its accounts; an unused one is', async ({ page }) => {
  const created = (await asOwner(page, 'role.save', { name: '临时活动组', kind: 'editor', resources: ['400'] })).data;
  expect(created).toMatchObject({ name: '临时活动组', accountCount: 0 });
  await page.goto(`${ROLES}?keyword=招生顾问`);
  await tableSettled(page);
  await rowButton(rowOf(page, '招生顾问').first(), '删除').click();
  await confirm(page, '确定删除角色「招生顾问」吗？');
  await expectToast(page, '角色「招生顾问」正在被周顾问、吴顾问、褚顾问使用，请先为这些账号更换角色');
  await expect(rowOf(page, '招生顾问').first()).toBeVisible();

  await page.goto(`${ROLES}?keyword=临时活动组`);
  await rowButton(rowOf(page, '临时活动组'), '删除').click();
  await confirmDelete(page);
  await expect(rowOf(page, '临时活动组')).toHaveCount(0);
});

test.describe('the short-video edition', () => {
  test.use({ account: 'tiktok' });

  test('keeps roles and accounts under 账号管理, with the same pages; the tree groups them as its menu does', async ({
    page,
  }) => {
    await page.goto('/setting/account/roles/list');
    await expect(rowOf(page, '超级管理员')).toBeVisible();
    await button(page, '新增角色').click();
    await expect(page).toHaveURL(/\/setting\/account\/roles\/create$/);
    await expect(treeNode(page, '账号管理')).toBeVisible();
    await expect(treeNode(page, '店铺设置')).toBeVisible();
    // No official website in this edition, so none in its tree.
    await expect(treeNode(page, '官网')).toHaveCount(0);
  });
});

test('a role that is not there (deleted, or a typed id) says so once, with the way back, and is asked once', async ({
  page,
}) => {
  await page.goto('/setting/roles/edit/999999');
  await expect(page.getByText('数据不存在或已被删除')).toBeVisible();
  await expect(page.locator('.ant-skeleton')).toHaveCount(0);
  await button(page, '返回列表').click();
  await expect(page).toHaveURL(/\/setting\/roles\/list$/);
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  // A page that asked again on every mount called role.get 16–18 times a second; this one asked once.
  expect(await requestsOf('role.get')).toHaveLength(1);
});
