import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { repoRoot } from '../support/processes.js';
import { type BenchStack, benchStack } from './support/stack.js';

/**
 * The analysis screens' weight: builds the web, serves it through the gateway against the fake upstream, and
 * measures in Chromium the gzip size of the JavaScript the shell loads (sign-in, then the frame with /overview)
 * and, beside it, of each analysis screen opened afresh by a signed-in person (its first load, and what it
 * adds to the shell: the screen's own code and ECharts). The shell's budget stays 450 KB; printed, and a
 * failing exit code when the shell is over it.
 */
const SHELL_BUDGET = 450 * 1024;
const outDir = process.env.BENCH_WEB_ROOT ?? join(repoRoot, '.tmp', 'bench-web');
const SCREENS = [
  ['流量分析', '/dataInfo/flow', '流量趋势'],
  ['交易分析', '/dataInfo/transaction', '营业趋势'],
  ['用户分析', '/dataInfo/user', '用户趋势'],
  ['官网访问分析', '/dataInfo/websiteAnalyze', '访问趋势'],
] as const;

if (process.env.BENCH_WEB_ROOT === undefined) {
  console.log(`\n== analysis bundle: building the web into ${outDir}`);
  execFileSync(
    'pnpm',
    ['--filter', '@console/web', 'exec', 'vite', 'build', '--outDir', outDir, '--logLevel', 'warn'],
    {
      cwd: repoRoot,
      stdio: 'inherit',
    },
  );
}

const gz = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const sum = (files: Iterable<string>) =>
  [...files].filter((f) => existsSync(join(outDir, f))).reduce((s, f) => s + gz(f), 0);

function recordScripts(page: Page): Set<string> {
  const files = new Set<string>();
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname;
    if (path.endsWith('.js') && res.ok()) files.add(path.replace(/^\//, ''));
  });
  return files;
}

let stack: BenchStack | undefined;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
let failed = false;
try {
  stack = await benchStack('analysis', { webRoot: outDir });
  const gateway = stack.gateway;

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const shellFiles = recordScripts(page);
  await page.goto(`${gateway.url}/login`, { waitUntil: 'networkidle' });
  await page.getByPlaceholder('账号').fill('13800000001');
  await page.getByPlaceholder('密码').fill('demo1234');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL(/\/overview$/);
  await page.getByText('近7日趋势').waitFor();
  await page.waitForLoadState('networkidle');
  const shell = sum(shellFiles);

  const rows: Array<[string, number, number, number]> = [];
  for (const [title, path, chart] of SCREENS) {
    const fresh = await context.newPage();
    const files = recordScripts(fresh);
    const t = performance.now();
    await fresh.goto(`${gateway.url}${path}`);
    await fresh.getByRole('img', { name: chart }).locator('svg').waitFor({ timeout: 120_000 });
    const shown = performance.now() - t;
    const own = [...files].filter((f) => !shellFiles.has(f));
    rows.push([title, sum(files), sum(own), shown]);
    await fresh.close();
  }

  console.log(`\nJavaScript (gzip -9) of each analysis screen's first load, beside the shell's`);
  console.log(
    `${'page'.padEnd(28)}${'first load'.padStart(12)}${'beyond shell'.padStart(14)}${'÷ shell'.padStart(9)}${'chart in'.padStart(10)}`,
  );
  console.log(
    `${'shell (sign-in, frame, /overview)'.padEnd(28)}${kb(shell).padStart(12)}${''.padStart(14)}${'1.00'.padStart(9)}`,
  );
  for (const [title, first, own, shown] of rows)
    console.log(
      `${title.padEnd(28)}${kb(first).padStart(12)}${kb(own).padStart(14)}${(first / shell).toFixed(2).padStart(9)}${`${(shown / 1000).toFixed(1)} s`.padStart(10)}`,
    );
  const ok = shell <= SHELL_BUDGET;
  console.log(`\nshell ${kb(shell)} (budget ${kb(SHELL_BUDGET)}) ${ok ? 'OK' : 'OVER'}`);
  failed = !ok;
} finally {
  await browser.close();
  await stack?.stop();
}
if (failed) process.exitCode = 1;
