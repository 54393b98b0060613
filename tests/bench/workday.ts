import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { repoRoot } from '../support/processes.js';
import { launchChromium, signedInPage } from './support/browser.js';
import { lighthouseScores } from './support/lighthouse.js';
import { benchStack } from './support/stack.js';

/**
 * A workday in one browser tab (issue 31), signed in as the super admin of the app/H5 edition:
 * - every page the menus offer (`pnpm -s menu-pages`) opened twice inside the running console, as its links
 *   do (the router follows the history; no reload), printing every 20 visits the JS heap after a forced
 *   collection, the document's element count and the number of tabs;
 * - then the time from a click on a tab to its content painted, for a tab whose page is kept and for one whose
 *   page was let go (it mounts afresh), p50 and p95, against a blank in-app navigation of the same run (the
 *   address's hash changed: the router and the frame, no page), and the let-go page against its own first
 *   visit;
 * - the heap once every tab is closed;
 * - Lighthouse (performance) on /login with its mobile and desktop presets.
 * Goals are printed, never asserted. Needs the built web (`pnpm --filter @console/web build`), or
 * BENCH_WEB_ROOT=<dir> for another build (the "before" of a change). ROUNDS=n changes the timed tab clicks.
 */
const ROUNDS = Number(process.env.ROUNDS ?? 20);
const webRoot = process.env.BENCH_WEB_ROOT ?? join(repoRoot, 'web/dist');
const GOALS = { heapMb: 80, elements: 8000, keptP95Ms: 100, evictedRatio: 1.5, mobile: 0.9, desktop: 0.98 };

/** The menu pages of the app/H5 edition, with the trail the header search shows. */
function menuPages(): Array<{ path: string; trail: string }> {
  return execFileSync('pnpm', ['-s', 'menu-pages'], { cwd: repoRoot, encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => l.split('\t'))
    .filter(([edition]) => edition === '1')
    .map(([, path, trail]) => ({ path: path as string, trail: trail as string }));
}

/**
 * Runs in the page, once: `window.__bench`. `settle(start, path, test)` waits, frame by frame, until the address
 * is `path` and the page in front has drawn its content (a card, table, form, list, result or tab panel, and, for
 * a page mounting afresh, no spinner left: a kept page shows what it had at once, whatever it fetches again
 * meanwhile), then for that frame's paint; answers the milliseconds since `start` and whether the page in front
 * was already in the document before (kept) or mounted afresh. `mark()` marks what is in the document now
 * and remembers the page in front, which must go before the next one counts.
 */
const HELPERS = `() => {
  const CONTENT = '.ant-card, .ant-table, .ant-empty, .ant-result, .ant-form, .ant-list, [role="tabpanel"]';
  const BUSY = '.ant-spin-spinning, .ant-skeleton-active';
  const shown = (el) => el.checkVisibility();
  // Only the page being shown is searched: a kept page that is hidden has its elements at the top of <main> hidden
  // by an inline display: none (React's Activity), so their subtrees are skipped without being looked into.
  const front = () => {
    const main = document.querySelector('main');
    if (!main) return null;
    for (const top of main.children) {
      if (top.style.display === 'none') continue;
      const content = top.matches(CONTENT) ? top : [...top.querySelectorAll(CONTENT)].find(shown);
      if (!content || !shown(content)) continue;
      const busy = [...top.querySelectorAll(BUSY)].some(shown);
      return busy && !top.hasAttribute('data-bench-seen') ? null : top;
    }
    return null;
  };
  const frame = () => new Promise((r) => requestAnimationFrame(r));
  const painted = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  window.open = () => null;
  window.__bench = {
    left: null,
    mark() {
      for (const el of document.querySelectorAll('main > *')) el.setAttribute('data-bench-seen', '');
      window.__bench.left = front();
    },
    async settle(start, path, test) {
      const until = start + 30000;
      for (;;) {
        const top = location.pathname === path ? front() : null;
        // The page being left still shows until the frame commits the new one (a blank navigation stays).
        if (top && (test ? test() : top !== window.__bench.left)) {
          const kept = top.hasAttribute('data-bench-seen');
          await painted();
          return { ms: performance.now() - start, kept };
        }
        if (performance.now() > until) return { ms: Number.NaN, kept: false };
        await frame();
      }
    },
    async visit(path) {
      window.__bench.mark();
      const idx = (history.state?.idx ?? 0) + 1;
      const start = performance.now();
      history.pushState({ usr: null, key: 'bench' + idx, idx }, '', path);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
      return window.__bench.settle(start, path);
    },
    async clickTab(path) {
      window.__bench.mark();
      const tab = document.querySelector('[data-tab="' + path + '"]');
      if (!tab) throw new Error('no tab for ' + path);
      const start = performance.now();
      tab.click();
      return window.__bench.settle(start, path);
    },
    async blank(n) {
      window.__bench.left = null;
      const hash = '#bench' + n;
      const idx = (history.state?.idx ?? 0) + 1;
      const start = performance.now();
      history.pushState({ usr: null, key: 'blank' + idx, idx }, '', location.pathname + location.search + hash);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
      // The frame has taken the new address once its tab records it (written when the frame commits).
      const committed = () => (localStorage.getItem('zx_console_visitedViews') ?? '').includes(hash);
      return window.__bench.settle(start, location.pathname, committed);
    },
    tabs: () => [...document.querySelectorAll('[data-tab]')].map((el) => el.getAttribute('data-tab')),
  };
}`;

interface Settled {
  ms: number;
  kept: boolean;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((s.length - 1) * p))] ?? Number.NaN;
};
const ms = (x: number) => `${x.toFixed(0)} ms`;

async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

async function snapshot(
  page: Page,
  cdp: CDPSession,
  label: string,
  visits: number[] = [],
): Promise<{ heap: number; elements: number }> {
  const heap = await heapMb(cdp);
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  const tabs = await page.evaluate(() => document.querySelectorAll('[data-tab]').length);
  const times = visits.length > 0 ? `  visits p50 ${ms(pct(visits, 0.5))}` : '';
  console.log(
    `  ${label.padEnd(22)} heap ${heap.toFixed(1).padStart(6)} MB  elements ${String(elements).padStart(6)}  tabs ${String(tabs).padStart(3)}${times}`,
  );
  return { heap, elements };
}

const bench = <T>(page: Page, call: string) => page.evaluate(`window.__bench.${call}`) as Promise<T>;

const pages = menuPages();
const stack = await benchStack('workday', { webRoot });
const base = stack.base;
const browser = await launchChromium(['--js-flags=--expose-gc']);
try {
  console.log(`\n== workday: ${pages.length} menu pages, each opened twice inside the console (web: ${webRoot})`);
  const page = await signedInPage(browser, base);
  await page.evaluate(`(${HELPERS})()`);
  const cdp = await page.context().newCDPSession(page);
  await bench<Settled>(page, `settle(performance.now(), '/overview')`);
  await snapshot(page, cdp, 'fresh frame');

  const first = new Map<string, number>();
  const again: Settled[] = [];
  const skipped: string[] = [];
  let at120 = { heap: Number.NaN, elements: Number.NaN };
  const visits = [...pages, ...pages];
  let lately: number[] = [];
  for (const [i, { path }] of visits.entries()) {
    // The page in front (the overview after sign-in) is no visit: its address would not change.
    if (new URL(page.url()).pathname === path) continue;
    const settled = await bench<Settled>(page, `visit(${JSON.stringify(path)})`);
    lately.push(settled.ms);
    if (Number.isNaN(settled.ms)) skipped.push(path);
    else if (i < pages.length) first.set(path, settled.ms);
    else again.push(settled);
    if ((i + 1) % 20 === 0 || i + 1 === visits.length) {
      const s = await snapshot(page, cdp, `after ${i + 1} visits`, lately);
      lately = [];
      if (i + 1 === 120 || (i + 1 === visits.length && visits.length < 120)) at120 = s;
    }
  }
  if (skipped.length > 0) console.log(`  no content within 30 s (left out of the timings): ${skipped.join(', ')}`);
  const keptAgain = again.filter((s) => s.kept).length;
  console.log(`  second visits: ${keptAgain} found their page kept, ${again.length - keptAgain} mounted it afresh`);

  // Blank in-app navigations: the reference of the timings below.
  const blank: number[] = [];
  for (let i = 0; i < ROUNDS; i++) blank.push((await bench<Settled>(page, `blank(${i})`)).ms);

  // Kept tabs: the most recently used ones, in turn. Let-go tabs: the least recently used, oldest first.
  const tabs = (await bench<string[]>(page, 'tabs()')).filter((p) => p !== '/overview');
  const recent = pages.map((p) => p.path).slice(-5);
  const kept: number[] = [];
  const evicted: Array<{ path: string; ms: number }> = [];
  const remountedRecent: string[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const path = recent[i % recent.length] as string;
    const s = await bench<Settled>(page, `clickTab(${JSON.stringify(path)})`);
    if (s.kept) kept.push(s.ms);
    else remountedRecent.push(path);
  }
  const keptOld: number[] = [];
  for (const path of tabs.slice(0, ROUNDS)) {
    const s = await bench<Settled>(page, `clickTab(${JSON.stringify(path)})`);
    if (s.kept) keptOld.push(s.ms);
    else evicted.push({ path, ms: s.ms });
  }

  const blank50 = pct(blank, 0.5);
  const blank95 = pct(blank, 0.95);
  const line = (name: string, xs: number[]) =>
    xs.length === 0
      ? `  ${name}: none`
      : `  ${name}: p50 ${ms(pct(xs, 0.5))} (${(pct(xs, 0.5) / blank50).toFixed(1)}× blank), p95 ${ms(pct(xs, 0.95))} (${(pct(xs, 0.95) / blank95).toFixed(1)}× blank)  [${xs.length}]`;
  console.log('\ntab clicks to content painted');
  console.log(line('blank in-app navigation', blank));
  console.log(line('kept tab (recent)      ', kept));
  if (remountedRecent.length > 0) console.log(`  recent tabs mounted afresh: ${remountedRecent.join(', ')}`);
  console.log(line('kept tab (oldest)      ', keptOld));
  console.log(
    line(
      'let-go tab             ',
      evicted.map((e) => e.ms),
    ),
  );
  console.log(line('first visit            ', [...first.values()]));
  const ratios = evicted.filter((e) => first.has(e.path)).map((e) => e.ms / (first.get(e.path) as number));
  const ratio50 = pct(ratios, 0.5);

  await page.getByRole('button', { name: '标签操作' }).click();
  await page.getByRole('menuitem', { name: '关闭所有', exact: true }).click();
  await bench<Settled>(page, `settle(performance.now(), '/overview')`);
  console.log('');
  const closed = await snapshot(page, cdp, 'all tabs closed');

  console.log('\nLighthouse (performance) on /login');
  const lh = await lighthouseScores(`${base}/login`);
  for (const r of lh) console.log(`  ${r.preset.padEnd(8)} ${r.summary}`);

  const mobile = lh.find((r) => r.preset === 'mobile')?.score ?? Number.NaN;
  const desktop = lh.find((r) => r.preset === 'desktop')?.score ?? Number.NaN;
  const goal = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(`\ngoals (printed, never asserted), ${visits.length} visits:`);
  console.log(
    `  heap after 120 visits ${at120.heap.toFixed(1)} MB ≤ ${GOALS.heapMb} MB: ${goal(at120.heap <= GOALS.heapMb)}`,
  );
  console.log(
    `  document after 120 visits ${at120.elements} ≤ ${GOALS.elements} elements: ${goal(at120.elements <= GOALS.elements)}`,
  );
  console.log(
    `  kept tab p95 ${ms(pct(kept, 0.95))} ≤ ${GOALS.keptP95Ms} ms: ${goal(pct(kept, 0.95) <= GOALS.keptP95Ms)}`,
  );
  console.log(
    `  let-go tab / its first visit, median ${ratio50.toFixed(2)}× ≤ ${GOALS.evictedRatio}×: ${ratios.length === 0 ? 'no tab was let go' : goal(ratio50 <= GOALS.evictedRatio)}`,
  );
  console.log(`  Lighthouse /login mobile ${mobile.toFixed(2)} ≥ ${GOALS.mobile}: ${goal(mobile >= GOALS.mobile)}`);
  console.log(
    `  Lighthouse /login desktop ${desktop.toFixed(2)} ≥ ${GOALS.desktop}: ${goal(desktop >= GOALS.desktop)}`,
  );
  console.log(`  heap with every tab closed: ${closed.heap.toFixed(1)} MB`);
} finally {
  await browser.close();
  await stack.stop();
}
