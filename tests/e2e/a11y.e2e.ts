import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { allViolations, describeViolations, nodeCount } from './support/axe.js';
import { expect, test } from './support/fixtures.js';

/**
 * Issues 20 and 32: no axe-core violation of any impact (WCAG 2 A/AA and axe's best practices) on any built page, as the super admin of
 * the app/H5 edition, at desktop and phone widths, in light and dark mode.
 *
 * The pages come from the web's route table (`pnpm -s routes`: every built page, menu or not), so a new module
 * is walked without editing this file; a page with an id in its path is reached through the first 编辑 of a
 * page that offers one. Every page is checked twice, at 1440 px light and at 390 px dark (colour does not
 * depend on width nor layout on the mode; the colours of every theme preset in both modes are checked by the
 * theme's unit tests), and the sign-in page in all four combinations. The walk is cut into runs of up to
 * RUN_SIZE pages of a module or of a few small ones, shared by the workers; a run loads the console once and
 * moves from page to page inside it, as a person does, closing the tab it leaves. On each page it checks one
 * mode, then turns the window and the theme to the other in place, as a person narrowing the window and
 * switching dark mode in another tab would (the console follows both without a reload), and checks again: a
 * visit serves both modes. A run checks the whole screen on the first page of each module or part of one (the
 * frame with that module's menu open) and the page in front on the others, the frame being the same. Every
 * other e2e test checks the page it ends on as well (fixture `accessible`).
 */

type Mode = { width: number; height: number; dark: boolean; device: 'desktop' | 'mobile' };
const MODES: readonly [Mode, Mode] = [
  { width: 1440, height: 900, dark: false, device: 'desktop' },
  { width: 390, height: 844, dark: true, device: 'mobile' },
];
const modeName = (m: Mode) => `${m.width} px ${m.dark ? 'dark' : 'light'}`;

/**
 * Pages per run: enough to pay for the run's first load (3 s of Chromium's CPU, a whole-screen check twice
 * the page's own) and the end of its test (a new browser context, the fake's reset, the fixture's own check),
 * few enough for a run to end well inside its time (two checks a page). The tab strip stays short whatever the
 * size: every visit closes the tabs behind it.
 */
const RUN_SIZE = 20;

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

const moduleOf = (path: string) => path.split('/')[1] ?? '';

interface Part {
  name: string;
  paths: string[];
}

/** A module's pages in order, cut in parts of at most RUN_SIZE when it has more. */
function partsOf(fixed: string[]): Part[] {
  const byModule = new Map<string, string[]>();
  for (const path of fixed) byModule.set(moduleOf(path), [...(byModule.get(moduleOf(path)) ?? []), path]);
  return [...byModule].flatMap(([name, paths]) => {
    const count = Math.ceil(paths.length / RUN_SIZE);
    const size = Math.ceil(paths.length / count);
    return Array.from({ length: count }, (_, i) => ({
      name: count > 1 ? `/${name} (${i + 1}/${count})` : `/${name}`,
      paths: paths.slice(i * size, (i + 1) * size),
    }));
  });
}

/**
 * The parts in order, put together into runs of at most RUN_SIZE pages: the small modules share a run and its
 * load instead of one each (a run per module was 22 loads and 22 tests for 140 pages).
 */
function runsOf(fixed: string[]): Part[][] {
  const runs: Part[][] = [];
  let size = Number.POSITIVE_INFINITY;
  for (const part of partsOf(fixed)) {
    if (size + part.paths.length > RUN_SIZE) {
      runs.push([]);
      size = 0;
    }
    runs.at(-1)?.push(part);
    size += part.paths.length;
  }
  return runs;
}

/** Menu entries linking out open a window; the walk stays on the console. */
const noWindows = () => {
  window.open = () => null;
};

/** Waits for the page in front to have drawn its content: a card, table, form or result, and no spinner left. */
async function ready(page: Page): Promise<void> {
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

/**
 * Marks what the page area shows now, runs `go`, and waits for a page that was not there before: the shell
 * hides or drops the page it leaves (a page of its own per path), so the new one is the unmarked one.
 */
async function leaveFor(page: Page, go: () => Promise<unknown>): Promise<void> {
  await page.evaluate(() => {
    document.querySelectorAll('main > *').forEach((el) => {
      el.setAttribute('data-walked', '');
    });
  });
  await go();
  await expect(page.locator('main > :not([data-walked])').filter({ visible: true }).first()).toBeVisible({
    timeout: 20_000,
  });
  await ready(page);
}

/**
 * Closes every tab but the one in front (标签操作 › 关闭其他), and with them the pages the shell keeps alive
 * behind it. axe walks the whole document on every check, hidden pages included: on the tenth page of a run
 * with the nine before it kept, a check took 3.3–4.5 s against 0.9 s with them closed (the page in front is
 * the same; the frame's strip with many tabs is checked by the tests that open them, shell-frame's).
 */
async function closeOthers(page: Page): Promise<void> {
  await page.getByRole('button', { name: '标签操作' }).click();
  const item = page.getByRole('menuitem', { name: '关闭其他', exact: true });
  await item.click();
  await expect(item).toBeHidden();
  // Only the tab in front, and the affixed tabs that have no close button, are left.
  await expect(page.locator('.ant-tabs-tab:not(.ant-tabs-tab-active) .ant-tabs-tab-remove')).toHaveCount(0);
}

/** Opens `path` inside the running console, as its own links do (the router follows the history). */
const visit = (page: Page, path: string) =>
  leaveFor(page, () =>
    page.evaluate((to) => {
      const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      history.pushState({ usr: null, key: `walk${idx}`, idx }, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, path),
  );

/** The signed-in frame: it says which layout it is in (data-device) and paints the theme's layout colour. */
const FRAME = '[data-device]';

/**
 * Turns the running page from mode `from` to `to` in place: the window to its size (the console follows the
 * width, spec §4) and dark mode on or off as another tab of the console setting it would (shell/settings.ts
 * follows the storage). Waits for `themed` (the frame, or the sign-in card) to paint the other theme's colour,
 * the frame to say its new layout, a frame drawn after it all (what the resize set off is laid out), and the
 * page's content.
 */
async function turnTo(page: Page, from: Mode, to: Mode, card?: Locator): Promise<void> {
  const themed = card ?? page.locator(FRAME);
  const before = await themed.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.setViewportSize({ width: to.width, height: to.height });
  if (to.dark !== from.dark) {
    await page.evaluate((dark) => {
      const key = 'zx_settings_dark';
      localStorage.setItem(key, JSON.stringify(dark));
      dispatchEvent(new StorageEvent('storage', { key, newValue: JSON.stringify(dark), storageArea: localStorage }));
    }, to.dark);
    await expect(themed).not.toHaveCSS('background-color', before);
  }
  if (!card) await expect(themed).toHaveAttribute('data-device', to.device);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  if (!card) await ready(page);
}

interface Report {
  page: string;
  count: number;
  text: string;
}

/** What the page area shows now: the page in front, not the frame around it nor the pages left behind. */
const PAGE_IN_FRONT = 'main > :not([data-walked])';

async function check(page: Page, label: string, report: Report[], scope?: string): Promise<void> {
  const violations = await allViolations(page, scope);
  report.push({ page: label, count: nodeCount(violations), text: describeViolations(label, violations) });
}

function expectClean(report: Report[]): void {
  const failing = report.filter((r) => r.count > 0);
  expect(failing.length === 0, failing.map((r) => r.text).join('\n\n')).toBe(true);
}

const { fixed, withId } = builtRoutes();
test.describe.configure({ mode: 'parallel' });

test.describe('the sign-in page', () => {
  test.use({ account: null });
  test('is accessible at both widths in both modes', async ({ page }) => {
    const report: Report[] = [];
    // Each width in each mode, turning one thing or both at a time from the light desktop it starts in.
    const modes = [MODES[0], MODES[1], { ...MODES[0], dark: true }, { ...MODES[1], dark: false }];
    await page.setViewportSize({ width: MODES[0].width, height: MODES[0].height });
    await page.goto('/login');
    await expect(page.getByPlaceholder('账号')).toBeVisible();
    // The app's form: the first HTML's (drawn in the light default) is replaced once it runs.
    await expect(page.getByRole('button', { name: /登\s*录/ })).toBeEnabled();
    for (const [i, mode] of modes.entries()) {
      const from = modes[i - 1];
      if (from) await turnTo(page, from, mode, page.locator('main'));
      await check(page, `/login (${modeName(mode)})`, report);
    }
    expectClean(report);
  });
});

test('the route table has pages to walk', () => {
  expect(fixed.length).toBeGreaterThan(20);
  expect(runsOf(fixed).flatMap((run) => run.flatMap((part) => part.paths))).toEqual(fixed);
});

for (const run of runsOf(fixed)) {
  const count = run.reduce((n, part) => n + part.paths.length, 0);
  test(`every built page of ${run.map((part) => part.name).join(', ')} is accessible in both modes`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(30_000 + 24_000 * count * Math.max(1, Number(process.env.E2E_SLOW ?? 1)));
    // The run starts in the first mode; each page is checked in the mode it was reached in, then in the other.
    let [mode, other] = MODES;
    await page.setViewportSize({ width: mode.width, height: mode.height });
    await page.addInitScript(noWindows);
    await page.addInitScript((dark) => localStorage.setItem('zx_settings_dark', JSON.stringify(dark)), mode.dark);
    const report: Report[] = [];
    const checkBoth = async (path: string, scope?: string) => {
      await check(page, `${path} (${modeName(mode)})`, report, scope);
      await turnTo(page, mode, other);
      [mode, other] = [other, mode];
      await check(page, `${path} (${modeName(mode)})`, report, scope);
    };
    await page.goto(run[0]?.paths[0] ?? '/');
    await ready(page);
    for (const [p, part] of run.entries()) {
      // Each part looks for the pages with an id afresh, as a run of its own would.
      const ids = [...withId];
      for (const [i, path] of part.paths.entries()) {
        if (p > 0 || i > 0) {
          await visit(page, path);
          await closeOthers(page);
        }
        // The whole screen on a part's first page: the frame with that module's menu open.
        await checkBoth(path, i > 0 ? PAGE_IN_FRONT : undefined);
        if (ids.length === 0) continue;
        const edit = page
          .locator('main')
          .getByRole('link', { name: /^编辑$/ })
          .filter({ visible: true })
          .first();
        if ((await edit.count()) === 0) continue;
        const target = new URL((await edit.getAttribute('href')) ?? path, page.url()).pathname;
        const pattern = ids.findIndex((re) => re.test(target));
        if (pattern < 0) continue;
        ids.splice(pattern, 1);
        await leaveFor(page, () => edit.click());
        await closeOthers(page);
        await checkBoth(target, PAGE_IN_FRONT);
      }
    }
    await testInfo.attach('axe', {
      body: JSON.stringify(Object.fromEntries(report.map((r) => [r.page, r.count])), null, 2),
      contentType: 'application/json',
    });
    expect(report.length).toBeGreaterThanOrEqual(2 * count);
    expectClean(report);
  });
}
