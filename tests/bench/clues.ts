import ExcelJS from 'exceljs';
import { sendImport } from '../../web/src/modules/enrollment/import/send.js';
import { readRows } from '../../web/src/modules/enrollment/import/sheet.js';
import { TEMPLATE_COLUMNS } from '../../web/src/modules/enrollment/import/template.js';
import { checkSheet } from '../../web/src/modules/enrollment/import/validate.js';
import { gatewayClient } from '../support/client.js';
import { type BenchStack, benchStack } from './support/stack.js';

/**
 * Leads at scale: the fake upstream seeded with 100 000 leads, the gateway in front of it, each its own process.
 *
 * 1. `clue.list` (GET /ajax/clew/clewList) through the gateway's tRPC procedure, a page of 20 with a filter,
 *    one request at a time (the latency a person waits for), per filter and overall: p50, p99.
 * 2. The same with 10 connections at once, for throughput.
 * 3. A 10 000-row .xlsx import end to end with the browser's own code: parse (read-excel-file), validate
 *    (the template's rules, the phone rule), send (chunks of 1000 rows through the gateway).
 *
 * Goals (issue 6): list p50 under 30 ms, the import under 10 s. Numbers are printed, never asserted.
 */
const LEADS = Number(process.env.BENCH_CLUES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_LIST_ROUNDS ?? 60);
const IMPORT_ROWS = 10_000;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (n: number) => n.toFixed(1).padStart(8);

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const out = await fn();
  return [out, performance.now() - t];
}

/** A 10 000-row sheet as people send them: made by another tool (exceljs), phones as numbers, a few bad rows. */
async function importFile(): Promise<{ bytes: ArrayBuffer; bad: number }> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('名单');
  sheet.addRow(TEMPLATE_COLUMNS.map((c) => c.header));
  let bad = 0;
  for (let i = 0; i < IMPORT_ROWS; i++) {
    const broken = i % 500 === 7;
    if (broken) bad++;
    // 166xxxxxxxx: a prefix the seed never uses, so no row collides with a seeded lead.
    const phone = broken ? '1660000' : 16_600_000_000 + i;
    sheet.addRow([`学员${i}`, phone, i % 2 ? '男' : '女', '地推活动', '少儿编程体验课', '', i % 3 ? '高意向' : '', '']);
  }
  const buf = await book.xlsx.writeBuffer();
  return { bytes: new Uint8Array(buf as ArrayBuffer).slice().buffer, bad };
}

let stack: BenchStack | undefined;
try {
  stack = await benchStack('clues', { fake: { FAKE_CLUES: String(LEADS) } });
  const { gateway: gw, fakeStartMs: seedMs } = stack;

  const anon = gatewayClient(gw.url);
  const { token } = await anon.session.login.mutate({ username: '13800000001', password: 'demo1234' });
  const client = gatewayClient(gw.url, { token, productId: 1 });
  const [groups, sources, users] = await Promise.all([
    client.clue.tags.query(),
    client.clue.sources.query(),
    client.clue.followUsers.query(),
  ]);
  const firstTag = groups.find((g) => g.children.length > 0)?.children[0]?.id;
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const weekAgo = new Date(Date.now() + 8 * 3600_000 - 7 * 86_400_000).toISOString().slice(0, 10);

  const filters: Array<[string, Parameters<typeof client.clue.list.query>[0]]> = [
    ['status', { scope: 'total', status: 2 }],
    ['source', { scope: 'total', source: sources[2]?.id }],
    ['tag', { scope: 'total', tagId: firstTag }],
    ['follow-up user', { scope: 'total', followUserId: users[0]?.id }],
    ['keyword (name)', { scope: 'total', keyword: '王' }],
    ['keyword (phone)', { scope: 'total', keyword: '1382' }],
    ['date range', { scope: 'total', startDate: weekAgo, endDate: today }],
    ['pool + status', { scope: 'pool', status: 1 }],
    ['today', { scope: 'today' }],
    ['page 50 + status', { scope: 'total', status: 1, page: 50 }],
  ];

  const total = (await client.clue.list.query({ scope: 'total', size: 10 })).total;
  // Warm-up: JIT, the undici pool, keep-alive sockets.
  for (let i = 0; i < 40; i++) await client.clue.list.query({ ...filters[i % filters.length]![1], size: 20 });

  const all: number[] = [];
  const rows: Array<[string, number, number, number]> = [];
  for (const [name, filter] of filters) {
    const times: number[] = [];
    let hits = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const [out, t] = await timed(() => client.clue.list.query({ ...filter, size: 20 }));
      hits = out.total;
      times.push(t);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    rows.push([name, hits, pct(times, 50), pct(times, 99)]);
  }
  all.sort((a, b) => a - b);

  // Concurrency 10, one filter, for a throughput figure.
  const started = performance.now();
  let done = 0;
  const concurrent: number[] = [];
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (done < 1000) {
        done++;
        const [, t] = await timed(() => client.clue.list.query({ scope: 'total', status: 2, size: 20 }));
        concurrent.push(t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  concurrent.sort((a, b) => a - b);

  console.log(
    `\nleads at scale: fake upstream seeded with ${total} live leads (${LEADS} seeded, ${(seedMs / 1000).toFixed(1)} s to start)\n`,
  );
  console.log(`clue.list through the gateway, page of 20, one request at a time, ${ROUNDS} requests per filter`);
  console.log(`${'filter'.padEnd(22)}${'matches'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}`);
  for (const [name, hits, p50, p99] of rows)
    console.log(`${name.padEnd(22)}${String(hits).padStart(9)}${ms(p50)}${ms(p99)}`);
  console.log(
    `${'all filters'.padEnd(22)}${''.padStart(9)}${ms(pct(all, 50))}${ms(pct(all, 99))}   (goal p50 < 30 ms)`,
  );
  console.log(
    `10 connections, status filter: ${(concurrent.length / seconds).toFixed(0)} req/s, p50 ${ms(pct(concurrent, 50)).trim()} ms, p99 ${ms(pct(concurrent, 99)).trim()} ms`,
  );

  // The import, end to end.
  const { bytes, bad } = await importFile();
  const lookups = { sources, followUsers: users, tagGroups: groups };
  const [sheetRows, parseMs] = await timed(() => readRows(bytes, '万人名单.xlsx'));
  const [checked, checkMs] = await timed(async () => checkSheet(sheetRows, lookups));
  const [result, sendMs] = await timed(() =>
    sendImport(checked, '万人名单.xlsx', (input) => client.clue.importBatch.mutate(input)),
  );
  const after = (await client.clue.list.query({ scope: 'total', size: 10 })).total;
  console.log(`\n${IMPORT_ROWS}-row .xlsx import (${(bytes.byteLength / 1024).toFixed(0)} KB), the browser's code`);
  console.log(`  parse     ${ms(parseMs)} ms   ${sheetRows.length - 1} rows read`);
  console.log(
    `  validate  ${ms(checkMs)} ms   ${checked.valid.length} valid, ${checked.rejected.length} refused (${bad} bad rows in the file)`,
  );
  console.log(
    `  send      ${ms(sendMs)} ms   ${Math.ceil(checked.valid.length / 1000)} calls, ${result.success} leads created, ${result.failures.length} rows in the error report`,
  );
  console.log(`  total     ${ms(parseMs + checkMs + sendMs)} ms   (goal < 10 000 ms); leads ${total} → ${after}`);
} finally {
  await stack?.stop();
}
