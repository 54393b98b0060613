import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { mainMenu } from './support/stack.js';
import { DELETE_QUESTION } from './support/ui.js';

/**
 * Issue 20: every action by keyboard (Tab, Enter, Escape), with its focus visible, and the focus back where
 * it was when a dialog closes.
 */

/** Presses Tab until `target` has the focus (at most `limit` times), as a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

const focused = (page: Page) => page.locator('*:focus');

/** The focused element draws a visible focus mark (an outline or a ring). */
async function expectFocusVisible(page: Page): Promise<void> {
  const mark = await focused(page).evaluate((el) => {
    const s = getComputedStyle(el);
    return { outline: s.outlineStyle !== 'none' && s.outlineWidth !== '0px', shadow: s.boxShadow !== 'none' };
  });
  expect(mark.outline || mark.shadow, 'the focused element shows it').toBe(true);
}

test('the sidebar, the account menu and the settings drawer work from the keyboard', async ({ page }) => {
  await page.goto('/overview');
  const official = mainMenu(page).getByRole('button', { name: '官网' });
  await tabTo(page, official);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/official\//);

  // The account menu opens with Enter; its entries by arrows; Escape closes it and gives the focus back.
  const account = page.getByRole('button', { name: /账号菜单/ });
  await account.focus();
  await page.keyboard.press('Enter');
  const settings = page.getByRole('menuitem', { name: '界面设置' });
  await expect(settings).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(account).toBeFocused();

  // The settings drawer: opened by keyboard, closed by Escape, focus back on its opener.
  const opener = page.getByRole('button', { name: '界面设置' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: '界面设置' });
  await expect(drawer).toBeVisible();
  await expectAccessible(page, 'settings drawer');
  // Its colour picker opens from the keyboard too.
  await drawer.getByRole('button', { name: /^主题色/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-color-picker-inner').filter({ visible: true })).toBeVisible();
  // Escape twice in quick succession: the first shuts the picker, the second the drawer (antd alone let the
  // closing picker swallow the second one).
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-color-picker-inner').filter({ visible: true })).toHaveCount(0);
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
});

test('tabs: arrows move between tabs, Delete closes one, the tab menu opens with Enter', async ({ page }) => {
  const strip = page.getByRole('region', { name: '已打开的页面' });
  const tabs = strip.getByRole('tab');
  await page.goto('/center/notice');
  await expect(tabs).toHaveText(['概况', '公告']);
  await page.goto('/center/study');
  await expect(tabs).toHaveText(['概况', '公告', '学习中心']);
  await tabs.nth(2).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/center\/notice$/);
  await tabs.nth(2).focus();
  await page.keyboard.press('Delete');
  // What a person sees (antd's hidden English "Tab 2 of 2" of the focused tab is not shown).
  await expect(tabs).toHaveText(['概况', '公告'], { useInnerText: true });

  const actions = strip.getByRole('button', { name: '标签操作' });
  await actions.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: '关闭其他', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(actions).toBeFocused();
});

test('a row’s 删除 by keyboard: the confirmation opens, Escape cancels, the focus is back on 删除', async ({
  page,
}) => {
  await page.goto('/official/content/contact/list');
  const remove = page.locator('.ant-table-row:visible').first().getByRole('button', { name: '删除' });
  await tabTo(page, remove);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog').filter({ hasText: DELETE_QUESTION });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'delete confirmation');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();

  // The row's 编辑 is one stop, a link.
  const edit = page.locator('.ant-table-row:visible').first().getByRole('link', { name: '编辑' });
  await edit.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/official\/content\/contact\/edit\/\d+$/);
});

test('category editor: 上移 and 下移 by keyboard keep the focus on the moved row', async ({ page }) => {
  await page.goto('/official/setting/category?type=1');
  const editor = page.getByTestId('category-editor-1');
  const names = () => editor.locator('li input').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  await expect.poll(names).toEqual(['校园风采', '教学环境', '节日活动']);

  await editor.getByRole('button', { name: '下移 校园风采' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(names).toEqual(['教学环境', '校园风采', '节日活动']);
  await expect(focused(page)).toHaveAccessibleName('下移 校园风采');
  await page.keyboard.press('Enter');
  await expect.poll(names).toEqual(['教学环境', '节日活动', '校园风采']);
  // At the end of the list 下移 is disabled: the focus moves to the same row's 上移.
  await expect(focused(page)).toHaveAccessibleName('上移 校园风采');
  await expect(editor.getByText('已移到第 3 位')).toBeAttached();
  await page.keyboard.press('Enter');
  await expect.poll(names).toEqual(['教学环境', '校园风采', '节日活动']);
});

test('photo grid: a photo is selected by keyboard, and its actions show while it has the focus', async ({ page }) => {
  await page.goto('/official/content/album/list');
  const card = page.locator('.photo-card').filter({ hasText: '城东校区大门' });
  const check = card.getByRole('checkbox');
  await tabTo(page, check);
  await expect(card.locator('.photo-actions')).toHaveCSS('opacity', '1');
  await page.keyboard.press('Space');
  await expect(check).toBeChecked();
  await expect(page.getByText('已选 1 项')).toBeVisible();

  // Its preview dialog: Escape closes it and the focus is back on 预览.
  const preview = card.getByRole('button', { name: '预览' });
  await page.keyboard.press('Tab');
  await expect(preview).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-image-preview')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-image-preview')).toBeHidden();
});

test('an upload box opens the file chooser from the keyboard', async ({ page }) => {
  // Waited for before anything happens: Playwright starts intercepting file choosers when the first listener
  // comes, asynchronously, and a chooser opened before that goes to the (headless) browser unseen.
  const chooser = page.waitForEvent('filechooser');
  await page.goto('/official/content/banner/create');
  const box = page.locator('.upload-box button').first();
  await tabTo(page, box);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  expect((await chooser).isMultiple()).toBe(false);
});
