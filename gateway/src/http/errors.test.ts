import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_KINDS } from '@console/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayOptions } from '../config.js';
import { buildServer } from '../server.js';

/**
 * Every error the gateway answers, on every route it serves, is in Chinese with a kind of ERROR_KINDS: tRPC's
 * own refusals on the lean path and through the stock adapter, the `/api/` routes, unknown paths, Fastify's
 * body, size, content-type and URL errors, and HTTP that does not even parse. The upstream is a closed port,
 * so the calls that do get forwarded fail as a network error, in Chinese too.
 */
const CJK = /[\u4e00-\u9fff]/;
/**
 * Latin words a Chinese message may name: formats a person picks, and the JavaScript type names zod's zh-CN
 * locale leaves untranslated in "实际接收 string" (the contracts' locale words the rest).
 */
const LATIN_ALLOWED = new Set([
  'JSON',
  'multipart',
  'form',
  'data',
  'string',
  'number',
  'boolean',
  'object',
  'array',
  'null',
  'undefined',
  'bigint',
  'date',
]);

function expectChinese(message: unknown, where: string) {
  expect(typeof message, `${where}: a message`).toBe('string');
  expect(message, `${where}: Chinese`).toMatch(CJK);
  for (const word of String(message).match(/[A-Za-z]+/g) ?? [])
    expect(LATIN_ALLOWED, `${where}: "${word}"`).toContain(word);
}

/** The errors of a body: tRPC's shape (single or batched) or the `/api/` JSON. */
function errorsOf(body: unknown): Array<{ message: unknown; kind: unknown }> {
  const items = Array.isArray(body) ? body : [body];
  return items
    .filter((item) => !(item && typeof item === 'object' && 'result' in item))
    .map((item) => {
      const e = item as { error?: { message?: unknown; data?: { kind?: unknown } }; message?: unknown; kind?: unknown };
      return e.error ? { message: e.error.message, kind: e.error.data?.kind } : { message: e.message, kind: e.kind };
    });
}

function expectLocalised(status: number, text: string, where: string) {
  // 207: a batch of which some calls failed.
  if (status !== 207) expect(status, `${where}: an error status`).toBeGreaterThanOrEqual(400);
  const body = JSON.parse(text) as unknown;
  // Fastify's own fields ({ error: 'Not Found', statusCode }) never appear.
  expect(text, where).not.toMatch(/"statusCode"|"error":"/);
  const errors = errorsOf(body);
  expect(errors.length, `${where}: at least one error`).toBeGreaterThan(0);
  for (const e of errors) {
    expectChinese(e.message, where);
    expect(ERROR_KINDS, `${where}: kind ${String(e.kind)}`).toContain(e.kind);
  }
}

let closedPort = 0;
let webRoot = '';
const gateways: Record<'lean' | 'stock', FastifyInstance> = {} as never;

beforeAll(async () => {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  closedPort = (probe.address() as { port: number }).port;
  await new Promise<void>((r) => probe.close(() => r()));
  webRoot = mkdtempSync(join(tmpdir(), 'gateway-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  for (const adapter of ['lean', 'stock'] as const) {
    gateways[adapter] = await buildServer(
      gatewayOptions({
        upstreamUrl: `http://127.0.0.1:${closedPort}`,
        signSecret: 'errors-test-secret',
        trpcAdapter: adapter,
        webRoot,
        metricsToken: 'metrics-token-of-the-test',
        limits: { uploadBytes: 1000, imageProxyBytes: 1000 },
      }),
    );
  }
});
afterAll(async () => {
  await Promise.all(Object.values(gateways).map((g) => g.close()));
  rmSync(webRoot, { recursive: true, force: true });
});

const json = { 'content-type': 'application/json' };
const big = JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' });
const input = (v: unknown) => encodeURIComponent(JSON.stringify(v));

const trpcRequests: Array<[string, InjectOptions]> = [
  ['a body that is not JSON', { method: 'POST', url: '/trpc/session.login', headers: json, body: 'not json' }],
  ['an empty body', { method: 'POST', url: '/trpc/session.login', headers: json }],
  ['query input that is not JSON', { method: 'GET', url: '/trpc/home.notices?input=%7Bnope' }],
  ['input that fails its schema', { method: 'GET', url: `/trpc/home.notices?input=${input({ page: 'one' })}` }],
  ['an unknown procedure', { method: 'GET', url: '/trpc/no.such' }],
  ['an unknown procedure in a batch', { method: 'GET', url: '/trpc/home.indexData,no.such?batch=1' }],
  ['a batch whose input is not an object', { method: 'GET', url: '/trpc/home.indexData?batch=1&input=%5B1%5D' }],
  ['a mutation by GET', { method: 'GET', url: '/trpc/session.login' }],
  ['a query by POST', { method: 'POST', url: '/trpc/home.indexData', headers: json, body: '{}' }],
  ['a PUT', { method: 'PUT', url: '/trpc/home.indexData', headers: json, body: '{}' }],
  [
    'a text/plain body',
    { method: 'POST', url: '/trpc/session.login', headers: { 'content-type': 'text/plain' }, body: '{}' },
  ],
  [
    'a content type with no parser',
    { method: 'POST', url: '/trpc/session.login', headers: { 'content-type': 'application/xml' }, body: '<a/>' },
  ],
  ['a body over the limit', { method: 'POST', url: '/trpc/session.login', headers: json, body: big }],
  ['a path under /trpc that is no procedure', { method: 'GET', url: '/trpc/a/b' }],
  ['/trpc itself', { method: 'GET', url: '/trpc' }],
  ['a URL that does not decode', { method: 'GET', url: '/trpc/%E0%A4%A' }],
  ['a path over the parameter length', { method: 'GET', url: `/trpc/${'a'.repeat(6000)}` }],
  ['the upstream unreachable', { method: 'GET', url: '/trpc/home.indexData' }],
  [
    'the upstream unreachable, in a batch',
    { method: 'GET', url: `/trpc/home.indexData,home.studyCategories?batch=1&input=${input({})}` },
  ],
];

const form = (size: number) => {
  const boundary = 'errors-test-boundary';
  const body = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.txt"\r\ncontent-type: text/plain\r\n\r\n${'x'.repeat(size)}\r\n--${boundary}--\r\n`;
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body };
};

const otherRequests: Array<[string, InjectOptions]> = [
  ['an unknown /api path', { method: 'GET', url: '/api/nope' }],
  ['an unknown /api path by POST', { method: 'POST', url: '/api/nope', headers: json, body: '{}' }],
  ['a method an /api route does not take', { method: 'DELETE', url: '/api/upload/file' }],
  [
    'an upload that is not multipart',
    { method: 'POST', url: '/api/upload/file', headers: { 'content-type': 'text/plain' }, body: 'x' },
  ],
  [
    'an upload of a content type with no parser',
    { method: 'POST', url: '/api/upload/images', headers: { 'content-type': 'application/xml' }, body: '<a/>' },
  ],
  ['an upload over the size limit', { method: 'POST', url: '/api/upload/file', ...form(5000) }],
  ['an upload, the upstream unreachable', { method: 'POST', url: '/api/upload/file', ...form(10) }],
  ['an unknown editor action', { method: 'GET', url: '/api/ueditor?action=NOPE' }],
  [
    'an editor call whose JSON does not parse',
    { method: 'POST', url: '/api/ueditor?action=uploadimage', headers: json, body: '{bad' },
  ],
  [
    'an editor call over the body limit',
    { method: 'POST', url: '/api/ueditor?action=uploadimage', headers: json, body: big },
  ],
  ['an editor call, the upstream unreachable', { method: 'GET', url: '/api/ueditor?action=config' }],
  ['a download with bad input', { method: 'GET', url: '/api/clue/import-record/export?id=abc' }],
  ['a download, the upstream unreachable', { method: 'GET', url: '/api/clue/import-record/export?id=1' }],
  ['an image address that is refused', { method: 'GET', url: '/api/img?url=file%3A%2F%2F%2Fetc%2Fpasswd' }],
  ['an image, the upstream unreachable', { method: 'GET', url: '/api/img?url=http%3A%2F%2F8.8.8.8%2Fa.png' }],
  ['metrics without the token', { method: 'GET', url: '/api/metrics' }],
  ['metrics with a wrong token', { method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer nope' } }],
  ['a URL under /api that does not decode', { method: 'GET', url: '/api/%E0%A4%A' }],
  ['a page by POST', { method: 'POST', url: '/overview', headers: json, body: '{}' }],
  ['a DELETE of the root', { method: 'DELETE', url: '/' }],
];

describe('every error answers in Chinese with a kind', () => {
  for (const adapter of ['lean', 'stock'] as const) {
    it.each(trpcRequests)(`/trpc (${adapter}): %s`, async (name, req) => {
      const res = await gateways[adapter].inject(req);
      expectLocalised(res.statusCode, res.body, `${adapter} ${name}`);
    });
  }

  it.each(otherRequests)('%s', async (name, req) => {
    const res = await gateways.lean.inject(req);
    expectLocalised(res.statusCode, res.body, name);
  });

  it('keeps the per-field messages of input that fails its schema', async () => {
    const res = await gateways.lean.inject({
      method: 'GET',
      url: `/trpc/home.notices?input=${input({ page: 'one' })}`,
    });
    const body = JSON.parse(res.body) as { error: { data: { kind: string; fieldErrors: Record<string, string[]> } } };
    expect(body.error.data.kind).toBe('badInput');
    expect(Object.keys(body.error.data.fieldErrors)).toContain('page');
  });

  it('answers the filed case, a body that is not JSON, as bad input', async () => {
    const res = await gateways.lean.inject(trpcRequests[0]?.[1] as InjectOptions);
    const body = JSON.parse(res.body) as { error: { message: string; data: { kind: string; code: string } } };
    expect(res.statusCode).toBe(400);
    expect(body.error).toMatchObject({
      message: '请求内容不是有效的 JSON',
      data: { kind: 'badInput', code: 'BAD_REQUEST' },
    });
  });
});

describe('HTTP that does not parse', () => {
  let port = 0;
  beforeAll(async () => {
    await gateways.lean.listen({ port: 0, host: '127.0.0.1' });
    port = (gateways.lean.server.address() as { port: number }).port;
  });

  const raw = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(text));
      let out = '';
      socket.on('data', (d) => {
        out += d.toString('utf8');
      });
      socket.on('close', () => resolve(out));
      socket.on('error', reject);
    });
  const split = (answer: string) => {
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), body };
  };

  it('a request line that is not HTTP', async () => {
    const { status, body } = split(await raw('NOT HTTP AT ALL\r\n\r\n'));
    expect(status).toBe(400);
    expectLocalised(status, body, 'malformed request line');
  });

  it('headers over the size limit', async () => {
    const { status, body } = split(await raw(`GET / HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`));
    expect(status).toBe(431);
    expectLocalised(status, body, 'header overflow');
  });
});
