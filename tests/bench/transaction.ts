import { createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { gatewayClient } from '../support/client.js';
import { type BenchStack, benchStack } from './support/stack.js';

/**
 * Orders at scale: the fake upstream seeded with 200 000 orders over 400 days, the gateway in front of it,
 * each its own process.
 *
 * 1. `order.list` through the gateway's tRPC procedure, a page of 20 under each filter of the page (tab, type,
 *    source and payment, date range, each search field, a late page), one request at a time: p50 and p99,
 *    beside a reference measured in the same run (`withdraw.list`, a list that does not walk the orders).
 * 2. The export of about 100 000 of them streamed through the gateway's download route: the gateway's resident
 *    memory sampled every 20 ms, its growth beside that of a small export of the same run; the file is read
 *    back row by row to count its rows.
 *
 * Goals (the money issue): list p50 under 30 ms; export growth under 50 MB. Printed, never asserted.
 */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 200_000);
const ROUNDS = Number(process.env.BENCH_LIST_ROUNDS ?? 40);
const EXPORT_ROWS = 100_000;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (n: number) => n.toFixed(1).padStart(8);
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const out = await fn();
  return [out, performance.now() - t];
}

/** Resident memory of a process, from /proc. */
async function rss(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** Downloads `url` to a file while sampling the gateway's memory; the growth over the baseline, the bytes. */
async function exportMeasured(url: string, headers: Record<string, string>, pid: number) {
  global.gc?.();
  const baseline = await rss(pid);
  let peak = baseline;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rss(pid));
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const file = join(tmpdir(), `orders-${process.pid}-${Date.now()}.xlsx`);
  const started = performance.now();
  const res = await fetch(url, { headers });
  if (!res.ok || !res.body) throw new Error(`export failed: ${res.status} ${await res.text()}`);
  let bytes = 0;
  const counted = Readable.fromWeb(res.body as never).on('data', (chunk: Buffer) => {
    bytes += chunk.length;
  });
  await pipeline(counted, createWriteStream(file));
  const seconds = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  let rows = 0;
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(file, {})) for await (const _row of sheet) rows++;
  await rm(file);
  return { growth: peak - baseline, baseline, bytes, seconds, rows: rows - 1 };
}

let stack: BenchStack | undefined;
try {
  stack = await benchStack('transaction', { fake: { FAKE_ORDERS: String(ORDERS) } });
  const { fake, gateway: gw } = stack;

  const anon = gatewayClient(gw.url);
  const { token } = await anon.session.login.mutate({ username: '13800000001', password: 'demo1234' });
  const client = gatewayClient(gw.url, { token, productId: 1 });
  // The module seeds on first use: through the control route, which waits as long as it takes.
  const [, seedMs] = await timed(() => fetch(`${fake.url}/__dev/transaction/balances`).then((r) => r.json()));
  const first = await client.order.list.query({ page: 1, size: 20 });
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const daysAgo = (n: number) => new Date(Date.now() + 8 * 3600_000 - n * 86_400_000).toISOString().slice(0, 10);

  type Q = Parameters<typeof client.order.list.query>[0];
  const filters: Array<[string, Q]> = [
    ['all (全部)', {}],
    ['tab 已完成', { status: 'done' }],
    ['tab 待核销 + course', { status: 'toVerify', type: 'course' }],
    ['source + payment', { source: 'h5', payMethod: 'wechat' }],
    ['date range 30 days', { startDate: daysAgo(29), endDate: today }],
    ['search 订单号', { searchField: 'orderNo', keyword: '0024' }],
    ['search 姓名', { searchField: 'name', keyword: '王' }],
    ['search 手机', { searchField: 'phone', keyword: '1382' }],
    ['search 商品', { searchField: 'goods', keyword: '美术' }],
    ['page 200 of 已完成', { status: 'done', page: 200 }],
  ];
  for (let i = 0; i < 40; i++) await client.order.list.query({ ...filters[i % filters.length]?.[1], size: 20 });
  for (let i = 0; i < 20; i++) await client.withdraw.list.query({ page: 1, size: 10 });

  const reference: number[] = [];
  for (let i = 0; i < ROUNDS; i++)
    reference.push((await timed(() => client.withdraw.list.query({ page: 1, size: 10 })))[1]);
  reference.sort((a, b) => a - b);
  const refP50 = pct(reference, 50);

  const all: number[] = [];
  const rows: Array<[string, number, number, number]> = [];
  for (const [name, filter] of filters) {
    const times: number[] = [];
    let hits = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const [out, t] = await timed(() => client.order.list.query({ size: 20, ...filter }));
      hits = out.total;
      times.push(t);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    rows.push([name, hits, pct(times, 50), pct(times, 99)]);
  }
  all.sort((a, b) => a - b);

  console.log(
    `\norders at scale: ${first.counts.all} live orders over 400 days (seeded in ${(seedMs / 1000).toFixed(1)} s on first use)\n`,
  );
  console.log(`order.list through the gateway, page of 20, one request at a time, ${ROUNDS} requests per filter`);
  console.log(
    `${'filter'.padEnd(24)}${'matches'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'p50 ÷ ref'.padStart(11)}`,
  );
  for (const [name, hits, p50, p99] of rows)
    console.log(
      `${name.padEnd(24)}${String(hits).padStart(9)}${ms(p50)}${ms(p99)}${(p50 / refP50).toFixed(1).padStart(10)}×`,
    );
  console.log(
    `${'reference withdraw.list'.padEnd(24)}${''.padStart(9)}${ms(refP50)}${ms(pct(reference, 99))}${'1.0'.padStart(10)}×`,
  );
  console.log(
    `${'all filters'.padEnd(24)}${''.padStart(9)}${ms(pct(all, 50))}${ms(pct(all, 99))}${(pct(all, 50) / refP50).toFixed(1).padStart(10)}×   (goal p50 < 30 ms)`,
  );

  // The export: the latest days that hold about 100 000 orders.
  let start = 400;
  for (let d = 10; d <= 400; d += 10) {
    const total = (await client.order.list.query({ startDate: daysAgo(d), endDate: today, size: 10 })).total;
    if (total >= EXPORT_ROWS) {
      start = d;
      break;
    }
  }
  const headers = { authorization: `Bearer ${token}`, 'x-product-id': '1' };
  const route = (from: string) => `${gw.url}/api/download/order/export?startDate=${from}&endDate=${today}`;
  const pid = gw.child.pid as number;
  const small = await exportMeasured(route(today), headers, pid);
  const big = await exportMeasured(route(daysAgo(start)), headers, pid);
  console.log(`\norder export streamed through the gateway (gateway resident memory sampled every 20 ms)`);
  console.log(
    `${'export'.padEnd(24)}${'rows'.padStart(9)}${'size'.padStart(10)}${'time s'.padStart(8)}${'growth'.padStart(11)}`,
  );
  for (const [name, m] of [
    ['reference: today', small],
    [`last ${start} days`, big],
  ] as const)
    console.log(
      `${name.padEnd(24)}${String(m.rows).padStart(9)}${mb(m.bytes).padStart(10)}${m.seconds.toFixed(1).padStart(8)}${mb(m.growth).padStart(11)}`,
    );
  console.log(
    `growth of the big export ÷ its file: ${(big.growth / big.bytes).toFixed(2)}; ÷ the reference's growth: ${(big.growth / Math.max(1, small.growth)).toFixed(1)}× for ${(big.rows / Math.max(1, small.rows)).toFixed(0)}× the rows   (goal growth < 50 MB; baseline ${mb(big.baseline)})`,
  );
} finally {
  await stack?.stop();
}
