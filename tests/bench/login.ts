import { join } from 'node:path';
import { fakeEnv, gatewayEnv } from '../../scripts/stack-env.js';
import { freePort, repoRoot, startService } from '../support/processes.js';
import { lighthouseScores } from './support/lighthouse.js';

/**
 * Lighthouse (performance) on /login with its mobile and desktop presets, alone: the part of the workday
 * benchmark (workday.ts) that needs no sign-in. Goals printed, never asserted: mobile ≥ 0.90, desktop ≥ 0.98.
 * Needs the built web (`pnpm --filter @console/web build`), or BENCH_WEB_ROOT=<dir>; LIGHTHOUSE_RUNS=n.
 */
const webRoot = process.env.BENCH_WEB_ROOT ?? join(repoRoot, 'web/dist');
const port = await freePort();
const fakePort = await freePort();
const stack = { port, fakePort, secret: 'bench-login-secret' };
const fake = await startService(
  'fake-upstream/src/main.ts',
  { ...fakeEnv(stack), QUIET: '1', HOST: '127.0.0.1' },
  '/__health',
  fakePort,
);
const gateway = await startService(
  'gateway/src/main.ts',
  { ...gatewayEnv(stack, webRoot), HOST: '127.0.0.1', RATE_LIMITS: '0' },
  '/api/health',
  port,
);
try {
  console.log(`\n== Lighthouse (performance) on /login (web: ${webRoot})`);
  for (const r of await lighthouseScores(`http://127.0.0.1:${port}/login`)) {
    const goal = r.preset === 'mobile' ? 0.9 : 0.98;
    console.log(`  ${r.preset.padEnd(8)} ${r.summary}  — goal ≥ ${goal}: ${r.score >= goal ? 'met' : 'NOT met'}`);
  }
} finally {
  await gateway.stop();
  await fake.stop();
}
