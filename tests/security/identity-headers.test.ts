import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildServer, gatewayOptions } from '@console/gateway';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

/**
 * What the upstream sees of a browser: only what the gateway sets. A stub upstream records every request;
 * the browser sends everything it might try (its own request id, forwarding and cookie headers, a token built
 * to break out of the JSON it is wrapped in, signing parameters in its input, a different content type), on
 * every kind of route the gateway forwards, and the upstream must receive the gateway's values only.
 */
interface Seen {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
}
let seen: Seen[] = [];
let upstream: Server;
let gateway: FastifyInstance;
const SESSION = {
  token: 'identity-token',
  roles: ['100'],
  name: '张校长',
  resources: [],
  permissions: [],
  products: [{ id: 1 }],
  productSign: 'sign',
  userInfo: {},
};
let base = '';

beforeAll(async () => {
  upstream = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: new URL(req.url ?? '/', 'http://upstream'), headers: req.headers });
    req.resume();
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      if (path === '/ajax/getImg') return res.writeHead(200, { 'content-type': 'image/png' }).end('PNG');
      if (path.includes('export')) return res.writeHead(200, { 'content-type': 'text/csv' }).end('a,b\n');
      // Who calls: the gateway reads the session's grants before a coded call (the super role here).
      if (path === '/ajax/login/user/resources')
        return res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ code: 1, content: SESSION }));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ code: 1, msg: 'ok', content: path === '/ajax/images' ? { url: 'https://x/y.png' } : null }),
      );
    });
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  gateway = await buildServer(gatewayOptions({ upstreamUrl, signSecret: 'identity-test-secret' }));
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await gateway.close();
  upstream.closeAllConnections();
  await new Promise((r) => upstream.close(r));
});
beforeEach(() => {
  seen = [];
});

/** A token meant to add a field to `{"token":"…"}` if the gateway built the JSON by hand. */
const TOKEN = 'abc","admin":true,"token":"forged';
const BROWSER_HEADERS: Record<string, string> = {
  authorization: `Bearer ${TOKEN}`,
  'x-request-id': 'browser-chosen-request-id',
  'x-forwarded-for': '10.0.0.1',
  'x-real-ip': '10.0.0.1',
  forwarded: 'for=10.0.0.1',
  cookie: 'session=stolen',
  'x-client-id': 'client-1234567',
  'x-product-id': '3',
  'x-upstream-admin': '1',
  origin: 'https://evil.example',
  referer: 'https://evil.example/page',
  'user-agent': 'evil-agent',
  host: 'evil.example',
};
/** Headers an upstream request may carry; everything else would have come from the browser. */
const GATEWAY_HEADERS = new Set([
  'host',
  'connection',
  'authorization',
  'x-request-id',
  'content-type',
  'content-length',
  'transfer-encoding',
  // Every call that changes state carries its action's key: the browser's when it sent a valid one, else a fresh one.
  'idempotency-key',
]);

/** Sends a raw request (node:http, so that Host and every other header go exactly as given). */
function send(method: string, path: string, headers: Record<string, string>, body?: string | Buffer) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        text += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function expectGatewayIdentity(s: Seen, answer: { headers: IncomingHttpHeaders }) {
  for (const name of Object.keys(s.headers)) expect(GATEWAY_HEADERS.has(name), `upstream got ${name}`).toBe(true);
  expect(JSON.parse(String(s.headers.authorization))).toEqual({ token: TOKEN });
  expect(s.headers['x-request-id']).not.toBe('browser-chosen-request-id');
  expect(s.headers['x-request-id'], 'the id the gateway gave the browser').toBe(answer.headers['x-request-id']);
  expect(s.headers.host).not.toBe('evil.example');
  expect(s.url.searchParams.get('clientId')).toBe('client-1234567');
}

describe('identity headers the gateway sets for the upstream', () => {
  it('on a tRPC query, whose input also carries signing parameters', async () => {
    const input = { page: 1, size: 10, sign: 'forged', random: 'forged', timestamp: '1', clientId: 'forged' };
    const answer = await send(
      'GET',
      `/trpc/home.notices?input=${encodeURIComponent(JSON.stringify(input))}`,
      BROWSER_HEADERS,
    );
    expect(answer.status).toBe(200);
    const [s] = seen as [Seen];
    expectGatewayIdentity(s, answer);
    expect(s.url.searchParams.get('sign')).not.toBe('forged');
    expect(s.url.searchParams.get('random')).not.toBe('forged');
    expect(s.url.searchParams.get('timestamp')).not.toBe('1');
    expect(s.url.searchParams.getAll('sign')).toHaveLength(1);
  });

  it('on a tRPC mutation: the content type is the gateway’s', async () => {
    const answer = await send(
      'POST',
      '/trpc/session.login',
      { ...BROWSER_HEADERS, 'content-type': 'application/json; charset=utf-8; evil=1' },
      JSON.stringify({ username: 'a', password: 'b' }),
    );
    expect(answer.status).toBe(200);
    const [s] = seen as [Seen];
    expectGatewayIdentity(s, answer);
    expect(s.headers['content-type']).toBe('application/json');
  });

  it('on an upload (the multipart type and boundary are the browser’s to give, nothing else)', async () => {
    const boundary = 'x-boundary-123';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNG\r\n--${boundary}--\r\n`;
    const answer = await send(
      'POST',
      '/api/upload/images',
      { ...BROWSER_HEADERS, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    );
    expect(answer.status).toBe(200);
    const [s] = seen as [Seen];
    expectGatewayIdentity(s, answer);
    expect(s.headers['content-type']).toBe(`multipart/form-data; boundary=${boundary}`);
  });

  it('on a download and on the image proxy', async () => {
    const download = await send('GET', '/api/clue/export?scope=total', BROWSER_HEADERS);
    expect(download.status).toBe(200);
    // The grants read first and the download itself: both carry only the gateway's identity.
    expect(seen.map((s) => s.url.pathname)).toEqual(['/ajax/login/user/resources', expect.stringContaining('export')]);
    for (const s of seen) expectGatewayIdentity(s, download);
    seen = [];
    const img = await send('GET', `/api/img?url=${encodeURIComponent('https://8.8.8.8/a.png')}`, BROWSER_HEADERS);
    expect(img.status).toBe(200);
    expectGatewayIdentity(seen[0] as Seen, img);
  });

  it('sends no token at all when the browser has none, whatever else it sends', async () => {
    const { authorization: _drop, ...rest } = BROWSER_HEADERS;
    await send('GET', '/trpc/home.indexData', { ...rest, authorization: 'Basic YWRtaW46YWRtaW4=' });
    expect((seen[0] as Seen).headers.authorization).toBeUndefined();
  });
});
