import { signingNonce, signingParams, signRequest } from '@console/contracts';
import autocannon from 'autocannon';
import { freePort, type Service, startService } from '../support/processes.js';

/**
 * Gateway overhead: one small GET call sent three ways in the same run (straight to the fake upstream, through
 * a bare reply-from proxy, through the gateway's tRPC procedure), then a page load of five calls batched by
 * tRPC against the same five calls made separately through the proxy. Prints req/s, p50, p99 and the ratios.
 * Timings are printed, never asserted.
 */
const SECRET = 'bench-secret-value';
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function run(name: string, opts: autocannon.Options, perUnit = 1): Promise<Row> {
  const r = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
  const errors = r.errors + r.timeouts + r.non2xx;
  return { name, rps: r.requests.average / perUnit, p50: r.latency.p50, p99: r.latency.p99, errors };
}

const fakePort = await freePort();
const gwPort = await freePort();
const proxyPort = await freePort();
const services: Service[] = [];
try {
  const fake = await startService(
    'fake-upstream/src/main.ts',
    { FAKE_PORT: String(fakePort), SIGN_SECRET: SECRET },
    '/__health',
    fakePort,
  );
  services.push(fake);
  const env = { UPSTREAM_URL: fake.url, SIGN_SECRET: SECRET };
  const gw = await startService(
    'gateway/src/main.ts',
    { ...env, PORT: String(gwPort), HOST: '127.0.0.1' },
    '/api/health',
    gwPort,
  );
  services.push(gw);
  const proxy = await startService('tests/bench/proxy.ts', { ...env, PORT: String(proxyPort) }, '/__health', proxyPort);
  services.push(proxy);

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
  await autocannon({ url: `${gw.url}${batchUrl}`, headers: auth, connections: 10, duration: 2 });
  await autocannon({ url: `${proxy.url}/proxy/index/data?clientType=1`, headers: auth, connections: 10, duration: 2 });

  const rows: Row[] = [];
  rows.push(
    await run('(i) direct to fake upstream', {
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
  );
  rows.push(await run('(ii) reply-from proxy', { url: `${proxy.url}/proxy/index/data?clientType=1`, headers: auth }));
  rows.push(await run('(iii) gateway tRPC procedure', { url: `${gw.url}/trpc/home.indexData`, headers: auth }));
  rows.push(
    await run(
      '(iv) page of 5 via proxy, separately (pages/s)',
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
  );
  rows.push(await run('(v) page of 5 batched by tRPC (pages/s)', { url: `${gw.url}${batchUrl}`, headers: auth }));

  const pad = (s: string | number, n: number) => String(s).padStart(n);
  console.log(`\ngateway overhead, ${DURATION} s each, ${CONNECTIONS} connections, same run\n`);
  console.log(`${'way'.padEnd(48)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('errors', 8)}`);
  for (const r of rows)
    console.log(`${r.name.padEnd(48)}${pad(r.rps.toFixed(0), 10)}${pad(r.p50, 9)}${pad(r.p99, 9)}${pad(r.errors, 8)}`);
  const [direct, viaProxy, viaGateway, separate, batched] = rows as [Row, Row, Row, Row, Row];
  console.log('\nratios');
  console.log(`  gateway / proxy (target ≥ 0.80):          ${(viaGateway.rps / viaProxy.rps).toFixed(2)}`);
  console.log(`  gateway / direct:                         ${(viaGateway.rps / direct.rps).toFixed(2)}`);
  console.log(`  proxy / direct:                           ${(viaProxy.rps / direct.rps).toFixed(2)}`);
  console.log(`  batched page / separate page (target ≥ 2): ${(batched.rps / separate.rps).toFixed(2)}`);
} finally {
  await Promise.all(services.map((s) => s.stop()));
}
