import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { type CaddyProxy, startProxy } from '../support/caddy.js';
import { processCpuUs } from '../support/proc.js';
import { freePort, type Service, startService } from '../support/processes.js';
import { type RedisServer, startRedis } from '../support/redis.js';

/**
 * Replicas: one small call (`home.indexData`) straight to one gateway, through Caddy (deploy/Caddyfile) to
 * that one replica, and through Caddy to two replicas sharing one Redis, in the same run, rounds alternating.
 * Prints req/s, latency and the CPU per request of the proxy and of the gateways, then the ratios.
 *
 * On this machine (2 cores for the load generator, the proxy, the replicas and the upstream alike) the
 * 2-replica / 1-replica ratio cannot show scaling: the cores are already saturated with one replica, so the
 * ratio mostly says what a second process and the proxy's balancing cost. CaddyProxy / direct is what the proxy
 * costs. Scaling needs replicas on cores or machines of their own. Timings are printed, never asserted.
 */
const SECRET = 'bench-secret-value';
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU microseconds per request: the proxy, and the gateways together. */
  cpu: { proxy: number; gateways: number };
}

const services: Service[] = [];
const proxies: CaddyProxy[] = [];
let redis: RedisServer | undefined;
try {
  redis = await startRedis();
  const fakePort = await freePort();
  const fake = await startService(
    'fake-upstream/src/main.ts',
    { FAKE_PORT: String(fakePort), HOST: '127.0.0.1', SIGN_SECRET: SECRET, QUIET: '1' },
    '/__health',
    fakePort,
  );
  services.push(fake);
  const replicas: Service[] = [];
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      UPSTREAM_URL: fake.url,
      SIGN_SECRET: SECRET,
      REDIS_URL: redis.url,
      METRICS_TOKEN: 'bench-metrics-token-value',
      TRUST_PROXY: '127.0.0.1',
    };
    replicas.push(await startService('gateway/src/main.ts', env, '/api/health', port));
  }
  services.push(...replicas);
  const portOf = (s: Service) => Number(new URL(s.url).port);
  const one = await startProxy([portOf(replicas[0] as Service)]);
  const two = await startProxy(replicas.map(portOf));
  proxies.push(one, two);

  const login = await fetch(`${one.url}/trpc/session.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: '13800000001', password: 'demo1234' }),
  });
  const token = ((await login.json()) as { result: { data: { token: string } } }).result.data.token;
  const headers = { authorization: `Bearer ${token}`, 'x-product-id': '1' };
  const path = '/trpc/home.indexData';

  const run = async (name: string, url: string, proxy: CaddyProxy | null): Promise<Row> => {
    const cpu = () => ({
      proxy: processCpuUs(proxy?.child.pid),
      gateways: replicas.reduce((n, r) => n + processCpuUs(r.child.pid), 0),
    });
    const before = cpu();
    const r = await autocannon({ url: `${url}${path}`, headers, connections: CONNECTIONS, duration: DURATION });
    const after = cpu();
    const n = r.requests.total || 1;
    return {
      name,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts + r.non2xx,
      cpu: { proxy: (after.proxy - before.proxy) / n, gateways: (after.gateways - before.gateways) / n },
    };
  };

  for (const url of [(replicas[0] as Service).url, one.url, two.url])
    await autocannon({ url: `${url}${path}`, headers, connections: 10, duration: 2 });

  const ways: Array<() => Promise<Row>> = [
    () => run('(a) one gateway, no proxy', (replicas[0] as Service).url, null),
    () => run('(b) Caddy → 1 replica', one.url, one),
    () => run('(c) Caddy → 2 replicas (least_conn)', two.url, two),
  ];
  const rounds: Row[][] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const rows: Row[] = [];
    for (const way of ways) rows.push(await way());
    rounds.push(rows);
  }

  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    const m = Math.floor(s.length / 2);
    return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
  };
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  const header = `${'way'.padEnd(40)}${pad('req/s', 8)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('errors', 8)}${pad('cpu proxy', 11)}${pad('cpu gateways', 14)}`;
  const line = (r: Row) =>
    `${r.name.padEnd(40)}${pad(r.rps.toFixed(0), 8)}${pad(r.p50, 8)}${pad(r.p99, 8)}${pad(r.errors, 8)}` +
    `${pad(r.cpu.proxy.toFixed(0), 11)}${pad(r.cpu.gateways.toFixed(0), 14)}`;

  console.log(`\nreplicas behind the proxy, ${DURATION} s per way, ${CONNECTIONS} connections, ${ROUNDS} rounds`);
  console.log('cpu columns: CPU microseconds per request of the proxy and of the gateways together');
  rounds.forEach((rows, i) => {
    console.log(`\nround ${i + 1}\n${header}`);
    for (const r of rows) console.log(line(r));
  });
  const med: Row[] = ways.map((_, w) => {
    const of = (f: (r: Row) => number) => median(rounds.map((rows) => f(rows[w] as Row)));
    return {
      name: ((rounds[0] as Row[])[w] as Row).name,
      rps: of((r) => r.rps),
      p50: of((r) => r.p50),
      p99: of((r) => r.p99),
      errors: rounds.reduce((n, rows) => n + (rows[w] as Row).errors, 0),
      cpu: { proxy: of((r) => r.cpu.proxy), gateways: of((r) => r.cpu.gateways) },
    };
  });
  console.log(`\nmedians of ${ROUNDS} rounds (errors: the sum)\n${header}`);
  for (const r of med) console.log(line(r));

  const rps = (rows: Row[], w: number) => (rows[w] as Row).rps;
  const ratios: Array<[string, (rows: Row[]) => number]> = [
    ['2 replicas / 1 replica, both behind Caddy', (rows) => rps(rows, 2) / rps(rows, 1)],
    ['Caddy → 1 replica / no proxy', (rows) => rps(rows, 1) / rps(rows, 0)],
  ];
  console.log('\nratios: of the medians, then each round');
  for (const [label, f] of ratios)
    console.log(
      `  ${label.padEnd(44)}${f(med).toFixed(2).padStart(6)}   (${rounds.map((r) => f(r).toFixed(2)).join(', ')})`,
    );
  console.log(
    `  (${availableParallelism()} cores here: the 2-replica ratio is what the proxy and a ` +
      'second process cost on shared cores, not how replicas scale)',
  );
} finally {
  await Promise.all(proxies.map((p) => p.stop()));
  await Promise.all(services.map((s) => s.stop()));
  await redis?.stop();
}
