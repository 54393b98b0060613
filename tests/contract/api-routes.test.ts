import { MSG } from '@console/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../support/stack.js';

/**
 * The gateway's streaming `/api/` routes against the fake upstream: upload pass-through (images, files, the
 * editor server), the two clue downloads with their file names, and the poster image proxy.
 */
let stack: Stack;
let auth: Record<string, string>;
beforeAll(async () => {
  stack = await startStack({ gateway: { imageProxy: { allowPrivate: true } } });
  auth = { authorization: `Bearer ${await stack.login()}`, 'x-product-id': '1' };
});
afterAll(() => stack.close());

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function form(field: string, name: string, type: string, body: Buffer): FormData {
  const f = new FormData();
  f.append(field, new Blob([new Uint8Array(body)], { type }), name);
  return f;
}

async function sheetRows(res: Response): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const rows: string[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
  });
  return rows;
}

describe('uploads', () => {
  it('passes an image through and answers its address', async () => {
    const res = await fetch(`${stack.gatewayUrl}/api/upload/images`, {
      method: 'POST',
      headers: auth,
      body: form('file', '校园.png', 'image/png', PNG),
    });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    const back = Buffer.from(await (await fetch(url)).arrayBuffer());
    expect(back.equals(PNG)).toBe(true);
  });

  it('passes the upstream refusal of a gif on as a business error', async () => {
    const res = await fetch(`${stack.gatewayUrl}/api/upload/images`, {
      method: 'POST',
      headers: auth,
      body: form('file', 'a.gif', 'image/gif', Buffer.from('GIF89a')),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ kind: 'business', message: MSG.imageType });
  });

  it('takes any file on /api/upload/file', async () => {
    const res = await fetch(`${stack.gatewayUrl}/api/upload/file`, {
      method: 'POST',
      headers: auth,
      body: form('file', '课程表.pdf', 'application/pdf', Buffer.from('%PDF-1.4')),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { url: string }).url).toMatch(/\.pdf$/);
  });

  it('refuses an upload without a session', async () => {
    const res = await fetch(`${stack.gatewayUrl}/api/upload/file`, {
      method: 'POST',
      body: form('file', 'a.txt', 'text/plain', Buffer.from('x')),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ kind: 'unauthorized' });
  });

  it('refuses a body that is not multipart without forwarding it', async () => {
    await stack.clearRequests();
    const res = await fetch(`${stack.gatewayUrl}/api/upload/images`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(400);
    expect(await stack.requests()).toEqual([]);
  });

  it('speaks the editor server protocol with the JSON token', async () => {
    const config = (await (await fetch(`${stack.gatewayUrl}/api/ueditor?action=config`, { headers: auth })).json()) as {
      imageActionName: string;
    };
    expect(config.imageActionName).toBe('uploadimage');
    const res = await fetch(`${stack.gatewayUrl}/api/ueditor?action=uploadimage`, {
      method: 'POST',
      headers: auth,
      body: form('upfile', 'a.png', 'image/png', PNG),
    });
    expect(await res.json()).toMatchObject({ state: 'SUCCESS' });
    const [seen] = (await stack.requests()).filter((r) => r.path === '/ueditor').slice(-1);
    expect(seen).toBeDefined();
  });
});

describe('downloads', () => {
  it('streams the filtered lead export with its file name, one row per listed lead', async () => {
    const client = stack.client({ token: auth.authorization?.slice(7), productId: 1 });
    const listed = await client.clue.list.query({ scope: 'total', status: 5, page: 1, size: 50 });
    const res = await fetch(`${stack.gatewayUrl}/api/clue/export?scope=total&status=5`, { headers: auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('线索导出_')}`);
    const rows = await sheetRows(res);
    expect(rows[0]?.slice(0, 3)).toEqual(['姓名', '手机号', '状态']);
    expect(rows.length - 1).toBe(listed.total);
    expect(rows.slice(1).every((r) => r[2] === '已成交')).toBe(true);
    expect(rows[1]?.[1]).toBe(listed.list[0]?.phone);
  });

  it('exports an import record, and answers 404 for an unknown one', async () => {
    const ok = await fetch(`${stack.gatewayUrl}/api/clue/import-record/export?id=1`, { headers: auth });
    expect(ok.status).toBe(200);
    const rows = await sheetRows(ok);
    expect(rows[0]).toEqual(['姓名', '手机号', '导入结果', '失败原因']);
    expect(rows.some((r) => r[2] === '失败')).toBe(true);
    const missing = await fetch(`${stack.gatewayUrl}/api/clue/import-record/export?id=9999`, { headers: auth });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ kind: 'notFound' });
  });

  it('parses the query with the call schema and never forwards a bad one', async () => {
    await stack.clearRequests();
    const res = await fetch(`${stack.gatewayUrl}/api/clue/export?scope=total&startDate=2024/01/01`, { headers: auth });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      kind: 'badInput',
      fieldErrors: { startDate: ['日期格式应为 YYYY-MM-DD'] },
    });
    expect(await stack.requests()).toEqual([]);
  });

  it('maps upstream outcomes like any call', async () => {
    await stack.scenario('clue.exportList', { kind: 'code', code: 0, msg: '导出过于频繁' }, 1);
    const business = await fetch(`${stack.gatewayUrl}/api/clue/export?scope=total`, { headers: auth });
    expect(business.status).toBe(422);
    expect(await business.json()).toMatchObject({ kind: 'business', message: '导出过于频繁' });
    await stack.scenario('clue.exportList', { kind: 'drop' }, 1);
    const dropped = await fetch(`${stack.gatewayUrl}/api/clue/export?scope=total`, { headers: auth });
    expect(await dropped.json()).toMatchObject({ kind: 'network', message: MSG.network });
  });
});

describe('poster image proxy', () => {
  it('passes an image through from an http address', async () => {
    const src = `${stack.upstreamUrl}/__media/qrcode.png?text=poster`;
    const res = await fetch(`${stack.gatewayUrl}/api/img?url=${encodeURIComponent(src)}`, { headers: auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('refuses other schemes and non-images', async () => {
    const file = await fetch(`${stack.gatewayUrl}/api/img?url=${encodeURIComponent('file:///etc/passwd')}`, {
      headers: auth,
    });
    expect(file.status).toBe(400);
    const html = await fetch(`${stack.gatewayUrl}/api/img?url=${encodeURIComponent(`${stack.upstreamUrl}/__health`)}`, {
      headers: auth,
    });
    expect(html.status).toBe(415);
  });
});
