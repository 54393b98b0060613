import { MSG, MSG_EXTRA } from '@console/contracts';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processSocketCount, processTcpSockets } from '../support/proc.js';
import { login, type ProcessStack, query, sleep, startProcessStack } from './processes.js';

/**
 * Faults, with the gateway and the fake upstream as processes of their own: the upstream is killed in the
 * middle of a load run and started again. Calls made while it is gone answer with the network kind (the web's
 * error policy turns that kind into 抱歉，出了点问题，请稍后再试, see web/src/app/error-policy.test.ts); the
 * gateway stays up and holds no more sockets than its pool allows; the first call after the upstream is back
 * succeeds. A slow upstream is answered by the gateway's own timeout (CALL_TIMEOUT_MS) with the timeout kind,
 * long before the client would give up. Times are printed, not asserted.
 */
const POOL = 32;
const CALL_TIMEOUT_MS = 1500;
const LOAD_CONNECTIONS = 50;

let stack: ProcessStack;
beforeAll(async () => {
  stack = await startProcessStack({ UPSTREAM_CONNECTIONS: String(POOL), CALL_TIMEOUT_MS: String(CALL_TIMEOUT_MS) });
}, 60_000);
afterAll(() => stack?.stop());

interface Answer {
  status: number;
  kind?: string;
  message?: string;
}
async function call(path: string, token?: string, patienceMs = 20_000): Promise<Answer> {
  const res = await fetch(stack.gateway.url + path, {
    headers: token ? { authorization: `Bearer ${token}`, 'x-product-id': '1' } : {},
    signal: AbortSignal.timeout(patienceMs),
  });
  const body = (await res.json()) as { error?: { message?: string; data?: { kind?: string } } };
  return { status: res.status, kind: body.error?.data?.kind, message: body.error?.message };
}

/** The gateway's connections to the upstream: what its pool holds, and what would leak if anything did. */
const upstreamSockets = (pid: number | undefined) =>
  processTcpSockets(pid).filter((s) => s.remotePort === stack.fakePort).length;

/** Sockets once the load has stopped and closed connections have gone: the count after it stops falling. */
async function settledSockets(pid: number | undefined): Promise<number> {
  let count = processSocketCount(pid);
  for (let i = 0; i < 20; i++) {
    await sleep(500);
    const next = processSocketCount(pid);
    if (next === count && i >= 2) break;
    count = next;
  }
  return count;
}

describe('the upstream stops in the middle of a load run', () => {
  it('network errors while it is gone, no crash, no leaked sockets, and the first call after its return succeeds', async () => {
    const pid = stack.gateway.child.pid;
    let token = await login(stack.gateway.url);
    const load = (duration: number) =>
      autocannon({
        url: stack.gateway.url,
        connections: LOAD_CONNECTIONS,
        duration,
        headers: { authorization: `Bearer ${token}`, 'x-product-id': '1' },
        requests: [{ method: 'GET', path: query('home.indexData') }],
      });

    // Baseline: the same load with the upstream up fills the pool.
    const warm = await load(3);
    const baseline = await settledSockets(pid);

    const running = load(8);
    await sleep(2000);
    stack.fake.child.kill('SIGKILL');
    await new Promise((r) => stack.fake.child.once('exit', r));
    const goneAt = Date.now();

    const whileGone: Answer[] = [];
    let upstreamWhileGone = 0;
    for (let i = 0; i < 10; i++) {
      whileGone.push(await call(query('home.indexData'), token));
      upstreamWhileGone = Math.max(upstreamWhileGone, upstreamSockets(pid));
    }
    const socketsWhileGone = processSocketCount(pid);
    const health = await fetch(`${stack.gateway.url}/api/health`);
    await sleep(Math.max(0, 3000 - (Date.now() - goneAt)));

    stack.fake = await stack.startFake();
    const backAt = Date.now();
    // The fake upstream starts empty: a public call needs no session, then sign in again.
    const first = await call(query('session.qrcode'));
    const recoveredMs = Date.now() - backAt;
    token = await login(stack.gateway.url);
    const after = await call(query('home.indexData'), token);

    const during = await running;
    const afterFault = await settledSockets(pid);
    const upstreamAfter = upstreamSockets(pid);
    console.log(
      [
        'fault: upstream killed in the middle of a load run, then started again',
        `  warm load: ${warm.requests.total} requests; load across the fault: ${during.requests.total} requests, ` +
          `${during.non2xx} non-2xx, ${during.errors} connection errors (the load's token died with the upstream)`,
        `  answers while gone: ${JSON.stringify([...new Set(whileGone.map((a) => `${a.status} ${a.kind}`))])}`,
        `  first call after the upstream was back: ${first.status} after ${recoveredMs} ms (target ≤ 1000 ms)`,
        `  gateway sockets: baseline ${baseline}, while gone ${socketsWhileGone}, after ${afterFault} (pool ${POOL})`,
        `  of which to the upstream: at most ${upstreamWhileGone} while gone, ${upstreamAfter} after`,
      ].join('\n'),
    );

    for (const a of whileGone) expect(a).toEqual({ status: 503, kind: 'network', message: MSG.network });
    expect(health.status, 'the gateway answers while the upstream is gone').toBe(200);
    expect(stack.gateway.child.exitCode, 'the gateway did not exit').toBeNull();
    expect(during.errors, 'no connection to the gateway failed').toBe(0);
    expect(first.status, 'the first call after the return succeeds').toBe(200);
    expect(after.status).toBe(200);
    // Connections to the upstream never outnumber the pool, while it is gone or after; and once the load has
    // stopped, what is left is the listening socket, the pool and browsers' connections still closing.
    expect(upstreamWhileGone).toBeLessThanOrEqual(POOL);
    // Right after the return, undici may hold a few replacement connections next to clients still retiring
    // their reset sockets (seen here: up to 43 with a pool of 32); idle keep-alive trims them. A leak would
    // keep one per failed call: hundreds across this run.
    expect(upstreamAfter).toBeLessThanOrEqual(2 * POOL);
    expect(afterFault).toBeLessThanOrEqual(1 + POOL + LOAD_CONNECTIONS);
  }, 60_000);
});

describe('a slow upstream', () => {
  it('hits the gateway timeout, not the client’s patience', async () => {
    const token = await login(stack.gateway.url);
    await fetch(`${stack.fake.url}/__scenario`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ match: 'home.indexData', outcome: { kind: 'delay', ms: 10_000 }, times: 1 }),
    });
    const started = Date.now();
    // The client would wait 20 s; the gateway gives up after CALL_TIMEOUT_MS.
    const answer = await call(query('home.indexData'), token, 20_000);
    const elapsed = Date.now() - started;
    console.log(
      `slow upstream: answered ${answer.status} ${answer.kind} after ${elapsed} ms (CALL_TIMEOUT_MS ${CALL_TIMEOUT_MS})`,
    );
    expect(answer).toEqual({ status: 504, kind: 'timeout', message: MSG_EXTRA.timeout });
    expect(stack.gateway.child.exitCode).toBeNull();
    // The next call is served normally.
    expect((await call(query('home.indexData'), token)).status).toBe(200);
  }, 30_000);
});
