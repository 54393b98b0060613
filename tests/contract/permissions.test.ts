import {
  type CallEntry,
  CODE,
  callList,
  fillPath,
  type Need,
  pathParams,
  permissionList,
  signingNonce,
  signingParams,
  signRequest,
} from '@console/contracts';
import { type ProcedureName, samples } from '@console/contracts/samples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, type GatewayClient } from '../support/client.js';
import { invoke } from '../support/procedures.js';
import { SECRET, type Stack, startStack } from '../support/stack.js';

/**
 * Every call of the registry is refused to a session its role does not grant what the call needs
 * (contracts/src/permissions): by the gateway before anything is forwarded (the fake's request log holds no
 * such request), and by the fake upstream itself when called directly; a session granted it gets past the check.
 * One pair of accounts per distinct need: one whose role has every code but the need's, one with only its first.
 */
const ALL_CODES = permissionList.map((p) => String(p.code));
const coded = callList.filter(
  (c): c is CallEntry & { need: Extract<Need, { kind: 'code' }> } => c.need?.kind === 'code',
);
const byNeed = new Map<string, typeof coded>();
for (const c of coded) {
  const k = c.need.anyOf.join(',');
  byNeed.set(k, [...(byNeed.get(k) ?? []), c]);
}

let stack: Stack;
let owner: GatewayClient;
let n = 0;

/** A new account of a new role granting exactly `codes` (a role needs one resource: '1' grants nothing). */
async function sessionWith(codes: readonly string[]): Promise<{ token: string; client: GatewayClient }> {
  const id = ++n;
  const name = `权限测试${id}`;
  const list = codes.length > 0 ? [...codes] : ['1'];
  await owner.role.save.mutate({ name, kind: 'editor', description: '', resources: list, permissions: list });
  const role = (await owner.role.list.query({ page: 1, size: 10, keyword: name })).list[0];
  const phone = `1370000${String(id).padStart(4, '0')}`;
  await owner.user.save.mutate({ name, phone, roleId: role?.id as number, password: 'abc12345' });
  const token = await stack.login({ username: phone, password: 'abc12345' });
  return { token, client: stack.client({ token, productId: 1 }) };
}

/** The call sent straight to the fake, signed as the gateway signs (its need is checked before its input). */
async function direct(entry: CallEntry, token: string): Promise<number> {
  const path = fillPath(entry.def.path, Object.fromEntries(pathParams(entry.def.path).map((p) => [p, 1])));
  const nonce = signingNonce();
  const query: Record<string, string> = {
    random: nonce.random,
    timestamp: String(nonce.timestamp),
    clientId: 'perm-test',
  };
  const body = entry.def.method === 'POST' ? {} : undefined;
  const sign = signRequest({ method: entry.def.method, path, params: signingParams(query, body), secret: SECRET });
  const res = await fetch(`${stack.upstreamUrl}${path}?${new URLSearchParams({ ...query, sign })}`, {
    method: entry.def.method,
    headers: {
      authorization: JSON.stringify({ token }),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return CODE.success;
  return ((await res.json()) as { code: number }).code;
}

/** The call through the gateway: its error kind, or 'ok'. */
async function through(client: GatewayClient, token: string, entry: CallEntry, input: unknown): Promise<string> {
  if (entry.def.transport === 'trpc') {
    try {
      await invoke(client, entry.name, input);
      return 'ok';
    } catch (err) {
      return String((err as { data?: { kind?: string } }).data?.kind ?? 'unknown');
    }
  }
  const query = new URLSearchParams(
    Object.entries((input ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
  );
  const res = await fetch(`${stack.gatewayUrl}${entry.def.route}?${query}`, {
    headers: { authorization: `Bearer ${token}`, 'x-product-id': '1' },
  });
  if (res.headers.get('content-type')?.includes('application/json') && !res.ok)
    return String(((await res.json()) as { kind?: string }).kind);
  return 'ok';
}

const sampleOf = async (name: string) => {
  try {
    return await samples[name as ProcedureName]({ client: owner, dev: stack.dev });
  } catch {
    return {};
  }
};

beforeAll(async () => {
  // Who calls is read afresh on every call here: each pair of accounts is new anyway.
  stack = await startStack({ gateway: { whoCallsTtlMs: 0 } });
  owner = stack.client({ token: await stack.login(), productId: 1 });
}, 60_000);
afterAll(() => stack.close());

describe('every call needs what it declares', () => {
  it.each([...byNeed.entries()])(
    'need %s',
    async (need, entries) => {
      const codes = need.split(',');
      const lacking = await sessionWith(ALL_CODES.filter((c) => !codes.includes(c)));
      const having = await sessionWith([codes[0] as string]);
      for (const entry of entries) {
        const input = await sampleOf(entry.name);
        await stack.clearRequests();
        expect(await through(lacking.client, lacking.token, entry, input), entry.name).toBe('forbidden');
        const forwarded = (await stack.requests()).filter((r) => r.call === entry.name);
        expect(forwarded, `${entry.name} was forwarded`).toEqual([]);
        expect(await direct(entry, lacking.token), `${entry.name} direct`).toBe(CODE.forbidden);
        expect(await through(having.client, having.token, entry, input), entry.name).not.toBe('forbidden');
        expect(await direct(entry, having.token), `${entry.name} direct`).not.toBe(CODE.forbidden);
      }
    },
    60_000,
  );
});

describe('signed-in and public calls', () => {
  it('lets a session without any code reach the personal centre: my account, its password, help', async () => {
    const bare = await sessionWith([]);
    expect(await bare.client.profile.get.query({})).toMatchObject({ name: expect.any(String) });
    expect(await bare.client.home.notices.query({ page: 1, size: 10 })).toBeTruthy();
    await bare.client.profile.changePassword.mutate({ oldPassword: 'abc12345', newPassword: 'Xyz98765' });
  });

  it('refuses a coded call without a token, forwarding nothing', async () => {
    await stack.clearRequests();
    const err = await failure(stack.client({ productId: 1 }).order.list.query({ page: 1, size: 10 } as never));
    expect(err.data?.kind).toBe('unauthorized');
    expect((await stack.requests()).filter((r) => r.call === 'order.list')).toEqual([]);
  });
});

describe('the editor (孙编辑: official content, analysis and study)', () => {
  const EDITOR = { username: '13800000006', password: 'demo1234' };
  const forbidden = [
    'order.refund',
    'order.verify',
    'order.verifyFind',
    'order.list',
    'role.save',
    'role.remove',
    'user.save',
    'user.setStatus',
    'promoterRule.save',
    'promoter.setParent',
    'userWithdraw.approve',
    'paySetting.save',
  ];
  it.each(forbidden)('cannot %s', async (name) => {
    const editor = stack.client({ token: await stack.login(EDITOR), productId: 1 });
    const input = await sampleOf(name);
    await stack.clearRequests();
    const err = await failure(invoke(editor, name, input));
    expect(err.data?.kind).toBe('forbidden');
    expect(err.message).toBe('没有权限执行此操作');
    expect((await stack.requests()).filter((r) => r.call === name)).toEqual([]);
  });

  it('cannot export the orders with buyers’ phone numbers', async () => {
    const token = await stack.login(EDITOR);
    const res = await fetch(`${stack.gatewayUrl}/api/download/order/export`, {
      headers: { authorization: `Bearer ${token}`, 'x-product-id': '1' },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ kind: 'forbidden', message: '没有权限执行此操作' });
  });

  it('still edits official content and reads the study centre', async () => {
    const editor = stack.client({ token: await stack.login(EDITOR), productId: 1 });
    await expect(editor.officialIntro.list.query({ page: 1, size: 10 } as never)).resolves.toBeTruthy();
    await expect(editor.studyClass.list.query({ page: 1, size: 10 } as never)).resolves.toBeTruthy();
  });
});
