import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { mainMenu } from './support/stack.js';
import { button, toast } from './support/ui.js';

/** The frame of spec §2: tabs, help panel, search, menus, unsaved changes, mobile mode, settings. */

const tabs = (page: Page) => page.getByRole('region', { name: '已打开的页面' }).getByRole('tab');

/** Kept-alive pages stay in the document, hidden: text locators must skip them. */
const visibleText = (page: Page, text: string) => page.getByText(text, { exact: true }).filter({ visible: true });
const visibleLabel = (page: Page, text: string) => page.getByLabel(text).filter({ visible: true });

/** The strip shows exactly these tabs, in order (retried until it does). */
async function expectTabs(page: Page, titles: string[]) {
  await expect(tabs(page)).toHaveText(titles);
}

/** Opens a tab's context menu and waits for it to settle (it slides in; a click mid-slide can miss it). */
async function openTabMenu(page: Page, title: string) {
  await tabs(page).filter({ hasText: title }).click({ button: 'right' });
  const menu = page.locator('.ant-dropdown').filter({ visible: true });
  await expect(menu).toHaveCount(1);
  await expect(menu).not.toHaveClass(/-appear|-enter/);
}

async function tabAction(page: Page, title: string, action: string) {
  await openTabMenu(page, title);
  const item = page.getByRole('menuitem', { name: action, exact: true });
  await item.click();
  await expect(item).toBeHidden();
}

test('tabs: visits open tabs, pages keep their state, refresh keeps the tab, the overview stays', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('概况 - 智校管理后台');
  await page.goto('/center/notice');
  await expect(page).toHaveTitle('公告 - 智校管理后台');
  const search = page.getByPlaceholder('搜索标题').filter({ visible: true });
  await search.fill('尚未提交的搜索');
  await visibleText(page, '学习中心').click();
  await expect(page).toHaveURL(/\/center\/study$/);
  await expectTabs(page, ['概况', '公告', '学习中心']);

  // Back on its tab the page is as it was left: the typed search is still there.
  await tabs(page).filter({ hasText: '公告' }).click();
  await expect(page).toHaveURL(/\/center\/notice$/);
  await expect(search).toHaveValue('尚未提交的搜索');

  // Refresh goes through /redirect and back: same tab, a fresh page.
  await tabAction(page, '公告', '刷新');
  await expect(page).toHaveURL(/\/center\/notice$/);
  await expect(search).toHaveValue('');
  await expectTabs(page, ['概况', '公告', '学习中心']);

  // The affixed overview tab cannot be closed.
  await openTabMenu(page, '概况');
  const close = page.getByRole('menuitem', { name: '关闭', exact: true });
  await expect(close).toHaveAttribute('aria-disabled', 'true');
  await page.mouse.click(700, 24);
  await expect(close).toBeHidden();

  await tabAction(page, '学习中心', '关闭其他');
  await expectTabs(page, ['概况', '学习中心']);
  await expect(page).toHaveURL(/\/center\/study$/);

  // The tabs survive a reload.
  await page.reload();
  await expectTabs(page, ['概况', '学习中心']);

  await tabAction(page, '学习中心', '关闭所有');
  await expectTabs(page, ['概况']);
  await expect(page).toHaveURL(/\/overview$/);
});

test('tabs: closing the active tab with its close button goes to its neighbour', async ({ page }) => {
  await page.goto('/');
  await page.goto('/center/notice');
  await visibleText(page, '学习中心').click();
  await page
    .getByRole('region', { name: '已打开的页面' })
    .locator('.ant-tabs-tab')
    .filter({ hasText: '学习中心' })
    // The mouse's close button: kept out of the tab list's accessibility tree (Delete closes a focused tab).
    .locator('.ant-tabs-tab-remove')
    .click();
  await expect(page).toHaveURL(/\/center\/notice$/);
  await expectTabs(page, ['概况', '公告']);
});

test('help panel: shows the page help, toggles, and hides itself where there is none', async ({ page }) => {
  await page.goto('/');
  const panel = page.getByRole('complementary', { name: '页面帮助' });
  await expect(panel).toContainText('概况页展示店铺今日与昨日的访问');
  await page.getByRole('button', { name: '帮助', exact: true }).click();
  await expect(panel).toHaveCount(0);
  await page.getByRole('button', { name: '帮助', exact: true }).click();
  await expect(panel).toBeVisible();

  await page.goto('/center/notice');
  await expect(panel).toContainText('公告中心汇集平台的系统公告');
  await page.getByRole('link', { name: '系统升级维护公告', exact: true }).click();
  await expect(page.getByRole('heading', { name: '系统升级维护公告' }).first()).toBeVisible();
  // The detail page has no help: no panel and no toggle.
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: '帮助', exact: true })).toHaveCount(0);
});

test('header search finds a page by its title and goes there', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: '搜索页面' }).click();
  await page.getByRole('combobox', { name: '搜索页面' }).fill('视频');
  await expect(page.locator('.ant-select-item-option').filter({ hasText: '官网 > 官网内容 > 视频中心' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/official\/content\/video\/list$/);
  await expect(page).toHaveTitle('视频中心 - 智校管理后台');
});

test('menus: the second level pins on modules with sub-menus and opens on hover elsewhere', async ({ page }) => {
  await page.goto('/');
  // Hover once the frame has settled on the overview: a navigation closes the hover menu.
  await expect(page).toHaveURL(/\/overview$/);
  const official = page.getByRole('navigation', { name: '官网菜单' });
  await expect(official).toHaveCount(0);
  await page.mouse.move(800, 500);
  await mainMenu(page).getByRole('button', { name: '官网' }).hover();
  await expect(official).toBeVisible();
  await official.getByRole('menuitem', { name: '相册' }).click();
  await expect(page).toHaveURL(/\/official\/content\/album\/list$/);
  // On the module's own pages the menu stays, with the page highlighted and the icon active.
  await page.mouse.move(800, 500);
  await expect(official.getByRole('menuitem', { name: '相册' })).toHaveClass(/ant-menu-item-selected/);
  await expect(mainMenu(page).getByRole('button', { name: '官网' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText('官网');
  // The overview hides the breadcrumb.
  await mainMenu(page).getByRole('button', { name: '概况' }).click();
  await expect(page.getByRole('navigation', { name: '当前位置' })).toHaveCount(0);
});

test('unsaved changes: leaving asks first; 取消 stays, 继续 leaves', async ({ page }) => {
  await page.goto('/');
  await page.goto('/center/notice');
  await visibleLabel(page, '反馈内容').fill('希望增加批量导出功能');
  await mainMenu(page).getByRole('button', { name: '概况' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '此操作将不会保存已有修改, 是否继续?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: /取\s*消/ }).click();
  await expect(page).toHaveURL(/\/center\/notice$/);
  await expect(visibleLabel(page, '反馈内容')).toHaveValue('希望增加批量导出功能');

  await mainMenu(page).getByRole('button', { name: '概况' }).click();
  await confirm.getByRole('button', { name: /继\s*续/ }).click();
  await expect(page).toHaveURL(/\/overview$/);
});

test('the feedback form sends, clears and no longer holds the page', async ({ page }) => {
  await page.goto('/');
  await page.goto('/center/notice');
  await visibleLabel(page, '反馈内容').fill('公告能否支持订阅');
  await visibleLabel(page, '联系方式（选填）').fill('13800000001');
  await button(page, '提交反馈').click();
  await expect(toast(page, '反馈已提交，感谢您的建议！')).toBeVisible();
  await expect(visibleLabel(page, '反馈内容')).toHaveValue('');
  await mainMenu(page).getByRole('button', { name: '概况' }).click();
  await expect(page).toHaveURL(/\/overview$/);
});

test('mobile width: the sidebar is closed and opens over the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.locator('[data-device="mobile"]')).toBeVisible();
  await expect(mainMenu(page)).toHaveCount(0);
  await page.getByRole('button', { name: '展开侧边栏' }).click();
  await expect(mainMenu(page)).toBeVisible();
  await mainMenu(page).getByRole('button', { name: '服务中心' }).click();
  await expect(page).toHaveURL(/\/center\/notice$/);
  await expect(mainMenu(page)).toBeHidden();
  // The help panel starts closed on a phone.
  await expect(page.getByRole('complementary', { name: '页面帮助' })).toHaveCount(0);
});

test('desktop: the sidebar toggle is kept across reloads', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: '收起侧边栏' }).click();
  await expect(mainMenu(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: '展开侧边栏' })).toBeVisible();
  await expect(mainMenu(page)).toHaveCount(0);
  await page.getByRole('button', { name: '展开侧边栏' }).click();
  await expect(mainMenu(page)).toBeVisible();
});

test('size switch, dark mode and fullscreen', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(document, 'fullscreenEnabled', { get: () => false }));
  await page.goto('/');
  await page.getByRole('button', { name: '布局大小' }).click();
  await page.getByRole('menuitem', { name: '迷你' }).click();
  await expect(toast(page, 'Switch Size Success')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('zx_settings_size'))).toBe('"mini"');

  await page.getByRole('button', { name: '界面设置' }).first().click();
  await page.getByRole('switch', { name: '暗色模式' }).click();
  await page.reload();
  expect(await page.evaluate(() => localStorage.getItem('zx_settings_dark'))).toBe('true');
  const background = await page.locator('[data-device]').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toBe('rgb(245, 245, 245)');

  await page.getByRole('button', { name: '全屏' }).click();
  await expect(toast(page, 'you browser can not work')).toBeVisible();
});

test('unknown paths inside the console go to the 404 page', async ({ page }) => {
  await page.goto('/');
  await page.goto('/official/no-such-page');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/center/centerInfo/notice/abc');
  await expect(page).toHaveURL(/\/404$/);
});
