import autocannon from 'autocannon';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type CaddyProxy, startProxy } from '../support/caddy.js';
import { freePort, type Service, startService } from '../support/processes.js';
import { type RedisServer, startRedis } from '../support/redis.js';
import { login, mixedRequests, SECRET } from './processes.js';

/**
 * A rolling restart under load: 100 connections of mixed calls for 30 s through the reverse proxy that
 * docker-compose.yml runs (Caddy, deploy/Caddyfile) to two gateway replicas sharing one Redis, while each
 * replica in turn gets SIGTERM and is started again. No request may fail, and an upload in flight on the
 * replica that is stopped completes: its body is finished only once that replica has closed its listener.
 * Every process listens on loopback. Counts are printed; nothing about time is asserted beyond the order of
 * events (both restarts happen while the load runs).
 */
const SECONDS = Number(process.env.ROLLING_SECONDS ?? 30);
const CONNECTIONS = 100;
const METRICS_TOKEN = 'rolling-restart-metrics-token';
/** Above the proxy's health interval (250 ms here): the proxy has stopped sending before the listener closes. */
const SHUTDOWN_DELAY_MS = 1500;

let redis: RedisServer;
let fake: Service;
let proxy: CaddyProxy;
const ports: number[] = [];
const replicas: Service[] = [];

const startReplica = (port: number) =>
  startService(
    'gateway/src/main.ts',
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      UPSTREAM_URL: fake.url,
      SIGN_SECRET: SECRET,
      REDIS_URL: redis.url,
      METRICS_TOKEN,
      SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
      SHUTDOWN_TIMEOUT_MS: '30000',
      TRUST_PROXY: '127.0.0.1',
    },
    '/api/health',
    port,
  );

beforeAll(async () => {
  redis = await startRedis();
  const fakePort = await freePort();
  fake = await startService(
    'fake-upstream/src/main.ts',
    { FAKE_PORT: String(fakePort), HOST: '127.0.0.1', SIGN_SECRET: SECRET, QUIET: '1' },
    '/__health',
    fakePort,
  );
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    ports.push(port);
    replicas.push(await startReplica(port));
  }
  proxy = await startProxy(ports);
}, 120_000);
afterAll(async () => {
  await proxy?.stop();
  await Promise.all(replicas.map((r) => r.stop()));
  await fake?.stop();
  await redis?.stop();
});

/** One series of a replica's metrics, summed over the label sets that start with `series`. */
async function metric(replica: Service, series: string): Promise<number> {
  const res = await fetch(`${replica.url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await res.text();
  return text
    .split('\n')
    .filter((l) => l.startsWith(series))
    .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
}

const refused = async (url: string) => {
  try {
    await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
    return false;
  } catch {
    return true;
  }
};

/** An upload whose body stops halfway until `finish` is called. */
function slowUpload(token: string) {
  const boundary = 'rolling-restart-boundary';
  const encode = (s: string) => new TextEncoder().encode(s);
  let finish: () => void = () => {};
  const gate = new Promise<void>((r) => {
    finish = r;
  });
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(
        encode(
          `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="rolling.txt"\r\n` +
            `content-type: text/plain\r\n\r\n${'a'.repeat(64 * 1024)}`,
        ),
      );
      await gate;
      controller.enqueue(encode(`${'b'.repeat(64 * 1024)}\r\n--${boundary}--\r\n`));
      controller.close();
    },
  });
  const response = fetch(`${proxy.url}/api/upload/file`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'x-product-id': '1',
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body,
    duplex: 'half',
  } as RequestInit & { duplex: 'half' });
  return { response, finish };
}

/** What happened when, in ms after the load began: printed, so that a failure can be placed among them. */
const timeline: string[] = [];
let startedAt = 0;
const mark = (event: string) => timeline.push(`${Date.now() - startedAt} ${event}`);

const UPLOAD_IN_FLIGHT = 'gateway_http_requests_in_flight{route="/api/upload/file"}';
const TRPC_ANSWERED = 'gateway_http_requests_total{route="/trpc/:path"';

/**
 * SIGTERM to one replica, `whileClosing` once its listener is closed (it is then only finishing what it
 * has), its exit awaited, and a new process on the same port, waited for until the proxy sends it calls.
 */
async function restart(i: number, whileClosing: () => Promise<void> = async () => {}) {
  const old = replicas[i] as Service;
  mark(`SIGTERM to replica ${i}`);
  const exited = new Promise<number | null>((r) => old.child.once('exit', (code) => r(code)));
  old.child.kill('SIGTERM');
  await expect.poll(() => refused(old.url), { timeout: 20_000, interval: 50 }).toBe(true);
  mark(`replica ${i} refuses connections`);
  await whileClosing();
  const code = await exited;
  mark(`replica ${i} exited`);
  const fresh = await startReplica(ports[i] as number);
  mark(`replica ${i} started again`);
  replicas[i] = fresh;
  await expect.poll(() => metric(fresh, TRPC_ANSWERED), { timeout: 20_000, interval: 100 }).toBeGreaterThan(0);
  mark(`replica ${i} gets traffic again`);
  return code;
}

it(
  `${CONNECTIONS} connections for ${SECONDS} s through the proxy while each replica restarts: 0 failed requests`,
  async () => {
    const token = await login(proxy.url);
    const failures: string[] = [];
    startedAt = Date.now();
    const load = autocannon({
      url: proxy.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { authorization: `Bearer ${token}`, 'x-product-id': '1' },
      requests: mixedRequests().map((req) => ({
        ...req,
        onResponse: (status: number, body: string) => {
          if (status >= 300 && failures.length < 5)
            failures.push(`${Date.now() - startedAt} ms: ${status} ${req.method} ${req.path}: ${body}`);
        },
      })),
    });

    const upload = slowUpload(token);
    let holder = -1;
    await expect
      .poll(
        async () => {
          for (const [i, r] of replicas.entries()) if ((await metric(r, UPLOAD_IN_FLIGHT)) > 0) holder = i;
          return holder;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBeGreaterThanOrEqual(0);

    let uploadAnswer: { status: number; body: unknown } | undefined;
    const firstExit = await restart(holder, async () => {
      upload.finish();
      const res = await upload.response;
      uploadAnswer = { status: res.status, body: await res.json() };
    });
    const secondExit = await restart(1 - holder);
    const restartsDoneAt = Date.now() - startedAt;

    const r = await load;
    const errors = { errors: r.errors, timeouts: r.timeouts, non2xx: r.non2xx };
    console.log(
      [
        `rolling restart: ${CONNECTIONS} connections, mixed calls, ${SECONDS} s through Caddy to 2 replicas`,
        `  ${r.requests.total} requests, ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, ` +
          `p99 ${r.latency.p99} ms, max ${r.latency.max} ms, errors ${JSON.stringify(errors)}`,
        `  replica ${holder} (the upload's) then replica ${1 - holder} restarted; both back after ` +
          `${(restartsDoneAt / 1000).toFixed(1)} s; exit codes ${firstExit}, ${secondExit}`,
        `  events (ms after the load began): ${timeline.join(', ')}`,
        `  status codes ${JSON.stringify(r.statusCodeStats)}; failed answers: ${failures.join(' | ') || 'none'}`,
        `  upload finished after its replica closed its listener: ${uploadAnswer?.status} ${JSON.stringify(uploadAnswer?.body)}`,
      ].join('\n'),
    );

    expect(uploadAnswer?.status).toBe(200);
    expect(uploadAnswer?.body).toMatchObject({ url: expect.stringMatching(/\.txt$/) });
    expect([firstExit, secondExit], 'both replicas drained and exited cleanly').toEqual([0, 0]);
    expect(restartsDoneAt, 'both restarts happened while the load ran').toBeLessThan(SECONDS * 1000);
    expect(errors).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
    expect(r.requests.total).toBeGreaterThan(0);
  },
  (SECONDS + 120) * 1000,
);
