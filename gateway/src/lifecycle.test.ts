import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gatewayOptions } from './config.js';
import { buildServer } from './server.js';

/**
 * Stopping a replica: readiness turns false first while requests are still served (each answer closing its
 * connection), then the listener closes and a request in flight still gets its answer before the close ends.
 */
let upstream: Server;
let upstreamUrl = '';
/** Answers of the upstream held back until the test releases them. */
const held: ServerResponse[] = [];
let arrived: () => void = () => {};

beforeEach(async () => {
  upstream = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      held.push(res);
      arrived();
    });
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterEach(async () => {
  for (const res of held.splice(0)) res.destroy();
  upstream.closeAllConnections();
  await new Promise((r) => upstream.close(r));
});

const release = () => {
  for (const res of held.splice(0)) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 1, msg: 'ok', content: [] }));
  }
};
const build = (delayMs: number) =>
  buildServer(
    gatewayOptions({ upstreamUrl, signSecret: 'lifecycle-secret', shutdown: { delayMs, timeoutMs: 30_000 } }),
  );

describe('draining', () => {
  let app: FastifyInstance;
  afterEach(() => app?.close());

  it('turns readiness false at once, keeps health, and still serves with connection: close', async () => {
    app = await build(60_000);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ ready: true });
    void app.shutdown();
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ ready: false, message: '服务正在停止，请稍后再试', kind: 'network' });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers.connection).toBe('close');
    const call = app.inject({ method: 'GET', url: '/trpc/home.studyCategories' });
    await new Promise<void>((r) => {
      arrived = r;
      if (held.length) r();
    });
    release();
    expect((await call).statusCode).toBe(200);
  });
});

describe('closing', () => {
  let app: FastifyInstance;
  afterEach(() => app?.close());

  it('stops accepting, finishes the request in flight, then ends', async () => {
    app = await build(0);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const upstreamReached = new Promise<void>((r) => {
      arrived = r;
    });
    const inFlight = fetch(`http://127.0.0.1:${port}/trpc/home.studyCategories`);
    await upstreamReached;

    let closed = false;
    const shutdown = app.shutdown().then(() => {
      closed = true;
    });
    // The listener closes first: a new connection is refused while the call is still held upstream.
    await expect.poll(() => refused(port), { timeout: 10_000 }).toBe(true);
    expect(closed, 'the close waits for the request in flight').toBe(false);
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    // Its keep-alive connection, idle once answered, is closed by the gateway: the close ends without waiting
    // out the keep-alive timeout (72 s), well inside the test's time.
    await shutdown;
    expect(closed).toBe(true);
  });
});

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}
