import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { repoRoot } from '../support/processes.js';
import { type BenchStack, benchStack } from './support/stack.js';

/**
 * Bundle benchmark: builds the web, serves it through the gateway against the fake upstream, and measures in
 * Chromium the gzip size of the JavaScript that /login loads, then of all the JavaScript loaded once the frame
 * is up after sign-in, and of a fresh load of /overview by a signed-in person. Budgets: 200 KB for /login and
 * 450 KB for the frame; /login must load no module code (web/src/modules). Prints the chunks and the packages
 * they hold; sets a failing exit code when a budget or the module rule is broken. Then the first load of each
 * marketing playway, opened from the menus as a person does: what its list page adds to the frame, then what
 * its data page (with the chart library) adds after that. /login's first HTML must hold the sign-in form itself
 * (login.html: it paints before any of this JavaScript arrives).
 */
const LOGIN_BUDGET = 200 * 1024;
const SHELL_BUDGET = 450 * 1024;
const outDir = process.env.BENCH_WEB_ROOT ?? join(repoRoot, '.tmp', 'bench-web');

console.log(`\n== bundle: building the web into ${outDir}`);
execFileSync('pnpm', ['--filter', '@console/web', 'exec', 'vite', 'build', '--outDir', outDir, '--logLevel', 'warn'], {
  cwd: repoRoot,
  env: { ...process.env, BUNDLE_STATS: '1' },
  stdio: 'inherit',
});
const chunkModules = JSON.parse(readFileSync(join(outDir, '.vite', 'chunks.json'), 'utf8')) as Record<string, string[]>;

/** gzip -9 size of a built file, as the build report counts it. */
function gzipSize(file: string): number {
  return gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
}

/** A package (or web/src folder) a module belongs to, for the report. */
function ownerOf(id: string): string {
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (pkg?.[1]) return pkg[1];
  const src = /\/web\/src\/([^/]+(?:\/[^/.]+)?)/.exec(id);
  if (src?.[1]) return `web/src/${src[1]}`;
  return /\/contracts\//.test(id) ? 'contracts' : id;
}

/** Records the script files a page downloads, by their path under the site root ('assets/x.js'). */
function recordScripts(page: Page): Set<string> {
  const files = new Set<string>();
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname;
    if (path.endsWith('.js') && res.ok()) files.add(path.replace(/^\//, ''));
  });
  return files;
}

interface Measured {
  name: string;
  files: string[];
  gzip: number;
}

function measure(name: string, files: Iterable<string>): Measured {
  const list = [...files].filter((f) => existsSync(join(outDir, f))).sort();
  return { name, files: list, gzip: list.reduce((sum, f) => sum + gzipSize(f), 0) };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function report(m: Measured, budget: number): boolean {
  const ok = m.gzip < budget;
  console.log(
    `\n${m.name}: ${kb(m.gzip)} gzip in ${m.files.length} files (budget ${kb(budget)}) ${ok ? 'OK' : 'OVER'}`,
  );
  const owners = new Map<string, number>();
  for (const f of m.files) {
    console.log(`  ${kb(gzipSize(f)).padStart(9)}  ${f}`);
    for (const id of chunkModules[f] ?? []) owners.set(ownerOf(id), (owners.get(ownerOf(id)) ?? 0) + 1);
  }
  const top = [...owners].sort((a, b) => b[1] - a[1]).slice(0, 14);
  console.log(`  packages (modules): ${top.map(([o, n]) => `${o} ${n}`).join(', ')}`);
  return ok;
}

let stack: BenchStack | undefined;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
let failed = false;
try {
  stack = await benchStack('bundle', { webRoot: outDir });
  const gateway = stack.gateway;

  const firstHtml = await (await fetch(`${gateway.url}/login`)).text();
  const drawn = firstHtml.includes('<form name="password-login"');
  console.log(`\n/login's first HTML holds the sign-in form: ${drawn ? 'yes' : 'NO'}`);
  if (!drawn) failed = true;

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(`${gateway.url}/login`, { waitUntil: 'networkidle' });
  const login = measure('/login', scripts);

  await page.getByPlaceholder('账号').fill('13800000001');
  await page.getByPlaceholder('密码').fill('demo1234');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL(/\/overview$/);
  await page.getByText('近7日趋势').waitFor();
  await page.waitForLoadState('networkidle');
  const shell = measure('/login, then the frame and /overview after sign-in', scripts);

  // A signed-in person opening the console afresh: everything the frame needs, in one load.
  const fresh = await context.newPage();
  const freshScripts = recordScripts(fresh);
  await fresh.goto(`${gateway.url}/overview`, { waitUntil: 'networkidle' });
  await fresh.getByText('近7日趋势').waitFor();
  const direct = measure('/overview opened afresh while signed in', freshScripts);

  failed = !report(login, LOGIN_BUDGET);
  failed = !report(shell, SHELL_BUDGET) || failed;
  failed = !report(direct, SHELL_BUDGET) || failed;

  // Each playway's first load, from the frame already up: the marketing menu, then each list and data page.
  const known = new Set(freshScripts);
  const added = (name: string) => {
    const next = [...freshScripts].filter((f) => !known.has(f));
    for (const f of next) known.add(f);
    return measure(name, next);
  };
  await fresh.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '营销' }).click();
  await fresh.waitForURL(/\/marketing\/menu$/);
  await fresh.getByText('营销玩法', { exact: true }).first().waitFor();
  await fresh.waitForLoadState('networkidle');
  const firstLoads: Measured[] = [added('/marketing/menu')];
  const secondMenu = fresh.getByRole('navigation', { name: '营销菜单' });
  for (const playway of ['助力', '拼团', '活动报名', '超级游戏', '抽奖', '秒杀', '优惠券']) {
    // A menu card is a link named by all it shows: its name first, then 已开通 or 未开通 and its pitch.
    await fresh
      .getByRole('link', { name: new RegExp(`^${playway} `) })
      .filter({ visible: true })
      .first()
      .click();
    await secondMenu.waitFor();
    await fresh.locator('.ant-table-row').filter({ visible: true }).first().waitFor();
    await fresh.waitForLoadState('networkidle');
    firstLoads.push(added(`${playway} list`));
    await fresh
      .locator('.ant-table-row')
      .filter({ visible: true })
      .first()
      .getByRole('link', { name: /数\s*据/ })
      .click();
    // The chart is drawn once its library has come: axes, lines and labels, many paths in its SVG.
    await fresh.waitForFunction(
      () => document.querySelectorAll('[role=img][aria-label$="每日趋势"] svg path').length > 5,
    );
    await fresh.waitForLoadState('networkidle');
    firstLoads.push(added(`${playway} data page`));
    await secondMenu.getByRole('menuitem', { name: '营销中心' }).click();
    await fresh.waitForURL(/\/marketing\/menu$/);
  }
  console.log('\nmarketing first loads (gzip of the scripts each page adds, from the frame already up):');
  for (const m of firstLoads) {
    const owners = new Set(m.files.flatMap((f) => (chunkModules[f] ?? []).map(ownerOf)));
    const top = [...owners].filter((o) => !o.startsWith('web/src/modules')).slice(0, 6);
    console.log(
      `  ${m.name.padEnd(18)} ${kb(m.gzip).padStart(9)} in ${m.files.length} files${top.length ? `  (${top.join(', ')})` : ''}`,
    );
  }

  const moduleCode = login.files.flatMap((f) =>
    (chunkModules[f] ?? []).filter((id) => id.includes('/web/src/modules/')).map((id) => `${f}: ${id}`),
  );
  console.log(`\n/login loads module code: ${moduleCode.length === 0 ? 'no' : `yes\n  ${moduleCode.join('\n  ')}`}`);
  if (moduleCode.length > 0) failed = true;
  console.log(
    `\nsummary: /login ${kb(login.gzip)} (< ${kb(LOGIN_BUDGET)}), frame after sign-in ${kb(shell.gzip)}, fresh /overview ${kb(direct.gzip)} (< ${kb(SHELL_BUDGET)})`,
  );
} finally {
  await browser.close();
  await stack?.stop();
}
if (failed) process.exitCode = 1;
