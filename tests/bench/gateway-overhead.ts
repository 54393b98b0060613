import { signingNonce, signingParams, signRequest } from '@console/contracts';
import autocannon from 'autocannon';
import { processCpuUs, selfCpuUs } from '../support/proc.js';
import { freePort, type Service, startService } from '../support/processes.js';

/**
 * Gateway overhead: one small GET call sent three ways in the same run (straight to the fake upstream, through
 * a bare reply-from proxy, through the gateway's tRPC procedure), then a page load of five calls batched by
 * tRPC against the same five calls made separately through the proxy. The gateway runs twice, with its lean
 * tRPC path and with tRPC's stock Fastify adapter (TRPC_ADAPTER=stock), so before and after share one run, and
 * a third time with HTTP pipelining on its upstream pool (UPSTREAM_PIPELINING=4), the tuning the gateway does
 * not ship by default: one slow call would hold up the calls queued behind it on its connection. The gateways
 * keep Prometheus metrics (METRICS_TOKEN set, as a deployment of replicas does); one more runs without them,
 * to show what they cost. What must not get worse: single-call throughput at least 0.8× the proxy's, and the
 * gateway's CPU per batched page at most 0.7× the proxy's CPU for the same five calls made separately. (The
 * batched page's pages per second against the proxy's is printed but has no target: where the load
 * generator, the gateway and the upstream share two cores it measures the upstream as much as the gateway.)
 * Prints req/s, p50, p99, errors and the CPU each process spent per unit, then the ratios. Timings are
 * printed, never asserted. A coded call (the accounts list, whose grants the gateway resolves and keeps per
 * session) is measured against the proxy too, and the gateway's own count of who-calls lookups gives the
 * resolver's hit rate: resolving who calls must not add an upstream call per request.
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
  /** CPU microseconds per unit (request or page) of the load generator, the middle process and the upstream. */
  cpu: { client: number; middle: number; upstream: number };
}

const fakePort = await freePort();
const gwPort = await freePort();
const stockPort = await freePort();
const proxyPort = await freePort();
const pipelinedPort = await freePort();
const plainPort = await freePort();
const services: Service[] = [];
try {
  const fake = await startService(
    'fake-upstream/src/main.ts',
    { FAKE_PORT: String(fakePort), SIGN_SECRET: SECRET },
    '/__health',
    fakePort,
  );
  services.push(fake);
  const env = {
    UPSTREAM_URL: fake.url,
    SIGN_SECRET: SECRET,
    HOST: '127.0.0.1',
    METRICS_TOKEN: 'bench-metrics-token-value',
  };
  const gw = await startService('gateway/src/main.ts', { ...env, PORT: String(gwPort) }, '/api/health', gwPort);
  services.push(gw);
  const stock = await startService(
    'gateway/src/main.ts',
    { ...env, PORT: String(stockPort), TRPC_ADAPTER: 'stock' },
    '/api/health',
    stockPort,
  );
  services.push(stock);
  const pipelined = await startService(
    'gateway/src/main.ts',
    { ...env, PORT: String(pipelinedPort), UPSTREAM_PIPELINING: '4' },
    '/api/health',
    pipelinedPort,
  );
  services.push(pipelined);
  const plain = await startService(
    'gateway/src/main.ts',
    { ...env, PORT: String(plainPort), METRICS_TOKEN: '' },
    '/api/health',
    plainPort,
  );
  services.push(plain);
  const proxy = await startService('tests/bench/proxy.ts', { ...env, PORT: String(proxyPort) }, '/__health', proxyPort);
  services.push(proxy);

  const run = async (name: string, middle: Service | null, opts: autocannon.Options, perUnit = 1): Promise<Row> => {
    const before = { client: selfCpuUs(), middle: processCpuUs(middle?.child.pid), up: processCpuUs(fake.child.pid) };
    const r = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
    const units = r.requests.total / perUnit || 1;
    const per = (now: number, then: number) => (now - then) / units;
    return {
      name,
      rps: r.requests.average / perUnit,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts + r.non2xx,
      cpu: {
        client: per(selfCpuUs(), before.client),
        middle: middle ? per(processCpuUs(middle.child.pid), before.middle) : 0,
        upstream: per(processCpuUs(fake.child.pid), before.up),
      },
    };
  };

  const login = await fetch(`${gw.url}/trpc/session.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: '13800000001', password: 'demo1234' }),
  });
  const token = ((await login.json()) as { result: { data: { token: string } } }).result.data.token;
  const auth = { authorization: `Bearer ${token}`, 'x-product-id': '1' };

  const signedPath = (path: string, query: Record<string, string>) => {
    const n = signingNonce();
    const params = { ...query, random: n.random, timestamp: String(n.timestamp), clientId: 'bench-direct' };
    const sign = signRequest({ method: 'GET', path, params: signingParams(params), secret: SECRET });
    return `${path}?${new URLSearchParams({ ...params, sign })}`;
  };

  const page: Array<{ proc: string; path: string; input: object; query: Record<string, string> }> = [
    { proc: 'home.indexData', path: '/index/data', input: {}, query: { clientType: '1' } },
    {
      proc: 'home.notices',
      path: '/ajax/noticeDetail',
      input: { page: 1, size: 10 },
      query: { page: '1', size: '10' },
    },
    { proc: 'home.newsList', path: '/ajax/news', input: { page: 1, size: 10 }, query: { page: '1', size: '10' } },
    { proc: 'home.studyCategories', path: '/ajax/studyCenter/categories', input: {}, query: {} },
    { proc: 'home.helpPage', path: '/ajax/help/page', input: { path: '/overview' }, query: { path: '/overview' } },
  ];
  const batchUrl = `/trpc/${page.map((p) => p.proc).join(',')}?batch=1&input=${encodeURIComponent(
    JSON.stringify(Object.fromEntries(page.map((p, i) => [i, p.input]))),
  )}`;

  // Warm-up: JIT, pools and keep-alive sockets on every path.
  for (const base of [gw.url, plain.url, stock.url, pipelined.url])
    await autocannon({ url: `${base}${batchUrl}`, headers: auth, connections: 10, duration: 2 });
  await autocannon({ url: `${proxy.url}/proxy/index/data?clientType=1`, headers: auth, connections: 10, duration: 2 });

  // The machine is shared and small: every way runs once per round, rounds alternate, and the medians and
  // the per-round ratios are printed so that a noisy neighbour shows up as spread rather than as a result.
  const ways: Array<() => Promise<Row>> = [
    () =>
      run('(i) direct to fake upstream', null, {
        url: fake.url,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({
              ...req,
              path: signedPath('/index/data', { clientType: '1' }),
              headers: { authorization: JSON.stringify({ token }) },
            }),
          },
        ],
      }),
    () => run('(ii) reply-from proxy', proxy, { url: `${proxy.url}/proxy/index/data?clientType=1`, headers: auth }),
    () => run('(iii) gateway tRPC procedure', gw, { url: `${gw.url}/trpc/home.indexData`, headers: auth }),
    () => run('(iii-n) same, no metrics', plain, { url: `${plain.url}/trpc/home.indexData`, headers: auth }),
    () => run('(iii-s) same, stock tRPC adapter', stock, { url: `${stock.url}/trpc/home.indexData`, headers: auth }),
    () =>
      run('(ii-c) proxy, accounts list', proxy, {
        url: `${proxy.url}/proxy/ajax/users?page=1&size=10`,
        headers: auth,
      }),
    () =>
      run('(iii-c) gateway, accounts list (coded call)', gw, {
        url: `${gw.url}/trpc/user.list?input=${encodeURIComponent(JSON.stringify({ page: 1, size: 10 }))}`,
        headers: auth,
      }),
    () =>
      run(
        '(iv) page of 5 via proxy, separately (pages/s)',
        proxy,
        {
          url: proxy.url,
          headers: auth,
          requests: page.map((p) => ({
            method: 'GET' as const,
            path: `/proxy${p.path}?${new URLSearchParams(p.query)}`,
          })),
        },
        page.length,
      ),
    () => run('(v) page of 5 batched by tRPC (pages/s)', gw, { url: `${gw.url}${batchUrl}`, headers: auth }),
    () => run('(v-n) same, no metrics (pages/s)', plain, { url: `${plain.url}${batchUrl}`, headers: auth }),
    () => run('(v-s) same, stock tRPC adapter (pages/s)', stock, { url: `${stock.url}${batchUrl}`, headers: auth }),
    () =>
      run('(v-p) same, upstream pipelining 4 (pages/s)', pipelined, {
        url: `${pipelined.url}${batchUrl}`,
        headers: auth,
      }),
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
  const header =
    `${'way'.padEnd(48)}${pad('req/s', 8)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('errors', 8)}` +
    `${pad('cpu client', 12)}${pad('cpu middle', 12)}${pad('cpu upstr', 11)}`;
  const line = (r: Row) =>
    `${r.name.padEnd(48)}${pad(r.rps.toFixed(0), 8)}${pad(r.p50, 8)}${pad(r.p99, 8)}${pad(r.errors, 8)}` +
    `${pad(r.cpu.client.toFixed(0), 12)}${pad(r.cpu.middle.toFixed(0), 12)}${pad(r.cpu.upstream.toFixed(0), 11)}`;

  console.log(`\ngateway overhead, ${DURATION} s per way, ${CONNECTIONS} connections, ${ROUNDS} rounds in one run`);
  console.log('cpu columns: CPU microseconds per request (per page for page rows) of each process');
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
      cpu: { client: of((r) => r.cpu.client), middle: of((r) => r.cpu.middle), upstream: of((r) => r.cpu.upstream) },
    };
  });
  console.log(`\nmedians of ${ROUNDS} rounds (errors: the sum)\n${header}`);
  for (const r of med) console.log(line(r));

  const W = {
    direct: 0,
    proxy: 1,
    gateway: 2,
    plain: 3,
    stock: 4,
    codedProxy: 5,
    coded: 6,
    separate: 7,
    batched: 8,
    batchedPlain: 9,
    batchedStock: 10,
    pipelined: 11,
  } as const;
  const rps = (rows: Row[], w: number) => (rows[w] as Row).rps;
  const cpu = (rows: Row[], w: number) => (rows[w] as Row).cpu.middle;
  const ratios: Array<[string, (rows: Row[]) => number]> = [
    ['gateway / proxy (target ≥ 0.80)', (rows) => rps(rows, W.gateway) / rps(rows, W.proxy)],
    ['gateway / proxy, a coded call (target ≥ 0.80)', (rows) => rps(rows, W.coded) / rps(rows, W.codedProxy)],
    ['gateway with metrics / without', (rows) => rps(rows, W.gateway) / rps(rows, W.plain)],
    ['stock adapter / proxy', (rows) => rps(rows, W.stock) / rps(rows, W.proxy)],
    ['gateway / direct', (rows) => rps(rows, W.gateway) / rps(rows, W.direct)],
    ['proxy / direct', (rows) => rps(rows, W.proxy) / rps(rows, W.direct)],
    ['batched page / separate page', (rows) => rps(rows, W.batched) / rps(rows, W.separate)],
    ['stock batched page / separate page', (rows) => rps(rows, W.batchedStock) / rps(rows, W.separate)],
    ['pipelined batched page / separate page', (rows) => rps(rows, W.pipelined) / rps(rows, W.separate)],
    ['gateway CPU per call / proxy CPU per call', (rows) => cpu(rows, W.gateway) / cpu(rows, W.proxy)],
    [
      'gateway CPU per page / proxy CPU per page (target ≤ 0.70)',
      (rows) => cpu(rows, W.batched) / cpu(rows, W.separate),
    ],
  ];
  console.log('\nratios: of the medians, then each round');
  for (const [label, f] of ratios)
    console.log(
      `  ${label.padEnd(58)}${f(med).toFixed(2).padStart(6)}   (${rounds.map((r) => f(r).toFixed(2)).join(', ')})`,
    );

  // Coded calls must not cost an upstream call each: what the gateway's own metrics counted over the run.
  const scraped = await (
    await fetch(`${gw.url}/api/metrics`, { headers: { authorization: `Bearer ${env.METRICS_TOKEN}` } })
  ).text();
  const lookups = (result: string) => {
    const line = scraped.split('\n').find((l) => l.startsWith(`gateway_who_calls_lookups{result="${result}"} `));
    return Number(line?.split(' ')[1] ?? 0);
  };
  const hits = lookups('hit');
  const misses = lookups('miss');
  console.log(
    `\nwho calls (coded calls' grants), gateway (iii-c): ${hits} hits, ${misses} misses, hit rate ${(hits / Math.max(1, hits + misses)).toFixed(4)}`,
  );
} finally {
  await Promise.all(services.map((s) => s.stop()));
}
