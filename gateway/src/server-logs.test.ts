import { createServer } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gatewayOptions } from './config.js';
import { buildServer } from './server.js';

/** What the gateway logs when the upstream cannot be reached: a warning an operator can find, and no token. */
const lines: Array<Record<string, unknown>> = [];
let closedPort = 0;

beforeAll(async () => {
  // A port that was free a moment ago: connecting to it is refused.
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  closedPort = (probe.address() as { port: number }).port;
  await new Promise<void>((r) => probe.close(() => r()));
});

let app: Awaited<ReturnType<typeof buildServer>>;
afterAll(() => app?.close());

it('warns with the call and the request id when the upstream refuses the connection, and never logs the token', async () => {
  app = await buildServer(
    gatewayOptions({
      upstreamUrl: `http://127.0.0.1:${closedPort}`,
      signSecret: 'log-test-secret',
      logger: { level: 'warn', stream: { write: (line) => lines.push(JSON.parse(line)) } },
    }),
  );
  const res = await app.inject({
    method: 'GET',
    url: '/trpc/home.indexData',
    headers: { authorization: 'Bearer secret-token-123', 'x-product-id': '1' },
  });
  expect(res.statusCode).toBe(503);
  const warning = lines.find((l) => l.msg === 'upstream call failed');
  expect(warning).toMatchObject({ level: 40, path: 'home.indexData', code: 'SERVICE_UNAVAILABLE' });
  expect(typeof warning?.requestId).toBe('string');
  expect(JSON.stringify(lines)).not.toContain('secret-token-123');
});
