import { join } from 'node:path';
import { repoRoot } from '../support/processes.js';
import { lighthouseScores } from './support/lighthouse.js';
import { benchStack } from './support/stack.js';

/**
 * Lighthouse (performance) on /login with its mobile and desktop presets, alone: the part of the workday
 * benchmark (workday.ts) that needs no sign-in. Goals printed, never asserted: mobile ≥ 0.90, desktop ≥ 0.98.
 * Needs the built web (`pnpm --filter @console/web build`), or BENCH_WEB_ROOT=<dir>; LIGHTHOUSE_RUNS=n.
 */
const webRoot = process.env.BENCH_WEB_ROOT ?? join(repoRoot, 'web/dist');
const stack = await benchStack('login', { webRoot });
try {
  console.log(`\n== Lighthouse (performance) on /login (web: ${webRoot})`);
  for (const r of await lighthouseScores(`${stack.base}/login`)) {
    const goal = r.preset === 'mobile' ? 0.9 : 0.98;
    console.log(`  ${r.preset.padEnd(8)} ${r.summary}  — goal ≥ ${goal}: ${r.score >= goal ? 'met' : 'NOT met'}`);
  }
} finally {
  await stack.stop();
}
