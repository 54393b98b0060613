import { type CallEntry, callList, toQuery } from '@console/contracts';
import { type ProcedureName, samples } from '@console/contracts/samples';
import { NUM_FMT } from '@console/fake-upstream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';

/**
 * Every export of the registry (the calls whose transport is a download), downloaded through the gateway's route
 * and opened as a spreadsheet user would: money is numbers with the ¥ format (SUM works), order numbers and
 * phones are text, dates are date cells, references read as names, pictures and links are absolute addresses.
 */
let stack: Stack;
let auth: Record<string, string>;
beforeAll(async () => {
  stack = await startStack();
  auth = { authorization: `Bearer ${await stack.login()}`, 'x-product-id': '1' };
});
afterAll(() => stack.close());

const downloads = callList.filter((c) => c.def.transport === 'download');

/** The list procedure whose sample filters an export takes, when it is not the domain's `list`. */
const LIST_OF: Record<string, ProcedureName> = {
  'clue.exportList': 'clue.list',
  'assets.flowExport': 'assets.flows',
  'assets.billExport': 'assets.bills',
};

/** The export's filters: its list's sample without paging (the parent a child list needs included). */
async function queryOf(entry: CallEntry): Promise<string> {
  const input =
    entry.name === 'clue.exportImportRecord'
      ? { id: 1 }
      : await samples[LIST_OF[entry.name] ?? (`${entry.domain}.list` as ProcedureName)]({
          client: stack.client({ token: auth.authorization?.slice(7), productId: 1 }),
          dev: stack.dev,
        });
  const { page: _page, size: _size, ...filters } = input as Record<string, unknown>;
  return new URLSearchParams(toQuery(entry.def.input.parse(filters) as Parameters<typeof toQuery>[0])).toString();
}

/** What a reader expects of a column by its header. */
const MONEY = /金额|价格|单价|实付|应付|收入|支出|入账|退款|佣金|面值|门槛|原价|售价|手续费|到账|（元）/;
const NOT_MONEY = /积分|层级|方式|状态|账号|时间|单号|原因/;
const TEXT_NUMBERS = /手机|电话|单号|订单号|关联订单|使用订单|身份证|账号/;
const DATES = /时间|日期|生日|有效期|首次学习|最近学习|最近跟进|下次跟进/;
const REFERENCES = /班级|讲师|老师|分类|课程|团长|推广大使|用户|买家|跟进人|学员|奖品/;
const FILES = /头像|图片|照片|封面|链接|二维码|海报|视频|音频/;

const isMoney = (header: string) => MONEY.test(header) && !NOT_MONEY.test(header);
const cellsOf = (sheet: ExcelJS.Worksheet, col: number) =>
  Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2).getCell(col)).filter(
    (c) => c.value !== null && c.value !== undefined && c.value !== '',
  );

async function open(entry: CallEntry): Promise<ExcelJS.Worksheet> {
  const res = await fetch(`${stack.gatewayUrl}${entry.def.route}?${await queryOf(entry)}`, { headers: auth });
  expect(res.status, entry.name).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error(`${entry.name}: the file has no sheet`);
  return sheet;
}

const seen = new Set<string>();

describe('every export of the registry', () => {
  it('is every download call', () => {
    expect(downloads.map((d) => d.name)).toEqual(expect.arrayContaining(['order.export', 'studyStudent.export']));
    expect(downloads.length).toBeGreaterThanOrEqual(20);
  });

  it.each(downloads.map((d) => [d.name, d] as const))('%s: typed cells', async (_name, entry) => {
    const sheet = await open(entry);
    expect(sheet.rowCount, `${entry.name} has rows to check`).toBeGreaterThan(1);
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    headers.forEach((header, i) => {
      const cells = cellsOf(sheet, i + 1);
      const where = `${entry.name} ${header}`;
      for (const cell of cells) {
        const v = cell.value;
        // Wherever it stands: no money or date written as text, no ¥ format outside a money column.
        if (typeof v === 'string') {
          expect(v, where).not.toMatch(/^-?¥?\d[\d,]*\.\d{2}$/);
          expect(v, where).not.toMatch(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/);
          expect(v.startsWith('/'), `${where}: ${v} is relative`).toBe(false);
          if (/https?:|\.(png|jpe?g|gif|webp|svg|mp4|mov|mp3)\b/.test(v))
            for (const url of v.split('\n')) expect(url, where).toMatch(/^https?:\/\/[^/\s]+\/\S*$/);
        }
        if (cell.numFmt === NUM_FMT.money) expect(isMoney(header), `${where} is formatted as money`).toBe(true);
        if (v instanceof Date) expect([NUM_FMT.date, NUM_FMT.datetime], where).toContain(cell.numFmt);
      }
      if (isMoney(header)) {
        seen.add('money');
        for (const cell of cells) {
          expect(typeof cell.value, where).toBe('number');
          expect(cell.numFmt, where).toBe(NUM_FMT.money);
          // Whole fen: the yuan number carries no float residue past the cents.
          expect(Math.abs(Math.round((cell.value as number) * 100) - (cell.value as number) * 100), where).toBeLessThan(
            1e-6,
          );
        }
      }
      if (TEXT_NUMBERS.test(header)) {
        seen.add('text');
        for (const cell of cells) expect(typeof cell.value, where).toBe('string');
      }
      if (DATES.test(header)) {
        seen.add('date');
        // A time of day (a form's 到校时间) is no date: it stays the text 16:30.
        for (const cell of cells)
          if (!(typeof cell.value === 'string' && /^\d{2}:\d{2}$/.test(cell.value)))
            expect(cell.value instanceof Date, `${where}: ${String(cell.value)}`).toBe(true);
      }
      if (REFERENCES.test(header) && !TEXT_NUMBERS.test(header)) {
        seen.add('reference');
        for (const cell of cells) expect(String(cell.value), `${where} holds an id`).not.toMatch(/^\d+([,、]\s*\d+)*$/);
      }
      if (FILES.test(header)) {
        seen.add('url');
        for (const cell of cells)
          for (const url of String(cell.value).split('\n')) expect(url, where).toMatch(/^https?:\/\/[^/\s]+\/\S*$/);
      }
    });
  });

  it('met every kind of column at least once', () => {
    expect([...seen].sort()).toEqual(['date', 'money', 'reference', 'text', 'url']);
  });
});

describe('what a reader finds in them', () => {
  const byName = (name: string) => downloads.find((d) => d.name === name) as CallEntry;

  it("sums: an order export's 实付 column adds up in yuan to the list's paid amounts", async () => {
    const sheet = await open(byName('order.export'));
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const paid = cellsOf(sheet, headers.indexOf('实付（元）') + 1).map((c) => c.value as number);
    const no = cellsOf(sheet, headers.indexOf('订单号') + 1).map((c) => c.value as string);
    const client = stack.client({ token: auth.authorization?.slice(7), productId: 1 });
    const listed = await samples['order.list']({ client, dev: stack.dev });
    const page = await client.order.list.query({ ...(listed as object), page: 1, size: 50 } as never);
    const fen = new Map(page.list.map((o) => [o.orderNo, o.paid]));
    const rows = no.flatMap((n, i) => (fen.has(n) ? [{ yuan: paid[i] as number, fen: fen.get(n) as number }] : []));
    expect(rows.length).toBe(Math.min(no.length, 50));
    // What SUM gives in the sheet is what the list's fen add up to.
    const sum = rows.reduce((s, r) => s + r.yuan, 0);
    expect(Math.round(sum * 100)).toBe(rows.reduce((s, r) => s + r.fen, 0));
  });

  it("names a student's classes, not their ids", async () => {
    const sheet = await open(byName('studyStudent.export'));
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const classes = cellsOf(sheet, headers.indexOf('所在班级') + 1).map((c) => String(c.value));
    expect(classes.length).toBeGreaterThan(0);
    for (const c of classes) expect(c).toMatch(/\p{Script=Han}/u);
  });

  it("writes a teacher's picture as an absolute address that loads", async () => {
    const sheet = await open(byName('teacher.export'));
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const [first] = cellsOf(sheet, headers.indexOf('头像') + 1);
    const res = await fetch(String(first?.value));
    expect(res.status).toBe(200);
  });
});
