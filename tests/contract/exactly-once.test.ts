import { allResources } from '@console/contracts';
import { type ProcedureName, samples } from '@console/contracts/samples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { GatewayClientError } from '../support/client.js';
import { invoke, procedures } from '../support/procedures.js';
import { type Stack, startStack } from '../support/stack.js';

/**
 * Every call of the registry that changes state happens once per person's action. Through the gateway against
 * the fake, with its own sample input, each such call is made: twice in a row with one `Idempotency-Key`, twice
 * at once with another, once with its answer lost on the way back and again with that key, and with a used key
 * and other input. The fake's request log says which requests ran the call: one per key, and the repeats get the
 * first answer. A call left out of the mechanism (a GET that acts but is not declared `changes`, a gateway that
 * does not pass the key, a fake that does not keep answers) fails here by name.
 */
const ENDS_SESSION = new Set(['session.logout', 'profile.changePassword']);
const mutations = procedures.filter((p) => p.def.changes && !ENDS_SESSION.has(p.name));
const REUSED = '同一操作的请求内容不一致，请刷新后重试';

/**
 * The GETs that act and are declared by hand. Nothing in their method says they change state: one declared a read
 * would be a query (no key from the browser or the gateway, none kept by the fake, made again by react-query) and
 * simply absent from the calls below, so each is named here. A resource's delete, sort, recycle and restore act
 * by their kind, whatever their method, and are checked from the resources.
 */
const HAND_DECLARED_GETS_THAT_ACT = [
  'session.sendSms',
  'user.remove',
  'user.sendWxOfficialAccounts',
  'user.editRemindOpen',
  'user.webPoint',
  'home.tiktokUpdateSort',
  'clue.remove',
  'clue.toRecycle',
  'clue.tagDelete',
  'clue.updateIsPro',
  'clue.reasonDelete',
  'studyDiary.removeComment',
  'studyGrowth.removeComment',
  'order.recycle',
  'order.restore',
];
const RESOURCE_ACTIONS = ['remove', 'sort', 'recycle', 'restore'];

let stack: Stack;
let plain: ReturnType<Stack['client']>;
let keyed: ReturnType<Stack['client']>;
let key = '';
let serial = 0;
const nextKey = (name: string) => {
  key = `once-${name.replace(/\W/g, '-')}-${++serial}`;
  return key;
};

beforeAll(async () => {
  stack = await startStack();
  const token = await stack.login();
  plain = stack.client({ token, productId: 1 });
  keyed = stack.client({ token, productId: 1, key: () => key });
});
afterAll(() => stack.close());

const NONE = Symbol('no sample');

/** The call's sample input from the shop's data (after a reset when earlier calls used up what it looks for). */
async function sampleOf(name: string, schema: z.ZodType): Promise<unknown> {
  const find = async () => schema.parse(await samples[name as ProcedureName]({ client: plain, dev: stack.dev }));
  try {
    return await find();
  } catch {
    await stack.dev('/__reset', { method: 'POST' });
    try {
      return await find();
    } catch {
      return NONE;
    }
  }
}

type Outcome = { answer: string } | { refused: string; kind: string | undefined };

async function outcome(name: string, input: unknown): Promise<Outcome> {
  try {
    return { answer: JSON.stringify(await invoke(keyed, name, input)) ?? 'undefined' };
  } catch (err) {
    return { refused: (err as Error).message, kind: (err as GatewayClientError).data?.kind };
  }
}

/** How many requests with `k` reached the fake, and how many of them ran the call. */
async function seen(k: string): Promise<{ requests: number; acted: number }> {
  const mine = (await stack.requests()).filter((r) => r.key === k);
  return { requests: mine.length, acted: mine.filter((r) => r.acted).length };
}

const HAN = /\p{Script=Han}/u;

/** The input with one thing changed that its schema still takes: a text, else a number; none when nothing can. */
function otherInput(schema: z.ZodType, input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return NONE;
  const entries = Object.entries(input as Record<string, unknown>);
  const tries = [
    ...entries.filter(([, v]) => typeof v === 'string' && HAN.test(v)).map(([k, v]) => [k, `${v}又`] as const),
    ...entries.filter(([, v]) => typeof v === 'string').map(([k, v]) => [k, `${v}1`] as const),
    ...entries.filter(([, v]) => typeof v === 'number').map(([k, v]) => [k, (v as number) + 1] as const),
    ...entries
      .filter(([, v]) => Array.isArray(v) && v.length > 1)
      .map(([k, v]) => [k, (v as unknown[]).slice(1)] as const),
  ];
  for (const [k, v] of tries) {
    const changed = { ...(input as Record<string, unknown>), [k]: v };
    if (schema.safeParse(changed).success) return changed;
  }
  return NONE;
}

/** The gateway's own throttle (sign-in, SMS) answers before the upstream: nothing to compare there. */
const throttled = (...o: Outcome[]) => o.some((x) => 'kind' in x && x.kind === 'rateLimited');

describe('every call that changes state acts once per action', () => {
  it('covers the registry', () => {
    expect(mutations.length).toBeGreaterThan(250);
  });

  it('covers every GET that acts', () => {
    const made = new Set(mutations.map((p) => p.name));
    const byResource = allResources.flatMap((r) =>
      RESOURCE_ACTIONS.filter((k) => r.calls[k as keyof typeof r.calls]?.transport === 'trpc').map(
        (k) => `${r.name}.${k}`,
      ),
    );
    expect(byResource.length).toBeGreaterThan(50);
    expect([...HAND_DECLARED_GETS_THAT_ACT, ...byResource].filter((name) => !made.has(name))).toEqual([]);
    // Every GET made here is one of them: a new one is named above when it is declared.
    const named = new Set([...HAND_DECLARED_GETS_THAT_ACT, ...byResource]);
    expect(mutations.filter((p) => p.def.method === 'GET' && !named.has(p.name)).map((p) => p.name)).toEqual([]);
  });

  for (const { name, def } of mutations) {
    it(name, async () => {
      const input = await sampleOf(name, def.input);
      // The fake's request log is bounded: each call reads its own from an empty one.
      await stack.clearRequests();
      expect(input, `${name} has no sample in the fake's data`).not.toBe(NONE);

      // A retry after an answer came: the same answer, the call ran once.
      const first = nextKey(name);
      const once = await outcome(name, input);
      const again = await outcome(name, input);
      if (!throttled(once, again)) expect(again).toEqual(once);
      expect(await seen(first)).toEqual({ requests: throttled(once, again) ? 1 : 2, acted: 1 });

      // A double click: both requests at once get one answer; the call ran once.
      const both = nextKey(name);
      const [x, y] = await Promise.all([outcome(name, input), outcome(name, input)]);
      if (!throttled(x, y)) {
        expect(y).toEqual(x);
        expect(await seen(both)).toEqual({ requests: 2, acted: 1 });
      }

      // The answer is lost on its way back (the call ran); the retry with the key gets an answer, not a second run.
      const lost = nextKey(name);
      await stack.scenario(name, { kind: 'dropAfter' }, 1);
      const dropped = await outcome(name, input);
      await stack.resetScenarios();
      if (!throttled(dropped)) {
        expect(dropped).toMatchObject({ kind: 'network' });
        const retried = await outcome(name, input);
        expect(retried).not.toMatchObject({ kind: 'network' });
        expect(await seen(lost)).toEqual({ requests: 2, acted: 1 });
      }

      // The used key with other input is another action under an old key: refused, not answered.
      const other = otherInput(def.input, input);
      if (other !== NONE) {
        key = first;
        const reused = await outcome(name, other);
        if (!throttled(reused)) expect(reused).toMatchObject({ refused: REUSED });
      }
    });
  }
});
