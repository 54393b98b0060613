import { gatewayClient } from '../support/client.js';
import { type BenchStack, benchStack } from './support/stack.js';

/**
 * The mall at scale: the fake upstream seeded with 10 000 products of 10 SKUs each (`FAKE_SIZES`), the gateway
 * in front of it, each its own process.
 *
 * `mallProduct.list` (GET /ajax/mall/products) through the gateway's tRPC procedure, a page of 20, one request
 * at a time (the latency a person waits for): per tab and filter, then overall, p50 and p99. The reference,
 * measured in the same run through the same gateway, is `teacher.list` (36 teachers, a page of 20): the ratio
 * says what a 10 000-product catalogue with its SKUs costs over a small list.
 *
 * Goal (the catalogue issue): list p50 under 30 ms. Numbers are printed, never asserted.
 */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const SKUS = Number(process.env.BENCH_SKUS ?? 10);
const ROUNDS = Number(process.env.BENCH_LIST_ROUNDS ?? 60);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (n: number) => n.toFixed(1).padStart(8);

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const out = await fn();
  return [out, performance.now() - t];
}

/** `rounds` calls one after another: their times, sorted, and what the last one answered. */
async function measure<T>(rounds: number, call: () => Promise<T>): Promise<{ times: number[]; last: T }> {
  const times: number[] = [];
  let last: T | undefined;
  for (let i = 0; i < rounds; i++) {
    const [out, t] = await timed(call);
    last = out;
    times.push(t);
  }
  return { times: times.sort((a, b) => a - b), last: last as T };
}

let stack: BenchStack | undefined;
try {
  stack = await benchStack('mall', { fake: { FAKE_SIZES: `mall.products=${PRODUCTS},mall.skus=${SKUS}` } });
  const gw = stack.gateway;

  const anon = gatewayClient(gw.url);
  const { token } = await anon.session.login.mutate({ username: '13800000001', password: 'demo1234' });
  const client = gatewayClient(gw.url, { token, productId: 1 });

  // The first call seeds the catalogue; it is timed on its own.
  const [counts, seedMs] = await timed(() => client.mallProduct.counts.query({}));
  const { list: categories } = await client.category.list.query({ contentType: '14' });
  const categoryId = Number(categories[2]?.id);

  type Query = Parameters<typeof client.mallProduct.list.query>[0];
  const filters: Array<[string, Query]> = [
    ['出售中', { status: 'onSale' }],
    ['仓库中', { status: 'warehouse' }],
    ['已售罄', { status: 'soldOut' }],
    ['all live', {}],
    ['keyword', { keyword: '颜料' }],
    ['category', { categoryId }],
    ['keyword + 出售中', { keyword: '尤克里里', status: 'onSale' }],
    ['page 100 of 出售中', { status: 'onSale', page: 100 }],
  ];

  // Warm-up: JIT, the undici pool, keep-alive sockets.
  for (let i = 0; i < 40; i++) {
    await client.mallProduct.list.query({ ...filters[i % filters.length]?.[1], size: 20 });
    await client.teacher.list.query({ size: 20 });
  }

  const reference = await measure(ROUNDS * 2, () => client.teacher.list.query({ size: 20 }));
  const all: number[] = [];
  const rows: Array<[string, number, number, number]> = [];
  for (const [name, filter] of filters) {
    const { times, last } = await measure(ROUNDS, () => client.mallProduct.list.query({ ...filter, size: 20 }));
    all.push(...times);
    rows.push([name, last.total, pct(times, 50), pct(times, 99)]);
  }
  all.sort((a, b) => a - b);
  const bin = await measure(ROUNDS, () => client.mallProduct.recycleList.query({ size: 20 }));
  const countTimes = await measure(ROUNDS, () => client.mallProduct.counts.query({}));
  const page = await client.mallProduct.list.query({ status: 'onSale', size: 20 });
  const pageBytes = Buffer.byteLength(JSON.stringify(page));
  const skusOnPage = page.list.reduce((n, p) => n + p.skus.length, 0);

  const live = counts.onSale + counts.warehouse + counts.soldOut;
  console.log(
    `\nmall at scale: ${live + counts.recycle} products (${live} live, ${counts.recycle} in the recycle bin), ${SKUS} SKUs each; seeded on first call in ${(seedMs / 1000).toFixed(1)} s\n`,
  );
  console.log(
    `mallProduct.list through the gateway, page of 20 (${skusOnPage} SKUs, ${(pageBytes / 1024).toFixed(0)} KB of JSON), one request at a time, ${ROUNDS} requests per row`,
  );
  console.log(`${'filter'.padEnd(22)}${'matches'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}`);
  for (const [name, hits, p50, p99] of rows)
    console.log(`${name.padEnd(22)}${String(hits).padStart(9)}${ms(p50)}${ms(p99)}`);
  console.log(
    `${'all filters'.padEnd(22)}${''.padStart(9)}${ms(pct(all, 50))}${ms(pct(all, 99))}   (goal p50 < 30 ms)`,
  );
  console.log(
    `${'recycle bin'.padEnd(22)}${String(bin.last.total).padStart(9)}${ms(pct(bin.times, 50))}${ms(pct(bin.times, 99))}`,
  );
  console.log(
    `${'tab counts'.padEnd(22)}${''.padStart(9)}${ms(pct(countTimes.times, 50))}${ms(pct(countTimes.times, 99))}`,
  );
  const ref50 = pct(reference.times, 50);
  console.log(
    `\nreference teacher.list (${reference.last.total} teachers, page of 20): p50 ${ms(ref50).trim()} ms, p99 ${ms(pct(reference.times, 99)).trim()} ms`,
  );
  console.log(
    `ratio mall list p50 / reference p50: ${(pct(all, 50) / ref50).toFixed(2)}×; counts / reference: ${(pct(countTimes.times, 50) / ref50).toFixed(2)}×`,
  );
} finally {
  await stack?.stop();
}
