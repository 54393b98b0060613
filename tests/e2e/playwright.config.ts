import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { fakePort, STACKS, webPort, webUrl } from './support/ports.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SLOW = Math.max(1, Number(process.env.E2E_SLOW ?? 1));

/**
 * Browser tests: Debian's Chromium headless shell (never a downloaded browser) against the real local stack, started the way
 * `pnpm start` starts it, on ports of its own.
 */
export default defineConfig({
  testDir: '.',
  // The setup project signs each demo account in once; the tests start from its saved browser state.
  projects: [
    { name: 'setup', testMatch: 'auth.setup.ts' },
    { name: 'e2e', testMatch: '**/*.e2e.ts', dependencies: ['setup'] },
  ],
  // E2E_SLOW multiplies the waits for a machine shared with other work; CI runs with the defaults.
  timeout: 45_000 * SLOW,
  expect: { timeout: 10_000 * SLOW },
  // A worker per stack (support/ports.ts). Every test starts from the fake's seed (fixtures.ts), so the tests of
  // a file need not share a worker: each test goes to the next free worker, and a long file no longer leaves the
  // other worker idle at the end (the last file ran alone for 130 s of a 62-minute run).
  fullyParallel: true,
  workers: STACKS,
  retries: 0,
  outputDir: `${root}.tmp/e2e-results`,
  reporter: [['list'], ['json', { outputFile: `${root}.tmp/playwright.json` }]],
  use: {
    locale: 'zh-CN',
    // The console honours the system's reduced-motion setting (antd's motion off): no test meets a dialog,
    // a menu or a toast halfway through its animation, and no test waits for one.
    reducedMotion: 'reduce',
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    // Recording a trace of every test cost 44 % of the suite's CPU; E2E_TRACE=1 records them (kept for the
    // failures) when a failure needs its network, console and DOM read afterwards.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: {
      // Debian's headless shell: the same Chromium's Blink without the desktop browser around it, a third
      // less CPU than the full browser in headless mode on the same tests.
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: Array.from({ length: STACKS }, (_, stack) => ({
    // `exec`: the shell Playwright starts becomes the stack's supervisor, which stops its services on SIGTERM
    // and waits for them, so their CPU time counts in the suite's timings (scripts/test.sh).
    command: 'exec node --import tsx scripts/start.ts',
    cwd: root,
    url: `${webUrl(stack)}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    env: { PORT: String(webPort(stack)), FAKE_PORT: String(fakePort(stack)), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    // Warnings only (LOG_LEVEL): an upstream call that failed during a test shows beside the test's result.
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
