import { performance } from 'node:perf_hooks';
import { buildFakeUpstream } from '@console/fake-upstream';
import { FAKE_MODULES } from '../../fake-upstream/src/modules/index.js';

/**
 * The fake upstream's start and the cost of its shops, in this process: the time to build it and the heap it
 * holds once built (no shop seeded: shops are made on first use), then the time and heap after seeding every
 * module of the primary shop, and of all five shops. The heap is read after a forced collection, so run with
 * `node --expose-gc --import tsx tests/bench/fake-shops.ts`; the cap is FAKE_STORE_CAP_MB (512 by default).
 * Numbers are printed, never asserted.
 */
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const MB = 1024 * 1024;
const heap = () => {
  gc();
  return process.memoryUsage().heapUsed / MB;
};

const base = heap();
const t0 = performance.now();
const fake = await buildFakeUpstream({ secret: 'bench' });
const started = performance.now() - t0;
const afterStart = heap();

const seedShops = (ids: readonly number[]) => {
  const t = performance.now();
  for (const id of ids) {
    const shop = fake.state.shop(id);
    for (const m of FAKE_MODULES) shop.module(m.name, m.seed);
  }
  return performance.now() - t;
};
const primaryMs = seedShops([1]);
const afterPrimary = heap();
const othersMs = seedShops(fake.state.shopIds().filter((id) => id !== 1));
const afterAll = heap();

const row = (what: string, ms: number, mb: number) =>
  `${what.padEnd(34)} ${ms.toFixed(0).padStart(7)} ms  heap ${mb.toFixed(1).padStart(7)} MB (+${(mb - base).toFixed(1)})`;
process.stdout.write(
  [
    `heap before the fake: ${base.toFixed(1)} MB; cap FAKE_STORE_CAP_MB = 512`,
    row('start (no shop seeded)', started, afterStart),
    row('primary shop, every module', primaryMs, afterPrimary),
    row('the four other shops, every module', othersMs, afterAll),
    `per shop after the primary: ${((afterAll - afterPrimary) / 4).toFixed(1)} MB`,
    '',
  ].join('\n'),
);
await fake.app.close();
