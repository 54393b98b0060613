import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { mainMenu } from './support/stack.js';
import { button, chooseOption, tableRows, tableSettled } from './support/ui.js';

/**
 * Issue 31: the tabs' pages are kept alive up to a bound (web/src/shell/keep-alive.ts, ten pages). A tab whose
 * page was let go mounts it again from its address, with its filters, its page of the list and its scroll; a page
 * left with unsaved changes is never let go.
 */

/** Ten menu pages opened after the page under test: enough to take it past the bound of ten kept pages. */
const OTHERS = [
  '/official/content/introduction/list',
  '/official/content/video/list',
  '/official/content/album/list',
  '/official/content/student/list',
  '/official/content/activity/list',
  '/official/content/works/list',
  '/official/content/contact/list',
  '/official/content/banner/list',
  '/class/list/list',
  '/class/experience/list',
];

const tab = (page: Page, path: string) => page.locator(`[data-tab="${path}"]`);

/** Opens `path` inside the running console, as its links do (the router follows the history), and waits for it. */
async function openInside(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: `tabs${idx}`, idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await expect(page.locator('.ant-tabs-tab-active').locator(`[data-tab="${path}"]`)).toBeVisible();
  await expect(page.locator('main .ant-spin-spinning').filter({ visible: true })).toHaveCount(0);
}

test('a tab whose page was let go comes back with its filters, its page of the list and its scroll', async ({
  page,
}) => {
  // Eleven pages opened one after another.
  test.slow();
  // Short enough for the list to scroll.
  await page.setViewportSize({ width: 1440, height: 600 });
  await page.goto('/teacher/list');
  await chooseOption(page, page.getByRole('combobox', { name: '任职状态' }), '全职');
  await button(page, '查询').click();
  await expect(page).toHaveURL(/employment=1/);
  // The address changes as the router starts; the list has followed once it shows the full-time teachers only.
  await expect(page.getByText('共 36 条')).toHaveCount(0);
  await tableSettled(page);
  await chooseOption(page, page.getByRole('combobox', { name: '每页条数' }), '10 条/页');
  await expect(page).toHaveURL(/employment=1&size=10/);
  await expect(tableRows(page)).toHaveCount(10);
  await page.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/employment=1&size=10&page=2/);
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
  await tableSettled(page);
  const address = new URL(page.url());
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
  // The list as first mounted: a page mounted again from its address will not carry this mark.
  await tableRows(page)
    .first()
    .evaluate((row) => row.setAttribute('data-first-mount', ''));

  for (const path of OTHERS) await openInside(page, path);
  await expect(page.locator('[data-first-mount]')).toHaveCount(0);
  await expect(tab(page, '/teacher/list')).toBeVisible();

  await tab(page, '/teacher/list').click();
  await expect(page).toHaveURL(address.href);
  await tableSettled(page);
  await expect(page.locator('.ant-select', { has: page.getByRole('combobox', { name: '任职状态' }) })).toContainText(
    '全职',
  );
  await expect(page.locator('.ant-pagination-item-active').filter({ visible: true })).toHaveText('2');
  for (const row of await tableRows(page).all()) await expect(row).toContainText('全职');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
});

test('a page left with unsaved changes is never let go', async ({ page }) => {
  // Twelve pages opened one after another.
  test.slow();
  await page.goto('/center/notice');
  const feedback = page.getByLabel('反馈内容');
  await feedback.fill('希望标签页多开时依然流畅');
  // Leaving asks first (spec §4); 继续 leaves the page with what was typed in it.
  await mainMenu(page).getByRole('button', { name: '概况' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '此操作将不会保存已有修改, 是否继续?' });
  await confirm.getByRole('button', { name: /继\s*续/ }).click();
  await expect(page).toHaveURL(/\/overview$/);

  for (const path of OTHERS) await openInside(page, path);
  // Eleven pages later, the notice page is still in the document (hidden behind its tab), with what was typed.
  await expect(feedback).toBeHidden();
  await expect(feedback).toHaveValue('希望标签页多开时依然流畅');

  await tab(page, '/center/notice').click();
  await expect(page).toHaveURL(/\/center\/notice$/);
  await expect(feedback).toBeVisible();
  await expect(feedback).toHaveValue('希望标签页多开时依然流畅');
});
