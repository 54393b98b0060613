import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 18080);
const FAKE_PORT = Number(process.env.E2E_FAKE_PORT ?? 18081);

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
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  outputDir: `${root}.tmp/e2e-results`,
  reporter: [['list'], ['json', { outputFile: `${root}.tmp/playwright.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
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
  webServer: {
    command: 'node --import tsx scripts/start.ts',
    cwd: root,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(PORT), FAKE_PORT: String(FAKE_PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    // Warnings only (LOG_LEVEL): an upstream call that failed during a test shows beside the test's result.
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
