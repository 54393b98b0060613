import { signingNonce, signingParams, signRequest } from '@console/contracts';
import { buildFakeUpstream } from '@console/fake-upstream';
import ExcelJS from 'exceljs';
import { gatewayClient } from '../support/client.js';
import { processRss } from '../support/proc.js';
import { freePort, type Service, startService } from '../support/processes.js';

/**
 * Marketing at scale: a boost campaign with 50 000 initiators (the fake upstream's `sizes` option), its data
 * page read through the gateway, and its export streamed through the gateway's download route.
 *
 * 1. `boostInitiator.list` (GET /ajax/marketing/boost/initiators), a page of 20, one request at a time: plain
 *    pages, deep pages, a status filter, a keyword and a date range; p50 and p99. Reference in the same run:
 *    the same calls sent signed straight to the fake upstream (the gateway's share), and the same calls for the
 *    other running campaign of the seed (a few hundred initiators: the cost of the 50 000).
 * 2. The export of all 50 000 rows as .xlsx through `/api/download/boostInitiator/export`: time, bytes, rows
 *    read back, and the gateway's resident memory sampled every 20 ms while it streams (growth = peak − before).
 *    Reference: the same export of that usual campaign.
 *
 * Goals (the marketing issue): list p50 under 30 ms, gateway memory growth under 50 MB. Printed, never asserted.
 */
const SECRET = 'bench-marketing-secret';
const INITIATORS = Number(process.env.BENCH_INITIATORS ?? 50_000);
const ROUNDS = Number(process.env.BENCH_LIST_ROUNDS ?? 40);
const BIG = 1;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (n: number) => n.toFixed(1).padStart(8);
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const out = await fn();
  return [out, performance.now() - t];
}

const fake = await buildFakeUpstream({
  secret: SECRET,
  logger: false,
  sizes: { 'marketing.boostInitiators': INITIATORS },
});
await fake.app.listen({ port: 0, host: '127.0.0.1' });
const address = fake.app.server.address();
const fakeUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const gwPort = await freePort();
const services: Service[] = [];
try {
  const gw = await startService(
    'gateway/src/main.ts',
    { UPSTREAM_URL: fakeUrl, SIGN_SECRET: SECRET, PORT: String(gwPort), HOST: '127.0.0.1' },
    '/api/health',
    gwPort,
  );
  services.push(gw);
  const { token } = await gatewayClient(gw.url).session.login.mutate({ username: '13800000001', password: 'demo1234' });
  const client = gatewayClient(gw.url, { token, productId: 1 });

  // The other campaign with people in it: the reference of the same page at a shop's usual size.
  const campaigns = await client.boost.list.query({ page: 1, size: 50, status: 2 });
  const small = campaigns.list.find((c) => c.id !== BIG && c.participants > 0);
  if (!small) throw new Error('no other running boost campaign has initiators');
  // Building the 50 000 records happens on the first read; that is the seed, not the page.
  const [first, buildMs] = await timed(() => client.boostInitiator.list.query({ boostId: BIG, page: 1, size: 20 }));

  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() + 8 * 3600_000 - 30 * 86_400_000).toISOString().slice(0, 10);
  type Query = Parameters<typeof client.boostInitiator.list.query>[0];
  const queries = (boostId: number, total: number): Array<[string, Query]> => [
    ['first page', { boostId, page: 1, size: 20 }],
    ['deep page', { boostId, page: Math.max(1, Math.floor(total / 20 / 2)), size: 20 }],
    ['status 助力成功', { boostId, status: 2, page: 1, size: 20 }],
    ['keyword', { boostId, keyword: '阳光', page: 1, size: 20 }],
    ['date range', { boostId, startDate: monthAgo, endDate: today, page: 1, size: 20 }],
  ];

  /** The same list call, signed as the gateway signs it, straight to the fake upstream. */
  const direct = async (q: Query) => {
    const n = signingNonce();
    const query = Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)]));
    const params = { ...query, random: n.random, timestamp: String(n.timestamp), clientId: 'bench-direct' };
    const path = '/ajax/marketing/boost/initiators';
    const sign = signRequest({ method: 'GET', path, params: signingParams(params), secret: SECRET });
    const res = await fetch(`${fakeUrl}${path}?${new URLSearchParams({ ...params, sign })}`, {
      headers: { authorization: JSON.stringify({ token }) },
    });
    const body = (await res.json()) as { code: number };
    if (body.code !== 1) throw new Error(`direct call answered ${body.code}`);
  };

  const measure = async (send: (q: Query) => Promise<unknown>, list: Array<[string, Query]>) => {
    for (let i = 0; i < 20; i++) await send((list[i % list.length] as [string, Query])[1]);
    const all: number[] = [];
    const each: Array<[string, number, number]> = [];
    for (const [name, q] of list) {
      const times: number[] = [];
      for (let i = 0; i < ROUNDS; i++) times.push((await timed(() => send(q)))[1]);
      times.sort((a, b) => a - b);
      all.push(...times);
      each.push([name, pct(times, 50), pct(times, 99)]);
    }
    all.sort((a, b) => a - b);
    return { each, p50: pct(all, 50), p99: pct(all, 99) };
  };

  const bigList = queries(BIG, first.total);
  const smallList = queries(small.id, small.participants);
  const viaGateway = await measure((q) => client.boostInitiator.list.query(q), bigList);
  const straight = await measure(direct, bigList);
  const usual = await measure((q) => client.boostInitiator.list.query(q), smallList);

  console.log(
    `\nmarketing at scale: boost campaign ${BIG} with ${first.total} initiators (built on first read in ${(buildMs / 1000).toFixed(1)} s); reference campaign ${small.id} with ${small.participants}\n`,
  );
  console.log(`boostInitiator.list, page of 20, one request at a time, ${ROUNDS} requests per query`);
  console.log(
    `${'query'.padEnd(18)}${'gateway p50'.padStart(12)}${'p99'.padStart(8)}${'direct p50'.padStart(12)}${`${small.participants} p50`.padStart(10)}`,
  );
  viaGateway.each.forEach(([name, p50, p99], i) => {
    console.log(
      `${name.padEnd(18)}${ms(p50).padStart(12)}${ms(p99)}${ms(straight.each[i]?.[1] ?? 0).padStart(12)}${ms(usual.each[i]?.[1] ?? 0).padStart(10)}`,
    );
  });
  console.log(
    `${'all queries'.padEnd(18)}${ms(viaGateway.p50).padStart(12)}${ms(viaGateway.p99)}${ms(straight.p50).padStart(12)}${ms(usual.p50).padStart(10)}   (goal p50 < 30 ms)`,
  );
  console.log(
    `ratios: gateway / direct ${(viaGateway.p50 / straight.p50).toFixed(2)}×, 50 000 / ${small.participants} ${(viaGateway.p50 / usual.p50).toFixed(2)}×`,
  );

  /** Streams an export through the gateway, counting bytes, while sampling the gateway's memory. */
  const exportOf = async (boostId: number) => {
    const pid = gw.child.pid;
    const before = processRss(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, processRss(pid));
    }, 20);
    const started = performance.now();
    const res = await fetch(`${gw.url}/api/download/boostInitiator/export?boostId=${boostId}`, {
      headers: { authorization: `Bearer ${token}`, 'x-product-id': '1' },
    });
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      chunks.push(chunk);
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, processRss(pid));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const rows = (book.worksheets[0]?.rowCount ?? 1) - 1;
    return { status: res.status, type: res.headers.get('content-type'), seconds, bytes, rows, before, peak };
  };
  const big = await exportOf(BIG);
  const usualExport = await exportOf(small.id);
  console.log(`\nexport through the gateway (/api/download/boostInitiator/export), gateway RSS sampled every 20 ms`);
  for (const [name, e] of [
    [`${first.total} initiators`, big],
    [`${small.participants} initiators`, usualExport],
  ] as const)
    console.log(
      `  ${name.padEnd(18)} ${e.status} ${e.seconds.toFixed(2)} s  ${mb(e.bytes)}  ${e.rows} rows read back   RSS ${mb(e.before)} → peak ${mb(e.peak)}, growth ${mb(e.peak - e.before)}`,
    );
  console.log(
    `  growth of the 50 000-row export: ${mb(big.peak - big.before)} (goal < 50 MB); ${(big.rows / big.seconds).toFixed(0)} rows/s`,
  );
} finally {
  await Promise.all(services.map((s) => s.stop()));
  await fake.app.close();
}
