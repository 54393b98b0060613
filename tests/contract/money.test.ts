import type { AppRouter } from '@console/contracts/router';
import { createTRPCClient, httpLink } from '@trpc/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure } from '../support/client.js';
import { type Stack, startStack } from '../support/stack.js';

/**
 * Money through the real gateway and fake upstream: an idempotency key per action makes a double click, a
 * retry after a lost answer and a replayed request move money once; payment secrets go in and never come
 * back out, nor into the gateway's log.
 */
const logged: string[] = [];
let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack({
    gateway: { logger: { level: 'trace', stream: { write: (line: string) => logged.push(line) } } },
  });
  token = await stack.login();
});
afterAll(() => stack.close());
beforeEach(async () => {
  await stack.dev('/__reset', { method: 'POST' });
  await stack.resetScenarios();
});

/** A client whose every request carries `key` as its Idempotency-Key (what the web sends per action). */
function withKey(key: () => string | undefined) {
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${stack.gatewayUrl}/trpc`,
        headers: () => {
          const k = key();
          return { authorization: `Bearer ${token}`, 'x-product-id': '1', ...(k ? { 'idempotency-key': k } : {}) };
        },
      }),
    ],
  });
}

type Balances = { available: number; pending: number; frozen: number; userPaid: number; totalRefund: number };
const balances = () => stack.dev('/__dev/transaction/balances') as Promise<Balances>;

describe('idempotent money calls', () => {
  it('answers a double-clicked approve once: both clicks get the same answer, the money moves once', async () => {
    const key = 'approve-3f1c9a52-8d0e-4b7a';
    const client = withKey(() => key);
    const pending = await client.userWithdraw.list.query({ status: 'pending', method: 'wechat', keyword: '郑小满' });
    const id = pending.list[0]!.id;
    const before = await balances();
    const [a, b] = await Promise.all([
      client.userWithdraw.approve.mutate({ id }),
      client.userWithdraw.approve.mutate({ id }),
    ]);
    expect(a).toEqual(b);
    expect(a.status).toBe('paid');
    const after = await balances();
    expect(before.available - after.available).toBe(a.received);
    expect(after.userPaid - before.userPaid).toBe(a.received);
    const seen = (await stack.requests()).filter((r) => r.path === '/ajax/userWithdraw/approve');
    expect(seen).toHaveLength(2);

    // Another action (another tab, a new key) on the same withdrawal is refused by its state, not repeated.
    const other = withKey(() => 'approve-second-tab-key-0001');
    expect((await failure(other.userWithdraw.approve.mutate({ id }))).message).toBe('该提现已打款，不能重复审核');
    expect((await balances()).available).toBe(after.available);
  });

  it('answers a retry after a lost answer with the first answer: the refund happened once', async () => {
    const key = 'refund-9c11-5e2f7a6b8d90';
    const client = withKey(() => key);
    const order = (await client.order.list.query({ searchField: 'phone', keyword: '17700001001', status: 'done' }))
      .list[0]!;
    const before = await balances();
    await stack.scenario('order.refund', { kind: 'dropAfter' }, 1);
    const input = { id: order.id, amount: 5_000, reason: '协商一致退款', refundedBefore: order.refunded };
    const lost = await failure(client.order.refund.mutate(input));
    expect(lost.data?.kind).toBe('network');
    const retried = await client.order.refund.mutate(input);
    expect(retried.refunded).toBe(order.refunded + 5_000);
    expect(retried.refunds).toHaveLength(1);
    expect((await balances()).totalRefund - before.totalRefund).toBe(5_000);
  });

  it('refuses a key reused for other input, and a stale refund from another tab', async () => {
    const client = withKey(() => 'refund-reused-key-0001');
    const order = (await client.order.list.query({ searchField: 'phone', keyword: '17700001001', status: 'done' }))
      .list[0]!;
    await client.order.refund.mutate({ id: order.id, amount: 1_000, reason: '协商一致退款', refundedBefore: 0 });
    const reused = await failure(
      client.order.refund.mutate({ id: order.id, amount: 2_000, reason: '协商一致退款', refundedBefore: 1_000 }),
    );
    expect(reused.message).toBe('同一操作的请求内容不一致，请刷新后重试');
    const otherTab = withKey(() => 'refund-other-tab-0001');
    const stale = await failure(
      otherTab.order.refund.mutate({ id: order.id, amount: 1_000, reason: '协商一致退款', refundedBefore: 0 }),
    );
    expect(stale.message).toBe('该订单的退款已有变化，请刷新后重试');
  });

  it('gives each request its own key when the caller sends none, so nothing is replayed by accident', async () => {
    const client = withKey(() => undefined);
    const pending = await client.userWithdraw.list.query({ status: 'pending', keyword: '钱多多' });
    await client.userWithdraw.reject.mutate({ id: pending.list[0]!.id, reason: '收款账号有误' });
    expect(
      (await failure(client.userWithdraw.reject.mutate({ id: pending.list[0]!.id, reason: '收款账号有误' }))).message,
    ).toBe('该提现已驳回');
  });
});

describe('payment secrets', () => {
  it('are saved, reported only as set with a time, and never appear in an answer or the gateway’s log', async () => {
    const apiV3Key = 'Zq9XwT4vB7nM2kL8pR5sD1fG6hJ3cV0a';
    const secretLine = 'MIIBVQIBADANBgkqhkiG9w0BAQEFAASCAT8wggE7AgEAAkEAsecretbodyline';
    const privateKey = `-----BEGIN PRIVATE KEY-----\n${secretLine}\n-----END PRIVATE KEY-----\n`;
    const client = withKey(() => undefined);
    logged.length = 0;
    const saved = await client.paySetting.save.mutate({
      appId: 'wx0123456789abcdef',
      mchId: '1900000109',
      serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      apiV3Key,
      privateKey: { fileName: 'apiclient_key.pem', content: privateKey },
      enabled: '0',
    });
    expect(saved.apiV3Key).toEqual({ set: true, updateTime: expect.any(String) });
    expect(saved.privateKey).toMatchObject({ set: true, fileName: 'apiclient_key.pem' });
    const read = await client.paySetting.get.query();
    const tested = await client.paySetting.test.mutate({});
    expect(tested).toMatchObject({ ok: false, message: '商户私钥无法读取，请重新上传 apiclient_key.pem' });
    // A save without the secrets keeps them.
    const kept = await client.paySetting.save.mutate({
      appId: 'wx0123456789abcdef',
      mchId: '1900000109',
      serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      enabled: '1',
    });
    expect(kept.apiV3Key.set && kept.privateKey.set).toBe(true);
    for (const text of [JSON.stringify([saved, read, tested, kept]), logged.join('\n')]) {
      expect(text).not.toContain(apiV3Key);
      expect(text).not.toContain(secretLine);
    }
    expect(logged.length).toBeGreaterThan(0);
  });

  it('cannot be enabled before both secrets are set', async () => {
    const client = withKey(() => undefined);
    const refused = await failure(
      client.paySetting.save.mutate({
        appId: 'wx0123456789abcdef',
        mchId: '1900000109',
        serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
        enabled: '1',
      }),
    );
    expect(refused.message).toBe('启用前请先设置 API v3 密钥和商户私钥');
  });
});
