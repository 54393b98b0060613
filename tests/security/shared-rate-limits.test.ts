import { connect } from 'node:net';
import { MSG_EXTRA } from '@console/contracts';
import { buildFakeUpstream, type FakeUpstream } from '@console/fake-upstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, gatewayClient } from '../support/client.js';
import { freePort, type Service, startService } from '../support/processes.js';
import { type RedisServer, startRedis } from '../support/redis.js';

/**
 * Two gateway processes sharing one Redis (REDIS_URL): failed sign-ins spread across both count together, so
 * the attempt after the limit is refused on either, with the Chinese message. Redis holds no phone number in
 * its keys. When Redis goes away the throttle lets sign-ins through rather than refusing everybody.
 */
const SECRET = 'shared-limits-secret';
const ACCOUNT = '13800000001';
let redis: RedisServer;
let fake: FakeUpstream;
const gateways: Service[] = [];

beforeAll(async () => {
  redis = await startRedis();
  fake = await buildFakeUpstream({ secret: SECRET, logger: false });
  await fake.app.listen({ port: 0, host: '127.0.0.1' });
  const upstream = `http://127.0.0.1:${(fake.app.server.address() as { port: number }).port}`;
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    gateways.push(
      await startService(
        'gateway/src/main.ts',
        {
          PORT: String(port),
          HOST: '127.0.0.1',
          UPSTREAM_URL: upstream,
          SIGN_SECRET: SECRET,
          REDIS_URL: redis.url,
          RATE_LIMIT_SIGN_IN_FAILURES: '3',
        },
        '/api/health',
        port,
      ),
    );
  }
}, 60_000);
afterAll(async () => {
  await Promise.all(gateways.map((g) => g.stop()));
  await fake?.app.close();
  await redis?.stop();
});

/** The keys Redis holds, over its own protocol (RESP): what an operator with access to Redis would see. */
function redisKeys(url: string): Promise<string> {
  const port = Number(new URL(url).port);
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('KEYS *\r\n'));
    socket.once('data', (d) => {
      socket.destroy();
      resolve(d.toString('utf8'));
    });
    socket.once('error', reject);
  });
}

describe('rate limits shared through Redis', () => {
  it('counts failed sign-ins on both replicas together and refuses the next on either', async () => {
    const [a, b] = gateways.map((g) => gatewayClient(g.url)) as [
      ReturnType<typeof gatewayClient>,
      ReturnType<typeof gatewayClient>,
    ];
    const wrong = { username: ACCOUNT, password: 'wrong-password' };
    for (const client of [a, b, a])
      expect((await failure(client.session.login.mutate(wrong))).data?.kind).toBe('business');

    for (const client of [b, a]) {
      const refused = await failure(client.session.login.mutate({ username: ACCOUNT, password: 'demo1234' }));
      expect(refused.message).toBe(MSG_EXTRA.loginTooFrequent);
      expect(refused.data?.kind).toBe('rateLimited');
      expect(refused.data?.httpStatus).toBe(429);
    }
    // Another account is not affected, on either replica.
    expect((await b.session.login.mutate({ username: '13800000002', password: 'demo1234' })).token).toBeTruthy();

    const keys = await redisKeys(redis.url);
    expect(keys).toContain('console-gateway:rate-limit:');
    expect(keys).toContain('signin-fail:');
    expect(keys, 'accounts and addresses are hashed in the keys').not.toMatch(/1380000000\d|127\.0\.0\.1/);
  });

  it('lets sign-ins through while Redis is unreachable', async () => {
    await redis.stop();
    const client = gatewayClient((gateways[0] as Service).url);
    expect((await client.session.login.mutate({ username: '13800000003', password: 'demo1234' })).token).toBeTruthy();
    expect((gateways[0] as Service).child.exitCode).toBeNull();
  });
});
