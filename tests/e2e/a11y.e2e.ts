import type { Browser, Page } from '@playwright/test';
import { ACCOUNTS } from './support/accounts.js';
import { describeViolations, nodeCount, seriousViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { mainMenu, resetFake, signIn } from './support/stack.js';

/**
 * Issue 20: no serious or critical axe-core violation (WCAG 2 A/AA) on any built page, signed in as the super
 * admin and on /login, at desktop and phone widths, in light and dark mode with the default theme colour.
 * The pages are found from the menus (which list only built pages) plus a create and an edit page of each
 * list, so a new module is walked without editing this file.
 */

const MODES = [
  { width: 1440, height: 900, dark: false },
  { width: 1440, height: 900, dark: true },
  { width: 390, height: 844, dark: false },
  { width: 390, height: 844, dark: true },
] as const;

/** Menu entries linking out open a window; the walk stays on the console. */
const noWindows = () => {
  window.open = () => null;
};

const here = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** The main area's visible control named like `name` (kept-alive pages stay in the document, hidden). */
const mainControl = (page: Page, name: RegExp) =>
  page.locator('main').getByRole('button', { name }).or(page.locator('main').getByRole('link', { name })).filter({
    visible: true,
  });

/**
 * Waits for the page in front to have drawn its content: its data loaded, no spinner left. A busy machine can
 * take a while over a page's first chunk, hence the longer wait than expect's default.
 */
async function ready(page: Page): Promise<void> {
  const timeout = 30_000;
  await page.waitForLoadState('networkidle');
  const main = page.locator('main');
  await expect(
    main
      .locator('.ant-card, .ant-table, .ant-empty, .ant-result, .ant-form, [role="tabpanel"]')
      .filter({ visible: true })
      .first(),
  ).toBeVisible({ timeout });
  await expect(main.locator('.ant-spin-spinning, .ant-skeleton-active').filter({ visible: true })).toHaveCount(0, {
    timeout,
  });
}

/** Waits until the address has settled on a page other than `from`; false when it stays. */
async function movedFrom(page: Page, from: string): Promise<boolean> {
  return expect
    .poll(() => here(page), { timeout: 3_000 })
    .not.toBe(from)
    .then(
      () => true,
      () => false,
    );
}

/** The first-level entries, then every leaf of each module's second-level menu, by clicking through them. */
async function menuPages(page: Page): Promise<string[]> {
  const found = new Set<string>();
  const modules = mainMenu(page).getByRole('button');
  await expect(modules.first()).toBeVisible();
  const count = await modules.count();
  for (let i = 0; i < count; i++) {
    const module = modules.nth(i);
    const title = ((await module.textContent()) ?? '').trim();
    await module.click();
    await ready(page);
    found.add(here(page));
    const second = page.getByRole('navigation', { name: `${title}菜单` }).first();
    if (!(await second.isVisible())) continue;
    for (const folded of await second.locator('.ant-menu-submenu-title[aria-expanded="false"]').all()) {
      await folded.click();
    }
    const leaves = second.locator('li.ant-menu-item');
    const n = await leaves.count();
    for (let j = 0; j < n; j++) {
      await leaves.nth(j).click();
      await ready(page);
      found.add(here(page));
    }
  }
  return [...found];
}

/** The page a list's create button and its first row's edit action open, where they open a page. */
async function formPages(page: Page, list: string): Promise<string[]> {
  const found: string[] = [];
  for (const name of [/新增|添加|新建|上传/, /^编辑$/]) {
    await page.goto(list);
    await ready(page);
    const control = mainControl(page, name).first();
    if ((await control.count()) === 0) continue;
    await control.click();
    if (await movedFrom(page, list)) found.push(here(page));
  }
  return found;
}

async function discover(browser: Browser): Promise<string[]> {
  const context = await browser.newContext();
  await context.addInitScript(noWindows);
  const page = await context.newPage();
  await signIn(page, ACCOUNTS.app);
  const menus = await menuPages(page);
  const forms: string[] = [];
  for (const list of menus) forms.push(...(await formPages(page, list)));
  await context.close();
  return [...new Set([...menus, ...forms])];
}

let pages: string[] = [];

// Generous limits: the walk opens some forty pages, four times, and a shared machine can be slow.
test.beforeAll(async ({ browser }) => {
  test.setTimeout(900_000);
  await resetFake();
  pages = await discover(browser);
});

for (const mode of MODES) {
  const name = `${mode.width} px, ${mode.dark ? 'dark' : 'light'}`;
  test(`every page is accessible at ${name}`, async ({ browser }, testInfo) => {
    test.setTimeout(900_000);
    expect(pages.length).toBeGreaterThan(20);
    const context = await browser.newContext({ viewport: { width: mode.width, height: mode.height } });
    await context.addInitScript((dark) => localStorage.setItem('zx_settings_dark', JSON.stringify(dark)), mode.dark);
    const page = await context.newPage();
    const report: Array<{ page: string; count: number; text: string }> = [];
    const check = async (label: string) => {
      const violations = await seriousViolations(page);
      report.push({ page: label, count: nodeCount(violations), text: describeViolations(label, violations) });
    };

    await page.goto('/login');
    await expect(page.getByPlaceholder('账号')).toBeVisible();
    await check('/login');
    await signIn(page, ACCOUNTS.app);
    for (const path of pages) {
      await page.goto(path);
      await ready(page);
      await check(path);
    }
    await context.close();

    const counts = Object.fromEntries(report.map((r) => [r.page, r.count]));
    await testInfo.attach(`axe ${name}`, { body: JSON.stringify(counts, null, 2), contentType: 'application/json' });
    const failing = report.filter((r) => r.count > 0);
    expect(failing.length === 0, failing.map((r) => r.text).join('\n\n')).toBe(true);
  });
}
