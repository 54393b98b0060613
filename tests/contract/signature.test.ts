import { MSG_EXTRA, signingParams, signRequest } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../support/client.js';
import { SECRET, type Stack, startStack } from '../support/stack.js';

describe('a gateway with the wrong secret', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ fakeSecret: 'the-upstreams-real-secret' });
  });
  afterAll(() => stack.close());

  it('is refused by the upstream with its code-0 message', async () => {
    const err = await failure(stack.client().session.login.mutate({ username: '13800000001', password: 'demo1234' }));
    expect(err.data?.kind).toBe('business');
    expect(err.message).toBe(MSG_EXTRA.badSignature);
  });
});

describe('the upstream checks every signed request', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  const send = async (params: Record<string, string>, secret = SECRET) => {
    const sign = signRequest({ method: 'GET', path: '/ajax/qrcode/login', params: signingParams(params), secret });
    const res = await fetch(`${stack.upstreamUrl}/ajax/qrcode/login?${new URLSearchParams({ ...params, sign })}`);
    return (await res.json()) as { code: number; msg: string };
  };
  const now = () => String(Math.floor(Date.now() / 1000));

  it('accepts a good signature once', async () => {
    expect((await send({ random: 'r-good-1', timestamp: now(), clientId: 'test-client' })).code).toBe(1);
  });
  it('refuses a reused random', async () => {
    const params = { random: 'r-reused-1', timestamp: now(), clientId: 'test-client' };
    expect((await send(params)).code).toBe(1);
    expect(await send(params)).toMatchObject({ code: 0, msg: MSG_EXTRA.reusedRandom });
  });
  it('refuses a timestamp more than 300 s off, either way', async () => {
    const t = Math.floor(Date.now() / 1000);
    expect(await send({ random: 'r-old', timestamp: String(t - 301), clientId: 'c' })).toMatchObject({
      code: 0,
      msg: MSG_EXTRA.staleTimestamp,
    });
    expect(await send({ random: 'r-new', timestamp: String(t + 301), clientId: 'c' })).toMatchObject({
      code: 0,
      msg: MSG_EXTRA.staleTimestamp,
    });
  });
  it('refuses a wrong or missing sign', async () => {
    expect(await send({ random: 'r-bad', timestamp: now(), clientId: 'c' }, 'wrong-secret')).toMatchObject({
      code: 0,
      msg: MSG_EXTRA.badSignature,
    });
    const res = await fetch(`${stack.upstreamUrl}/ajax/qrcode/login?random=x&timestamp=${now()}&clientId=c`);
    expect(await res.json()).toMatchObject({ code: 0, msg: MSG_EXTRA.badSignature });
  });
});
