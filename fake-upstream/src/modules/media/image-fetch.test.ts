import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchImage, type ImageFetchPolicy, ImageRefused } from './image-fetch.js';

/**
 * The poster proxy's fetch: two local servers stand for an image host (A, allow-listed by host:port, so it
 * counts as public) and an internal service (B, a private address like any other loopback port).
 */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
let a: Server;
let b: Server;
let A = '';
let B = '';

function serve(routes: Record<string, (res: import('node:http').ServerResponse) => void>): Promise<Server> {
  const srv = createServer((req, res) => {
    const route = routes[(req.url ?? '').split('?')[0] ?? ''];
    if (route) route(res);
    else res.writeHead(404).end();
  });
  return new Promise((r) => srv.listen(0, '127.0.0.1', () => r(srv)));
}
const port = (s: Server) => (s.address() as AddressInfo).port;
const image = (body: Buffer) => (res: import('node:http').ServerResponse) =>
  res.writeHead(200, { 'content-type': 'image/png', 'content-length': body.length }).end(body);
const redirect = (to: () => string) => (res: import('node:http').ServerResponse) =>
  res.writeHead(302, { location: to() }).end();

beforeAll(async () => {
  b = await serve({ '/secret.png': image(PNG) });
  B = `http://127.0.0.1:${port(b)}`;
  a = await serve({
    '/ok.png': image(PNG),
    '/to-internal': redirect(() => `${B}/secret.png`),
    '/to-metadata': redirect(() => 'http://169.254.169.254/latest/meta-data/'),
    '/to-localhost': redirect(() => `http://localhost:${port(b)}/secret.png`),
    '/to-file': redirect(() => 'file:///etc/passwd'),
    '/to-self': redirect(() => `${A}/to-self`),
    '/page.html': (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>'),
    '/big.png': image(Buffer.alloc(4096, 1)),
    '/big-chunked.png': (res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      for (let i = 0; i < 8; i++) res.write(Buffer.alloc(1024, 1));
      res.end();
    },
  });
  A = `http://127.0.0.1:${port(a)}`;
});
afterAll(async () => {
  await Promise.all([a, b].map((s) => new Promise((r) => s.close(r))));
});

const policy = (o: Partial<ImageFetchPolicy> = {}): ImageFetchPolicy => ({
  allowPrivate: false,
  allowHosts: [new URL(A).host],
  maxBytes: 2048,
  timeoutMs: 2000,
  maxRedirects: 3,
  ...o,
});
async function refusal(p: Promise<unknown>) {
  try {
    await p;
  } catch (err) {
    if (err instanceof ImageRefused) return err.reason;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('poster image fetch', () => {
  it('fetches an image from an allowed host', async () => {
    const got = await fetchImage(new URL(`${A}/ok.png`), policy());
    expect(got.type).toBe('image/png');
    expect(got.body.equals(PNG)).toBe(true);
  });

  it('refuses private addresses, written out or resolved, unless allowed', async () => {
    expect(await refusal(fetchImage(new URL(`${B}/secret.png`), policy()))).toBe('address');
    expect(await refusal(fetchImage(new URL(`http://localhost:${port(b)}/secret.png`), policy()))).toBe('address');
    expect(await refusal(fetchImage(new URL('http://[::1]/x.png'), policy()))).toBe('address');
    expect(await refusal(fetchImage(new URL(`http://[::ffff:127.0.0.1]:${port(b)}/secret.png`), policy()))).toBe(
      'address',
    );
    expect((await fetchImage(new URL(`${B}/secret.png`), policy({ allowPrivate: true }))).type).toBe('image/png');
  });

  it('refuses redirects to private addresses and to other schemes, on every hop', async () => {
    expect(await refusal(fetchImage(new URL(`${A}/to-internal`), policy()))).toBe('address');
    expect(await refusal(fetchImage(new URL(`${A}/to-metadata`), policy()))).toBe('address');
    expect(await refusal(fetchImage(new URL(`${A}/to-localhost`), policy()))).toBe('address');
    expect(await refusal(fetchImage(new URL(`${A}/to-file`), policy()))).toBe('scheme');
    expect(await refusal(fetchImage(new URL(`${A}/to-self`), policy()))).toBe('redirects');
    // When private addresses are allowed, the same redirect is followed.
    expect((await fetchImage(new URL(`${A}/to-internal`), policy({ allowPrivate: true }))).type).toBe('image/png');
  });

  it('refuses other schemes, non-images and oversize bodies', async () => {
    expect(await refusal(fetchImage(new URL('file:///etc/passwd'), policy({ allowPrivate: true })))).toBe('scheme');
    expect(await refusal(fetchImage(new URL('ftp://example.com/a.png'), policy()))).toBe('scheme');
    expect(await refusal(fetchImage(new URL(`${A}/page.html`), policy()))).toBe('type');
    expect(await refusal(fetchImage(new URL(`${A}/missing.png`), policy()))).toBe('status');
    expect(await refusal(fetchImage(new URL(`${A}/big.png`), policy()))).toBe('size');
    expect(await refusal(fetchImage(new URL(`${A}/big-chunked.png`), policy()))).toBe('size');
  });
});
