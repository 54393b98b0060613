import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { fakePort, STACKS, webPort, webUrl } from './support/ports.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SLOW = Math.max(1, Number(process.env.E2E_SLOW ?? 1));

/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the real local stack, started the way
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
  // A worker per stack (support/ports.ts); a file's tests run in order in one worker.
  fullyParallel: false,
  workers: STACKS,
  retries: 0,
  outputDir: `${root}.tmp/e2e-results`,
  reporter: [['list'], ['json', { outputFile: `${root}.tmp/playwright.json` }]],
  use: {
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    // A failure that does not come back locally can still be read afterwards: network, console and DOM.
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
    command: 'node --import tsx scripts/start.ts',
    cwd: root,
    url: `${webUrl(stack)}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(webPort(stack)), FAKE_PORT: String(fakePort(stack)), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    // Warnings only (LOG_LEVEL): an upstream call that failed during a test shows beside the test's result.
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
