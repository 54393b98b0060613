import { allResources, callByName } from '@console/contracts';
import { type ProcedureName, samples } from '@console/contracts/samples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoke } from '../support/procedures.js';
import { type Stack, startStack } from '../support/stack.js';

/**
 * Every seeded item of every resource, read page by page through the gateway with strict output parsing:
 * seeds are generated from the fields' kinds, and this is where a generated value the contract does not allow
 * would show. Each top-level list also has enough rows to page through, as a real shop's would.
 */
let stack: Stack;
let client: ReturnType<Stack['client']>;
beforeAll(async () => {
  stack = await startStack();
  client = stack.client({ token: await stack.login(), productId: 1 });
});
afterAll(() => stack.close());

type Page = { list: Array<Record<string, unknown>>; total: number };

describe('seeded data', () => {
  for (const r of allResources) {
    const name = `${r.name}.list` as ProcedureName;
    if (!callByName.get(name) || !samples[name]) continue;
    it(`${r.name}: every seeded item matches the entity`, async () => {
      const base = (await samples[name]({ client, dev: stack.dev })) as Record<string, unknown>;
      let seen = 0;
      let total = 0;
      for (let page = 1; page === 1 || seen < total; page++) {
        const out = (await invoke(client, name, { ...base, page, size: 50 })) as Page;
        total = out.total;
        for (const item of out.list) expect(r.entity.safeParse(item).error?.issues).toBeUndefined();
        seen += out.list.length;
        if (out.list.length === 0) break;
      }
      expect(seen).toBe(total);
    });
  }
});
