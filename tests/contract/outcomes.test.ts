import { MSG } from '@console/contracts';
import { type ProcedureName, samples } from '@console/contracts/samples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../support/client.js';
import { invoke, procedures } from '../support/procedures.js';
import { type Stack, startStack } from '../support/stack.js';

/**
 * For every documented call, each outcome of docs/ARCHITECTURE.md ("Errors, end to end"), replayed by the fake upstream, gives the
 * specified result at the gateway: code 1, 0, 401, 404, another code, a dropped connection and a timeout.
 */
let stack: Stack;
let client: ReturnType<Stack['client']>;
/**
 * The timeout case's own stack, whose gateway waits 400 ms: with that wait for every case, a call answered at
 * once by the fake could still miss it on a machine busy with other tests, and fail a case that is not about time.
 */
let impatient: Stack;
let impatientClient: ReturnType<Stack['client']>;
const inputs = new Map<string, unknown>();
beforeAll(async () => {
  [stack, impatient] = await Promise.all([
    startStack(),
    startStack({ gateway: { timeouts: { callMs: 400, downloadMs: 400 } } }),
  ]);
  client = stack.client({ token: await stack.login(), productId: 1 });
  impatientClient = impatient.client({ token: await impatient.login(), productId: 1 });
  for (const { name } of procedures) inputs.set(name, await samples[name as ProcedureName]({ client, dev: stack.dev }));
});
afterAll(() => Promise.all([stack.close(), impatient.close()]));

const documented = procedures.filter((p) => p.def.documented);

describe.each(documented.map((p) => [p.name, p] as const))('%s', (name) => {
  // logout ends its session (even when the gateway gave up waiting), so it gets a fresh one each time.
  const call = async () =>
    invoke(
      name === 'session.logout' ? stack.client({ token: await stack.login(), productId: 1 }) : client,
      name,
      inputs.get(name),
    );

  it('code 0 → business error carrying the server message', async () => {
    await stack.scenario(name, { kind: 'code', code: 0, msg: '库存不足，无法保存' }, 1);
    const err = await failure(call());
    expect(err.data?.kind).toBe('business');
    expect(err.data?.code).toBe('UNPROCESSABLE_CONTENT');
    expect(err.message).toBe('库存不足，无法保存');
    expect(err.data?.upstream).toEqual({ code: 0, msg: '库存不足，无法保存' });
  });

  it('code 401 → UNAUTHORIZED', async () => {
    await stack.scenario(name, { kind: 'code', code: 401, msg: '登录已过期' }, 1);
    const err = await failure(call());
    expect(err.data?.code).toBe('UNAUTHORIZED');
    expect(err.data?.kind).toBe('unauthorized');
  });

  it('code 404 → NOT_FOUND', async () => {
    await stack.scenario(name, { kind: 'code', code: 404, msg: '不存在' }, 1);
    const err = await failure(call());
    expect(err.data?.code).toBe('NOT_FOUND');
    expect(err.data?.kind).toBe('notFound');
  });

  it('another code → 网络错误', async () => {
    await stack.scenario(name, { kind: 'code', code: 500, msg: 'Internal' }, 1);
    const err = await failure(call());
    expect(err.data?.kind).toBe('unknownCode');
    expect(err.message).toBe(MSG.unknownCode);
  });

  it('dropped connection → network', async () => {
    await stack.scenario(name, { kind: 'drop' }, 1);
    const err = await failure(call());
    expect(err.data?.kind).toBe('network');
    expect(err.message).toBe(MSG.network);
  });

  it('slow upstream → timeout at the gateway', async () => {
    // The input is the main stack's sample: the gateway gives up before the fake looks at it.
    await impatient.scenario(name, { kind: 'delay', ms: 1500 }, 1);
    const on =
      name === 'session.logout' ? impatient.client({ token: await impatient.login(), productId: 1 }) : impatientClient;
    const err = await failure(invoke(on, name, inputs.get(name)));
    expect(err.data?.kind).toBe('timeout');
    expect(err.data?.code).toBe('GATEWAY_TIMEOUT');
  });

  it('code 1 again once the scenario is spent', async () => {
    await stack.scenario(name, { kind: 'code', code: 0, msg: 'x' }, 1);
    await failure(call());
    // From the seed again: a call above may have changed state (a removal, a logout).
    await stack.dev('/__reset', { method: 'POST' });
    if (
      name === 'session.logout' ||
      name === 'user.remove' ||
      name === 'clue.remove' ||
      name === 'clue.tagDelete' ||
      name.endsWith('Login')
    )
      return;
    await expect(call()).resolves.toBeDefined();
  });
});
