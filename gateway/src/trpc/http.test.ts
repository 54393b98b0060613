import { createServer, get as httpGet, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayOptions } from '../config.js';
import { buildServer } from '../server.js';

/**
 * The lean `/trpc` path against tRPC's stock Fastify adapter: the same request to two gateways, one of each,
 * must get the same status, the same tRPC headers and byte-identical JSON, for every outcome an upstream
 * can produce and for every unusual request (those the lean path hands over to the stock adapter).
 */
type Behaviour = (req: IncomingMessage, res: ServerResponse) => void;
const envelope = (code: number, msg: string, content: unknown = null) => JSON.stringify({ code, msg, content });
const answer =
  (body: string, status = 200, type = 'application/json'): Behaviour =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': type });
    res.end(body);
  };

let behaviour: Behaviour = answer(envelope(1, 'ok', { echo: true }));
let upstream: Server;
let upstreamUrl = '';
const gateways: Record<'lean' | 'stock' | 'leanStrict' | 'stockStrict', FastifyInstance> = {} as never;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    req.resume();
    req.on('end', () => behaviour(req, res));
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const base = { upstreamUrl, signSecret: 'differential-secret', timeouts: { callMs: 300, downloadMs: 300 } };
  gateways.lean = await buildServer(gatewayOptions({ ...base, trpcAdapter: 'lean' }));
  gateways.stock = await buildServer(gatewayOptions({ ...base, trpcAdapter: 'stock' }));
  gateways.leanStrict = await buildServer(gatewayOptions({ ...base, trpcAdapter: 'lean', strictOutput: true }));
  gateways.stockStrict = await buildServer(gatewayOptions({ ...base, trpcAdapter: 'stock', strictOutput: true }));
});
afterAll(async () => {
  await Promise.all(Object.values(gateways).map((g) => g.close()));
  upstream.closeAllConnections();
  await new Promise((r) => upstream.close(r));
});

const auth = { authorization: 'Bearer token-1234', 'x-product-id': '1' };

/** Sends one request to both gateways and checks that they answer alike; returns the answer. */
async function same(req: InjectOptions, strict = false, path: 'lean' | 'stock' = 'lean') {
  const [a, b] = strict
    ? [await gateways.leanStrict.inject(req), await gateways.stockStrict.inject(req)]
    : [await gateways.lean.inject(req), await gateways.stock.inject(req)];
  expect(a.statusCode, 'status').toBe(b.statusCode);
  expect(a.headers['content-type'], 'content-type').toBe(b.headers['content-type']);
  expect(a.headers.vary, 'vary').toBe(b.headers.vary);
  expect(a.body, 'body').toBe(b.body);
  // tRPC's adapter streams its Response (chunked); the lean path sends a Buffer of known length. This tells
  // which path answered, so a lean path that silently handed everything over would fail here.
  const answeredBy = a.headers['content-length'] !== undefined && a.headers['transfer-encoding'] === undefined;
  expect(answeredBy ? 'lean' : 'stock', 'path that answered').toBe(path);
  expect(b.headers['transfer-encoding'], 'stock adapter streams').toBe(req.method === 'HEAD' ? undefined : 'chunked');
  return { status: a.statusCode, body: a.body };
}

const get = (path: string, input?: unknown, headers: Record<string, string> = auth): InjectOptions => ({
  method: 'GET',
  url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
  headers,
});
const batchGet = (paths: string[], inputs: Record<number, unknown>): InjectOptions => ({
  method: 'GET',
  url: `/trpc/${paths.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`,
  headers: auth,
});
const post = (path: string, body: string | undefined, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url: `/trpc/${path}`,
  headers: { ...auth, 'content-type': 'application/json', ...headers },
  ...(body === undefined ? {} : { body }),
});

describe('upstream outcomes, lean path and stock adapter alike', () => {
  const cases: Array<[string, Behaviour]> = [
    ['code 1', answer(envelope(1, 'ok', { list: [{ id: 1 }], total: 1 }))],
    ['code 0', answer(envelope(0, '库存不足，无法保存'))],
    ['code 401', answer(envelope(401, '登录已过期'))],
    ['code 404', answer(envelope(404, '不存在'))],
    ['another code', answer(envelope(500, 'Internal'))],
    ['not an envelope', answer('<html>502 Bad Gateway</html>', 502, 'text/html')],
    ['an envelope without a code', answer(JSON.stringify({ msg: 'x' }))],
    ['a dropped connection', (req) => req.socket.destroy()],
    ['no answer before the timeout', () => {}],
  ];
  it.each(cases)('%s, on a query and on a mutation', async (_name, b) => {
    behaviour = b;
    await same(get('home.notices', { page: 1, size: 10 }));
    await same(post('session.login', JSON.stringify({ username: 'a', password: 'b' })));
  });

  it('content outside the contract: passed on when tolerant, badOutput when strict', async () => {
    behaviour = answer(envelope(1, 'ok', { unexpected: 'shape' }));
    expect((await same(get('home.indexData'))).status).toBe(200);
    expect((await same(get('home.indexData'), true)).status).toBe(500);
  });
});

describe('requests the lean path answers itself', () => {
  it('queries with and without input, and bad input', async () => {
    behaviour = answer(envelope(1, 'ok', { list: [], total: 0 }));
    await same(get('home.indexData'));
    await same(get('home.notices', { page: 1, size: 10 }));
    const bad = await same(get('home.notices', { page: 'one', size: 7 }));
    expect(bad.status).toBe(400);
    await same(get('home.notices', null));
    await same({ method: 'GET', url: '/trpc/home.notices?input=', headers: auth });
    await same({ method: 'GET', url: '/trpc/home.notices?input=%7B%7D&other=1', headers: auth });
  });

  it('batches: all good, partly bad input (207), and inputs missing for some calls', async () => {
    behaviour = answer(envelope(1, 'ok', { list: [], total: 0 }));
    const paths = ['home.indexData', 'home.notices', 'home.newsList', 'home.studyCategories', 'home.helpPage'];
    const good = { 0: {}, 1: { page: 1, size: 10 }, 2: { page: 1, size: 10 }, 3: {}, 4: { path: '/overview' } };
    expect((await same(batchGet(paths, good))).status).toBe(200);
    expect((await same(batchGet(paths, { ...good, 1: { page: -1 } }))).status).toBe(207);
    await same(batchGet(paths, { 1: { page: 1, size: 10 } }));
    behaviour = answer(envelope(0, '出错了'));
    expect((await same(batchGet(paths, good))).status).toBe(422);
  });

  it('mutations, single and batched, with bad input', async () => {
    behaviour = answer(envelope(1, 'ok', { token: 't' }));
    await same(post('session.login', JSON.stringify({ username: 'a', password: 'b' })));
    await same(post('session.login', JSON.stringify({ username: '', password: '' })));
    await same(post('session.login,session.logout?batch=1', JSON.stringify({ 0: { username: 'a', password: 'b' } })));
    await same(
      post('session.login', JSON.stringify({ username: 'a', password: 'b' }), {
        'content-type': 'application/json; charset=utf-8',
      }),
    );
  });
});

describe('a mutation without input', () => {
  it('comes with no body, as tRPC’s client sends it, and is answered (the stock adapter refuses it as not JSON)', async () => {
    behaviour = answer(envelope(1, 'ok', null));
    const res = await gateways.lean.inject(post('user.sendWxOfficialAccounts', undefined));
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ result: { data: null } });
  });

  it('is checked by its schema like any other: a call that needs input says what is missing', async () => {
    const res = await gateways.lean.inject(post('session.login', undefined));
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).error.data.kind).toBe('badInput');
  });
});

describe('requests handed to the stock adapter answer as it does', () => {
  it.each<[string, InjectOptions]>([
    ['an unknown procedure', get('home.nothing')],
    ['an unknown procedure in a batch', batchGet(['home.indexData', 'nope.nope'], {})],
    ['a query by POST', post('home.indexData', '{}')],
    ['a mutation by GET', get('session.login', { username: 'a', password: 'b' })],
    ['a batch mixing a query and a mutation', batchGet(['home.indexData', 'session.login'], {})],
    ['input that is not JSON', { method: 'GET', url: '/trpc/home.notices?input=%7Bnope', headers: auth }],
    [
      'a batch whose input is not an object',
      { method: 'GET', url: '/trpc/home.indexData?batch=1&input=%5B1%5D', headers: auth },
    ],
    ['an escaped path', { method: 'GET', url: '/trpc/home%2EindexData', headers: auth }],
    ['connection params', { method: 'GET', url: '/trpc/home.indexData?connectionParams=%7B%7D', headers: auth }],
    [
      'malformed connection params',
      { method: 'GET', url: '/trpc/home.indexData?connectionParams=nope', headers: auth },
    ],
    ['a POST with a body that is not JSON', post('session.login', '{nope')],
    ['a POST as text/plain', post('session.login', '{}', { 'content-type': 'text/plain' })],
    [
      'a GET with a multipart content type',
      get('home.indexData', undefined, { ...auth, 'content-type': 'multipart/form-data; boundary=x' }),
    ],
    ['a HEAD request', { method: 'HEAD', url: '/trpc/home.indexData', headers: auth }],
    [
      'a streaming (JSON lines) batch',
      { ...batchGet(['home.indexData'], {}), headers: { ...auth, 'trpc-accept': 'application/jsonl' } },
    ],
    [
      'a JSON lines request that is not a batch',
      get('home.indexData', undefined, { ...auth, accept: 'application/jsonl' }),
    ],
  ])('%s', async (_name, req) => {
    behaviour = answer(envelope(1, 'ok', { list: [], total: 0 }));
    await same(req, false, 'stock');
  });
});

describe('a browser that goes away', () => {
  it('cancels the upstream calls of its batch, which would otherwise wait for their answers', async () => {
    // Calls that may wait a minute: were they not cancelled, the test would time out.
    const app = await buildServer(
      gatewayOptions({
        upstreamUrl,
        signSecret: 'differential-secret',
        timeouts: { callMs: 60_000, downloadMs: 60_000 },
        trpcAdapter: 'lean',
      }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    let seen = 0;
    let closed = 0;
    let check = () => {};
    const until = (done: () => boolean) =>
      new Promise<void>((resolve) => {
        check = () => {
          if (done()) resolve();
        };
        check();
      });
    behaviour = (_req, res) => {
      seen += 1;
      res.on('close', () => {
        closed += 1;
        check();
      });
      check();
    };
    try {
      const paths = ['home.indexData', 'home.studyCategories', 'home.helpPage'];
      const inputs = encodeURIComponent(JSON.stringify({ 2: { path: '/overview' } }));
      const port = (app.server.address() as AddressInfo).port;
      const browser = httpGet(`http://127.0.0.1:${port}/trpc/${paths.join(',')}?batch=1&input=${inputs}`, {
        headers: auth,
      });
      browser.on('error', () => {});
      await until(() => seen === paths.length);
      expect(closed).toBe(0);
      browser.destroy();
      await until(() => closed === paths.length);
    } finally {
      await app.close();
    }
  });
});
