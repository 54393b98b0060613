import { callByName } from '@console/contracts';
import { type ProcedureName, samples } from '@console/contracts/samples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoke, procedures } from '../support/procedures.js';
import { type Stack, SUPER_ACCOUNT, startStack } from '../support/stack.js';

/** Calls that end sessions, with the account each runs as. */
const OWN_SESSION: Record<string, { username: string; password: string }> = {
  'session.logout': SUPER_ACCOUNT,
  'profile.changePassword': { username: '13912340011', password: 'demo1234' },
};

let stack: Stack;
let client: ReturnType<Stack['client']>;
beforeAll(async () => {
  stack = await startStack();
  client = stack.client({ token: await stack.login(), productId: 1 });
});
afterAll(() => stack.close());

describe('every documented call round-trips through the gateway with typed output', () => {
  it('has a sample for every procedure of the registry', () => {
    expect(Object.keys(samples).sort()).toEqual(procedures.map((p) => p.name).sort());
  });

  for (const { name, def } of procedures) {
    it(`${name}: ${def.method} ${def.path}`, async () => {
      // logout ends the session it runs in, and a password change every session of its account: each gets its
      // own (the change, a staff account's, so the shared session lives on).
      const own = OWN_SESSION[name];
      const c = own ? stack.client({ token: await stack.login(own), productId: 1 }) : client;
      // Every call starts from the seed, so no call depends on what an earlier one changed.
      await stack.dev('/__reset', { method: 'POST' });
      const input = await samples[name as ProcedureName]({ client, dev: stack.dev });
      await stack.clearRequests();
      const out = await invoke(c, name, input);
      // Strict output parsing is on: reaching here means the content matched the contract. Check it again
      // here so that the test states it.
      expect(callByName.get(name)!.def.output.safeParse(out).success).toBe(true);
      const seen = await stack.requests();
      expect(seen.map((r) => `${r.method} ${r.path}`)).toContain(
        `${def.method} ${def.path.replace(/\{(\w+)\}/g, (_, p: string) => String((input as Record<string, unknown>)[p]))}`,
      );
    });
  }
});

describe('query injections reach the upstream', () => {
  it('sends clientType 4 on /index/data for the tiktok edition and 1 otherwise', async () => {
    const tiktok = stack.client({ token: await stack.login(), productId: 3 });
    expect((await tiktok.home.indexData.query()).clientType).toBe(4);
    expect((await client.home.indexData.query()).clientType).toBe(1);
  });

  it('sends type = product id on clewList', async () => {
    const miniProgram = stack.client({ token: await stack.login(), productId: 2 });
    await stack.clearRequests();
    await miniProgram.clue.list.query({ scope: 'total' });
    // The session's first coded call also reads who calls (session.resources).
    const [req] = (await stack.requests()).filter((r) => r.call === 'clue.list');
    expect(req?.path).toBe('/ajax/clew/clewList');
    expect(req?.query.type).toBe('2');
  });
});
