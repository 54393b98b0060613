import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { processRss, processSocketCount } from '../support/proc.js';
import { login, mb, mixedRequests, type ProcessStack, sleep, startProcessStack } from './processes.js';

/**
 * Load: 200 connections of mixed calls (single queries, batched page loads, a filtered list, a mutation)
 * against the gateway running as its own process. No call may fail, and the gateway's resident memory after
 * the run may be at most 1.2× what it was after a warm-up at the same load. The run lasts LOAD_SECONDS (60 by
 * default, as the issue asks; `pnpm test` runs this project alone so the load disturbs no other test). Figures
 * are printed; only errors and memory are asserted.
 * Memory is read once the load has stopped and a full collection has run (gc-on-signal.mjs), so that it is
 * what the gateway retains; the figures under load are printed beside it.
 */
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);

const GC_PRELOAD = fileURLToPath(new URL('./gc-on-signal.mjs', import.meta.url));

let stack: ProcessStack;
beforeAll(async () => {
  stack = await startProcessStack({ NODE_OPTIONS: `--expose-gc --import ${GC_PRELOAD}` });
}, 60_000);

/** RSS once the load has stopped and a full collection has run: what the gateway holds on to. */
async function settledRss(pid: number | undefined): Promise<number> {
  await sleep(500);
  process.kill(pid as number, 'SIGUSR2');
  await sleep(1000);
  return processRss(pid);
}
afterAll(() => stack?.stop());

it(
  `${CONNECTIONS} connections of mixed calls for ${SECONDS} s: no errors, memory ≤ 1.2× the warmed-up figure`,
  async () => {
    const token = await login(stack.gateway.url);
    const pid = stack.gateway.child.pid;
    const run = (duration: number) =>
      autocannon({
        url: stack.gateway.url,
        connections: CONNECTIONS,
        duration,
        headers: { authorization: `Bearer ${token}`, 'x-product-id': '1' },
        requests: mixedRequests(),
      });

    const startRss = processRss(pid);
    const warm = await run(WARMUP_SECONDS);
    const warmPeak = processRss(pid);
    const warmRss = await settledRss(pid);
    const sockets = processSocketCount(pid);
    const r = await run(SECONDS);
    const afterPeak = processRss(pid);
    const afterRss = await settledRss(pid);

    const errors = { errors: r.errors, timeouts: r.timeouts, non2xx: r.non2xx };
    console.log(
      [
        `load: ${CONNECTIONS} connections, mixed calls, ${SECONDS} s after a ${WARMUP_SECONDS} s warm-up`,
        `  warm-up: ${warm.requests.total} requests, ${warm.errors + warm.timeouts + warm.non2xx} errors`,
        `  run: ${r.requests.total} requests, ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, ` +
          `p99 ${r.latency.p99} ms, errors ${JSON.stringify(errors)}`,
        `  gateway RSS (after a full GC, idle): start ${mb(startRss)} MB, after warm-up ${mb(warmRss)} MB, ` +
          `after the run ${mb(afterRss)} MB (ratio ${(afterRss / warmRss).toFixed(2)}, limit 1.20)`,
        `  gateway RSS at the end of each phase, under load: warm-up ${mb(warmPeak)} MB, run ${mb(afterPeak)} MB`,
        `  gateway sockets after warm-up ${sockets}, after the run ${processSocketCount(pid)}`,
      ].join('\n'),
    );
    expect(stack.gateway.child.exitCode).toBeNull();
    expect(errors).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
    expect(r.requests.total).toBeGreaterThan(0);
    expect(afterRss / warmRss).toBeLessThanOrEqual(1.2);
  },
  (SECONDS + WARMUP_SECONDS + 60) * 1000,
);
