import { type ProcedureName, samples } from '@console/contracts/samples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { invoke, procedures } from '../support/procedures.js';
import { type Stack, SUPER_ACCOUNT, startStack } from '../support/stack.js';

/**
 * One shop never sees another's data. Shop A (the first demo account's) runs every mutation of the registry with
 * its sample input, every free text in it replaced by a marker; then shop B (the second demo account's) calls
 * every query of the registry, with its sample input found in B's own data, and with every id A's calls made or
 * touched: no answer of B holds a marker. Shop A's own answers hold them, so the markers did reach the data.
 */
const SHOP_B = { username: '13800000002', password: 'demo1234' };
const MARK = '租户甲';

/** Calls that end the session they run in: they would sign shop A out midway. */
const ENDS_SESSION = new Set(['session.logout', 'profile.changePassword']);

const HAN = /\p{Script=Han}/u;

/** Every Chinese free text of `value` with `mark` in it instead, as long as the call's schema still takes it. */
function marked(schema: z.ZodType, value: unknown, mark: string): unknown {
  let n = 0;
  const replace = (v: unknown): unknown => {
    if (typeof v === 'string' && HAN.test(v) && !v.startsWith('<')) return `${mark}${++n}`;
    if (typeof v === 'string' && v.startsWith('<p>')) return `<p>${mark}${++n}</p>`;
    if (Array.isArray(v)) return v.map(replace);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, replace(x)]));
    return v;
  };
  const all = replace(value);
  if (schema.safeParse(all).success) return all;
  // Some texts are choices (a select's Chinese value): mark the others one by one.
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  let best = value as Record<string, unknown>;
  for (const [k, v] of Object.entries(best)) {
    const tried = { ...best, [k]: replace(v) };
    if (schema.safeParse(tried).success) best = tried;
  }
  return best;
}

/** The ids an input names (`id`, `ids`, `…Id`): what B tries to read with A's ids. */
function idsOf(input: unknown): Record<string, number | number[]> {
  const out: Record<string, number | number[]> = {};
  if (!input || typeof input !== 'object') return out;
  for (const [k, v] of Object.entries(input)) {
    if ((k === 'id' || k.endsWith('Id')) && typeof v === 'number') out[k] = v;
    if ((k === 'ids' || k.endsWith('Ids')) && Array.isArray(v) && v.every((x) => typeof x === 'number')) out[k] = v;
  }
  return out;
}

const NONE = Symbol('no sample');

/**
 * A sample input found in the client's own data; NONE when that data no longer has what the sample looks for
 * (the calls before it changed the shop).
 */
async function sampleOf(client: ReturnType<Stack['client']>, name: string): Promise<unknown> {
  try {
    return await samples[name as ProcedureName]({ client, dev: stack.dev });
  } catch {
    return NONE;
  }
}

/** The reads and the calls that change the shop (a GET may act: `GET …/delete/{id}`). */
const queries = procedures.filter((p) => !p.def.changes);
const mutations = procedures.filter((p) => p.def.changes && !ENDS_SESSION.has(p.name));

let stack: Stack;
let a: ReturnType<Stack['client']>;
let b: ReturnType<Stack['client']>;
/** What A's mutations answered and named, by the call's domain (`teacher`): ids B must not reach. */
const touched: Array<{ domain: string; ids: Record<string, number | number[]> }> = [];
/** A's mutations as it made them, for B to make again with A's ids. */
const made: Array<{ name: string; input: unknown }> = [];

beforeAll(async () => {
  stack = await startStack();
  a = stack.client({ token: await stack.login(SUPER_ACCOUNT), productId: 1 });
  b = stack.client({ token: await stack.login(SHOP_B), productId: 2 });
  for (const [i, { name, def }] of mutations.entries()) {
    const sample = await sampleOf(a, name);
    if (sample === NONE) continue;
    const input = marked(def.input, sample, `${MARK}${i}号`);
    const domain = name.split('.')[0] as string;
    touched.push({ domain, ids: idsOf(input) });
    made.push({ name, input });
    try {
      const out = await invoke(a, name, input);
      touched.push({ domain, ids: typeof out === 'number' ? { id: out } : idsOf(out) });
    } catch {
      // A business rule may refuse a sample (a state it needs is gone): the others still mark the data.
    }
  }
}, 600_000);
afterAll(() => stack.close());

const answerOf = async (client: ReturnType<Stack['client']>, name: string, input: unknown) => {
  try {
    return JSON.stringify(await invoke(client, name, input));
  } catch (err) {
    // Not found (or refused) is an answer too: it holds nothing of A's.
    return String((err as Error).message);
  }
};

/** The marks shop A's answers to every query hold, as a sorted list of the distinct ones. */
async function marksOfA(): Promise<string[]> {
  const marks = new Set<string>();
  for (const { name } of queries) {
    const input = await sampleOf(a, name);
    if (input === NONE) continue;
    for (const m of (await answerOf(a, name, input)).matchAll(new RegExp(`${MARK}\\d+号\\d+`, 'g'))) marks.add(m[0]);
  }
  return [...marks].sort();
}

let before: string[] = [];

describe('shops never see one another', () => {
  it("shop A's own answers hold its marks (the test would see a leak)", async () => {
    before = await marksOfA();
    expect(before.length).toBeGreaterThanOrEqual(50);
  }, 300_000);

  for (const { name, def } of queries) {
    it(`${name}: shop B's answers hold nothing of shop A's`, async () => {
      // B's own sample, or A's where B's data has nothing of the kind (A's ids are what B must not reach).
      let own = await sampleOf(b, name);
      if (own === NONE) own = await sampleOf(a, name);
      expect(own).not.toBe(NONE);
      const inputs: unknown[] = [own];
      // The same query with each id A made or touched, where the query takes that id.
      const shape = own && typeof own === 'object' && !Array.isArray(own) ? (own as Record<string, unknown>) : {};
      const domain = name.split('.')[0];
      for (const t of touched.filter((x) => x.domain === domain))
        for (const [k, v] of Object.entries(t.ids)) {
          const candidate = { ...shape, [k]: v };
          if (k in shape && def.input.safeParse(candidate).success) inputs.push(candidate);
        }
      const distinct = [...new Map(inputs.map((x) => [JSON.stringify(x), x])).values()];
      for (const input of distinct) expect(await answerOf(b, name, input)).not.toContain(MARK);
    });
  }

  it("shop B making A's very calls, with A's ids, changes nothing of A's", async () => {
    for (const { name, input } of made) await answerOf(b, name, input);
    expect(await marksOfA()).toEqual(before);
  }, 600_000);
});
