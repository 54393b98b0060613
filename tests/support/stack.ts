import { buildFakeUpstream, type FakeUpstreamOptions, type Outcome } from '@console/fake-upstream';
import { buildServer, type GatewayOptions, gatewayOptions } from '@console/gateway';
import type { FastifyInstance } from 'fastify';
import { type ClientOptions, gatewayClient } from './client.js';

export const SECRET = 'contract-test-secret';
export const RAM = { accessKeyId: 'test-ram-key', accessKeySecret: 'test-ram-secret' };
export const SUPER_ACCOUNT = { username: '13800000001', password: 'demo1234' };

export type { Outcome };

const address = (app: FastifyInstance) => {
  const a = app.server.address();
  if (!a || typeof a === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${a.port}`;
};

/**
 * The real stack on real loopback ports, in this process: the fake upstream and a gateway forwarding to it,
 * with strict output parsing so that a content shape the contract does not allow fails the test.
 */
export async function startStack(
  o: {
    /** Gateway settings, or a function of the fake upstream's URL when they point at it (STS, OSS). */
    gateway?: Partial<GatewayOptions> | ((upstreamUrl: string) => Partial<GatewayOptions>);
    fakeSecret?: string;
    fake?: Partial<FakeUpstreamOptions>;
  } = {},
) {
  const fake = await buildFakeUpstream({ secret: o.fakeSecret ?? SECRET, logger: false, ram: RAM, ...o.fake });
  await fake.app.listen({ port: 0, host: '127.0.0.1' });
  const upstreamUrl = address(fake.app);
  const extra = typeof o.gateway === 'function' ? o.gateway(upstreamUrl) : o.gateway;
  const gw = await buildServer(gatewayOptions({ upstreamUrl, signSecret: SECRET, strictOutput: true, ...extra }));
  await gw.listen({ port: 0, host: '127.0.0.1' });
  const gatewayUrl = address(gw);

  const dev = async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const res = await fetch(upstreamUrl + path, {
      method: init.method ?? 'GET',
      headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    return text ? (JSON.parse(text) as unknown) : null;
  };

  const login = async (account = SUPER_ACCOUNT) =>
    (await gatewayClient(gatewayUrl).session.login.mutate(account)).token;

  return {
    fake,
    gw,
    upstreamUrl,
    gatewayUrl,
    dev,
    login,
    client: (c: ClientOptions = {}) => gatewayClient(gatewayUrl, c),
    scenario: (match: string, outcome: Outcome, times?: number) =>
      dev('/__scenario', { method: 'POST', body: { match, outcome, times } }),
    resetScenarios: () => dev('/__scenario', { method: 'DELETE' }),
    requests: async () =>
      (await dev('/__requests')) as Array<{
        method: string;
        path: string;
        name?: string;
        call: string | null;
        query: Record<string, string>;
        key?: string;
        acted?: boolean;
      }>,
    clearRequests: () => dev('/__requests', { method: 'DELETE' }),
    async close() {
      await gw.close();
      await fake.app.close();
    },
  };
}
export type Stack = Awaited<ReturnType<typeof startStack>>;
