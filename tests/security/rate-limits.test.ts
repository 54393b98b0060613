import { MSG_EXTRA } from '@console/contracts';
import type { RateLimitPolicy } from '@console/gateway';
import { afterEach, describe, expect, it } from 'vitest';
import { failure } from '../support/client.js';
import { type Stack, startStack } from '../support/stack.js';

/**
 * The gateway throttles the ways in and SMS sends (@fastify/rate-limit), answering TOO_MANY_REQUESTS with kind
 * `rateLimited` and a Chinese message, before anything reaches the upstream. Small limits keep the test short;
 * every test gets a gateway of its own, so counters start at zero.
 */
const MINUTE = 60_000;
const policy = (o: Partial<RateLimitPolicy> = {}): RateLimitPolicy => ({
  signInFailures: { max: 3, windowMs: MINUTE },
  signInPerAddress: { max: 100, windowMs: MINUTE },
  qrPollsPerAddress: { max: 100, windowMs: MINUTE },
  smsPerPhone: { max: 100, windowMs: MINUTE },
  smsPerAddress: { max: 100, windowMs: MINUTE },
  ...o,
});

let stack: Stack;
afterEach(() => stack?.close());
const start = async (o: Partial<RateLimitPolicy> = {}) => {
  stack = await startStack({ gateway: { rateLimits: policy(o) } });
  return stack.client();
};

const APP = '13800000001';
const OTHER = '13800000002';
const wrong = { username: APP, password: 'wrong-password' };
const right = { username: APP, password: 'demo1234' };

function expectLimited(err: Awaited<ReturnType<typeof failure>>, message: string) {
  expect(err.message).toBe(message);
  expect(err.data?.kind).toBe('rateLimited');
  expect(err.data?.code).toBe('TOO_MANY_REQUESTS');
  expect(err.data?.httpStatus).toBe(429);
}

describe('sign-in', () => {
  it('refuses an account after its failed attempts from one address, even with the right password', async () => {
    const client = await start();
    for (let i = 0; i < 3; i++) expect((await failure(client.session.login.mutate(wrong))).data?.kind).toBe('business');
    await stack.clearRequests();
    expectLimited(await failure(client.session.login.mutate(right)), MSG_EXTRA.loginTooFrequent);
    expect(await stack.requests(), 'the refused attempt never reaches the upstream').toEqual([]);
    // Another account from the same address is not affected.
    expect((await client.session.login.mutate({ username: OTHER, password: 'demo1234' })).token).toBeTruthy();
  });

  it('does not count successful sign-ins against the account', async () => {
    const client = await start();
    for (let i = 0; i < 6; i++) expect((await client.session.login.mutate(right)).token).toBeTruthy();
  });

  it('counts failed SMS-code sign-ins too, and answers bad input without counting it', async () => {
    const client = await start();
    for (let i = 0; i < 5; i++)
      expect((await failure(client.session.smsLogin.mutate({ username: APP, code: 'x' }))).data?.kind).toBe('badInput');
    for (let i = 0; i < 3; i++)
      expect((await failure(client.session.smsLogin.mutate({ username: APP, code: '000000' }))).data?.kind).toBe(
        'business',
      );
    expectLimited(
      await failure(client.session.smsLogin.mutate({ username: APP, code: '000000' })),
      MSG_EXTRA.loginTooFrequent,
    );
  });

  it('caps sign-in attempts from one address across accounts', async () => {
    const client = await start({ signInPerAddress: { max: 4, windowMs: MINUTE } });
    const accounts = ['13800000001', '13800000002', '13800000003', '13800000004'];
    for (const username of accounts) await client.session.login.mutate({ username, password: 'demo1234' });
    expectLimited(
      await failure(client.session.login.mutate({ username: '13800000005', password: 'demo1234' })),
      MSG_EXTRA.loginTooFrequent,
    );
  });

  it('caps QR sign-in polling per address', async () => {
    const client = await start({ qrPollsPerAddress: { max: 3, windowMs: MINUTE } });
    const { uuid } = await client.session.qrcode.query();
    for (let i = 0; i < 3; i++)
      expect((await failure(client.session.qrLogin.mutate({ uuid }))).message).toBe('等待扫码');
    expectLimited(await failure(client.session.qrLogin.mutate({ uuid })), MSG_EXTRA.loginTooFrequent);
  });

  it('counts calls however they arrive: batched, or through the stock adapter (an escaped path)', async () => {
    await start();
    const post = (path: string, body: unknown) =>
      fetch(`${stack.gatewayUrl}/trpc/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }));
    await post('session.login,session.login?batch=1', { 0: wrong, 1: wrong });
    await post('session%2Elogin', wrong);
    const refused = await post('session%2Elogin', right);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      error: { message: MSG_EXTRA.loginTooFrequent, data: { kind: 'rateLimited' } },
    });
  });
});

describe('SMS sends', () => {
  it('caps codes per phone number', async () => {
    // The upstream has its own 60 s wait per number; the gateway's cap holds wherever an upstream has none.
    const client = await start({ smsPerPhone: { max: 1, windowMs: MINUTE } });
    await client.session.sendSms.mutate({ phone: APP });
    await stack.clearRequests();
    expectLimited(await failure(client.session.sendSms.mutate({ phone: APP })), MSG_EXTRA.smsTooFrequent);
    expect(await stack.requests(), 'the refused send never reaches the upstream').toEqual([]);
    await client.session.sendSms.mutate({ phone: OTHER });
  });

  it('caps codes per address across numbers', async () => {
    const client = await start({ smsPerAddress: { max: 3, windowMs: MINUTE } });
    for (const phone of ['13800000001', '13800000002', '13800000003']) await client.session.sendSms.mutate({ phone });
    expectLimited(await failure(client.session.sendSms.mutate({ phone: '13800000004' })), MSG_EXTRA.smsTooFrequent);
  });
});
