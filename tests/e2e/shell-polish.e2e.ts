import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { requestsOf } from './support/stack.js';

/** Polish items of issue 12: tab refresh refetches, the editor speaks Chinese, dates are China's. */

/** Chooses an entry of the tab strip's 标签操作 menu (the tab in front). */
async function tabMenu(page: Page, action: string) {
  await page.getByRole('button', { name: '标签操作' }).click();
  const item = page.getByRole('menuitem', { name: action, exact: true });
  await item.click();
  await expect(item).toBeHidden();
}

test('标签操作 › 刷新 fetches the page’s data again and keeps its tab', async ({ page }) => {
  await page.goto('/');
  for (const [path, call, text] of [
    ['/official/content/contact/list', 'officialContact.list', '城东校区（总部）'],
    ['/official/content/album/list', 'officialAlbum.list', '城东校区大门'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(text, { exact: true }).filter({ visible: true }).first()).toBeVisible();
    const before = (await requestsOf(call)).length;
    expect(before).toBeGreaterThan(0);
    await tabMenu(page, '刷新');
    await expect.poll(async () => (await requestsOf(call)).length).toBe(before + 1);
    await expect(page).toHaveURL(path);
    await expect(page.getByText(text, { exact: true }).filter({ visible: true }).first()).toBeVisible();
  }
});

test('the rich-text editor and its pickers are in Chinese, in light and dark mode', async ({ page }) => {
  await page.goto('/');
  for (const dark of [false, true]) {
    await page.evaluate((d) => localStorage.setItem('zx_settings_dark', JSON.stringify(d)), dark);
    await page.goto('/official/content/activity/create');
    const toolbar = page.locator('.rich-editor .ql-toolbar');
    await expect(toolbar).toBeVisible();

    // Every control is named in Chinese, and the header picker reads 正文, not 'Normal'.
    const names = await toolbar
      .locator('button, [role="button"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((n) => !/[\u4e00-\u9fa5]/.test(n))).toEqual([]);
    await expect(toolbar.getByRole('button', { name: '加粗' })).toHaveAttribute('title', '加粗');
    const header = toolbar.getByRole('button', { name: '段落格式' });
    const shown = () => header.evaluate((el) => getComputedStyle(el, '::before').content);
    expect(await shown()).toBe('"正文"');

    // Its choices by keyboard: Enter opens, Enter picks, and the label follows.
    await header.focus();
    await page.keyboard.press('Enter');
    const big = toolbar.getByRole('button', { name: '大标题' });
    await big.focus();
    await page.keyboard.press('Enter');
    await expect(header).toHaveAttribute('data-value', '2');
    expect(await shown()).toBe('"大标题"');

    // The link bubble: Chinese prompt and placeholder.
    const editor = page.locator('.rich-editor .ql-editor');
    await editor.click();
    await page.keyboard.type('官网链接');
    await page.keyboard.press('Control+A');
    await toolbar.getByRole('button', { name: '插入链接' }).click();
    const address = page.locator('.rich-editor .ql-tooltip input[type="text"]');
    await expect(address).toBeVisible();
    await expect(address).toHaveAttribute('placeholder', '请输入链接地址');
    expect(
      await page.locator('.rich-editor .ql-tooltip').evaluate((el) => getComputedStyle(el, '::before').content),
    ).toBe('"输入链接："');
    await page.keyboard.press('Escape');

    // antd's date picker of the same form: Chinese months and weekdays.
    await page.getByRole('textbox', { name: '发布日期' }).click();
    await expect(page.locator('.ant-picker-dropdown .ant-picker-header-view').filter({ visible: true })).toContainText(
      '年',
    );
    await expect(page.locator('.ant-picker-dropdown thead').filter({ visible: true })).toContainText('一');
    await page.keyboard.press('Escape');
    await expectAccessible(page, `activity form, ${dark ? 'dark' : 'light'}`);
  }
});

test.describe('in a browser in Los Angeles', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('dates are China’s: the overview’s date and the default 发布日期', async ({ page }) => {
    // 00:30 on Monday 10 March 2025 in Shanghai; 09:30 on Sunday the 9th in Los Angeles.
    await page.clock.setFixedTime(new Date('2025-03-09T16:30:00Z'));
    await page.goto('/');
    expect(await page.evaluate(() => new Date().getDate())).toBe(9);
    await page.goto('/overview');
    await expect(page.getByText('2025年3月10日 星期一')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText('夜深了');
    await page.goto('/official/content/activity/create');
    await expect(page.getByRole('textbox', { name: '发布日期' })).toHaveValue('2025-03-10');
  });
});
