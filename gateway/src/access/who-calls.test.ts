import { describe, expect, it, vi } from 'vitest';
import type { UpstreamClient } from '../upstream/client.js';
import { WhoCallsResolver } from './who-calls.js';

const content = (resources: string[]) => ({
  token: 't',
  roles: ['editor'],
  name: '孙编辑',
  resources,
  permissions: [],
  products: [],
  productSign: '',
  userInfo: {},
});

function setup(ttlMs = 30_000) {
  let now = 1_000_000;
  const grants = { resources: ['400'] };
  const call = vi.fn(async () => content(grants.resources));
  const upstream = { call } as unknown as UpstreamClient;
  const who = new WhoCallsResolver(upstream, { ttlMs }, () => now);
  const caller = { requestId: 'r', token: 'tok-1', clientId: 'c', forward: { productId: 1 as const } };
  return { who, call, caller, grants, tick: (ms: number) => (now += ms) };
}

describe('who calls', () => {
  it('asks the upstream once per token within the ttl, and again after it', async () => {
    const { who, call, caller, grants, tick } = setup();
    expect((await who.resolve(caller)).grants.codes.has(400)).toBe(true);
    await who.resolve(caller);
    tick(29_999);
    await who.resolve(caller);
    expect(call).toHaveBeenCalledTimes(1);
    grants.resources = ['600'];
    tick(1);
    expect((await who.resolve(caller)).grants.codes.has(600)).toBe(true);
    expect(call).toHaveBeenCalledTimes(2);
    expect(who.stats).toEqual({ hits: 2, misses: 2 });
  });

  it("takes the page's own read of its grants at once: no waiting out the ttl after a role change", async () => {
    const { who, call, caller, grants, tick } = setup();
    expect((await who.resolve(caller)).grants.codes.has(400)).toBe(true);
    grants.resources = ['600'];
    tick(1_000);
    // The page re-read session.resources through the gateway (grants-read.ts) and got the new role.
    await who.learn(caller.token, content(grants.resources));
    const now = await who.resolve(caller);
    expect(now.grants.codes.has(400)).toBe(false);
    expect(now.grants.codes.has(600)).toBe(true);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('reads the shop from the session (userInfo.shop_id), null when the upstream does not say', async () => {
    const { who, caller } = setup();
    expect((await who.resolve(caller)).shopId).toBeNull();
    await who.learn(caller.token, { ...content(['400']), userInfo: { shop_id: 7 } });
    expect((await who.resolve(caller)).shopId).toBe('7');
  });

  it('shares one upstream call among the calls of a page arriving together', async () => {
    const { who, call, caller } = setup();
    await Promise.all([who.resolve(caller), who.resolve(caller), who.resolve(caller)]);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('keeps tokens apart and passes no idempotency key of the caller', async () => {
    const { who, call, caller } = setup();
    await who.resolve({ ...caller, idempotencyKey: 'key-of-an-action' } as typeof caller);
    await who.resolve({ ...caller, token: 'tok-2' });
    expect(call).toHaveBeenCalledTimes(2);
    expect((call.mock.calls[0] as unknown[])[2]).toMatchObject({ idempotencyKey: undefined });
  });

  it('never keeps a session longer than 30 seconds', () => {
    expect(() => setup(30_001)).toThrow(/30000/);
  });

  it('shares the answer through Redis under a hash of the token, never the token', async () => {
    const store = new Map<string, string>();
    const redis = {
      get: vi.fn(async (k: string) => store.get(k) ?? null),
      set: vi.fn(async (k: string, v: string) => {
        store.set(k, v);
        return 'OK';
      }),
    };
    const call = vi.fn(async () => content(['5002']));
    const mk = () =>
      new WhoCallsResolver({ call } as unknown as UpstreamClient, { ttlMs: 30_000, redis: redis as never });
    const caller = { requestId: 'r', token: 'secret-token', clientId: 'c', forward: { productId: 1 as const } };
    await mk().resolve(caller);
    // A second replica finds it in Redis.
    expect((await mk().resolve(caller)).grants.codes.has(5002)).toBe(true);
    expect(call).toHaveBeenCalledTimes(1);
    expect([...store.keys()].join()).not.toContain('secret-token');
    expect(redis.set).toHaveBeenCalledWith(expect.stringMatching(/^who:/), expect.any(String), 'PX', 30_000);
  });
});
