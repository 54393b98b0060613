import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { describeViolations, nodeCount, seriousViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { signIn } from './support/stack.js';

/**
 * Issue 20: no serious or critical axe-core violation (WCAG 2 A/AA) on any built page, as the super admin of
 * the app/H5 edition, at desktop and phone widths, in light and dark mode.
 *
 * The pages come from the web's route table (`pnpm -s routes`: every built page, menu or not), so a new module
 * is walked without editing this file; a page with an id in its path is reached through the first 编辑 of a
 * page that offers one. Every page is walked twice, at 1440 px light and at 390 px dark, so that each page is
 * seen at both widths and in both modes (the two walks run side by side in the two workers); the sign-in page
 * in all four combinations. Colour does not depend on width nor layout on the mode, and the colours of every
 * theme preset in both modes are checked by the theme's unit tests. Every other e2e test checks the page it
 * ends on as well (fixture `accessible`).
 */

const WALKS = [
  { width: 1440, height: 900, dark: false },
  { width: 390, height: 844, dark: true },
] as const;
type Mode = { width: number; height: number; dark: boolean };
const modeName = (m: Mode) => `${m.width} px ${m.dark ? 'dark' : 'light'}`;

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The built pages of the app/H5 edition with no parameter in their path, and the patterns of those with one. */
function builtRoutes(): { fixed: string[]; withId: RegExp[] } {
  const lines = execFileSync('pnpm', ['-s', 'routes'], { cwd: root, encoding: 'utf8' }).trim().split('\n');
  const paths = lines
    .map((l) => l.split('\t'))
    .filter(([edition, , , state]) => edition === '1' && state === 'built')
    .map(([, path]) => path as string);
  return {
    fixed: paths.filter((p) => !p.includes(':')),
    withId: paths.filter((p) => p.includes(':')).map((p) => new RegExp(`^${p.replace(/:[A-Za-z]+/g, '[^/]+')}$`)),
  };
}

/** Menu entries linking out open a window; the walk stays on the console. */
const noWindows = () => {
  window.open = () => null;
};

/** Waits for the page in front to have drawn its content: its data loaded, no spinner left. */
async function ready(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const main = page.locator('main');
  await expect(
    main
      .locator('.ant-card, .ant-table, .ant-empty, .ant-result, .ant-form, .ant-list, [role="tabpanel"]')
      .filter({ visible: true })
      .first(),
  ).toBeVisible({ timeout: 20_000 });
  await expect(main.locator('.ant-spin-spinning, .ant-skeleton-active').filter({ visible: true })).toHaveCount(0, {
    timeout: 20_000,
  });
}

test.use({ account: null });
test.describe.configure({ mode: 'parallel' });

async function walk(browser: Browser, mode: Mode, paths: string[], withId: RegExp[]): Promise<Report[]> {
  const report: Report[] = [];
  const context = await browser.newContext({ viewport: { width: mode.width, height: mode.height } });
  await context.addInitScript(noWindows);
  await context.addInitScript((dark) => localStorage.setItem('zx_settings_dark', JSON.stringify(dark)), mode.dark);
  const page = await context.newPage();
  const check = async (label: string) => {
    const violations = await seriousViolations(page);
    report.push({ page: label, count: nodeCount(violations), text: describeViolations(label, violations) });
  };
  for (const login of [false, true]) {
    // The sign-in page in the other mode as well: it is the one page every person sees in both.
    await context.addInitScript(
      (dark) => localStorage.setItem('zx_settings_dark', JSON.stringify(dark)),
      login !== mode.dark,
    );
    await page.goto('/login');
    await expect(page.getByPlaceholder('账号')).toBeVisible();
    await check(`/login (${mode.width} px ${login !== mode.dark ? 'dark' : 'light'})`);
  }
  await context.addInitScript((dark) => localStorage.setItem('zx_settings_dark', JSON.stringify(dark)), mode.dark);
  await signIn(page);
  const ids = [...withId];
  for (const path of paths) {
    await page.goto(path);
    await ready(page);
    await check(`${path} (${modeName(mode)})`);
    if (ids.length === 0) continue;
    const edit = page
      .locator('main')
      .getByRole('link', { name: /^编辑$/ })
      .filter({ visible: true })
      .first();
    if ((await edit.count()) === 0) continue;
    await edit.click();
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 5_000 })
      .not.toBe(path)
      .catch(() => undefined);
    const target = new URL(page.url()).pathname;
    const pattern = ids.findIndex((re) => re.test(target));
    if (pattern < 0) continue;
    ids.splice(pattern, 1);
    await ready(page);
    await check(`${target} (${modeName(mode)})`);
  }
  await context.close();
  return report;
}

interface Report {
  page: string;
  count: number;
  text: string;
}

for (const mode of WALKS) {
  test(`every built page is accessible at ${modeName(mode)}`, async ({ browser }, testInfo) => {
    // Some sixty pages; a shared machine (E2E_SLOW) is given longer.
    test.setTimeout(600_000 * Math.max(1, Number(process.env.E2E_SLOW ?? 1)));
    const { fixed, withId } = builtRoutes();
    expect(fixed.length).toBeGreaterThan(20);
    const report = await walk(browser, mode, fixed, withId);
    const counts = Object.fromEntries(report.map((r) => [r.page, r.count]));
    await testInfo.attach('axe', { body: JSON.stringify(counts, null, 2), contentType: 'application/json' });
    expect(report.length).toBeGreaterThan(fixed.length);
    const failing = report.filter((r) => r.count > 0);
    expect(failing.length === 0, failing.map((r) => r.text).join('\n\n')).toBe(true);
  });
}
