import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procedures } from '../support/procedures.js';
import { type Stack, startStack } from '../support/stack.js';

/**
 * Fuzz: arbitrary JSON at every procedure, through the gateway to the fake upstream. Whatever comes in, the
 * gateway answers with a classified error or a result: never a 500, never an unhandled rejection.
 */
const KINDS = new Set(['business', 'unauthorized', 'notFound', 'unknownCode', 'network', 'timeout', 'badInput']);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

let stack: Stack;
let token: string;
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);
beforeAll(async () => {
  process.on('unhandledRejection', onRejection);
  stack = await startStack();
  token = await stack.login();
});
afterAll(async () => {
  await stack.close();
  process.off('unhandledRejection', onRejection);
  expect(rejections).toEqual([]);
});

const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant('13800000000'),
);
const value = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }),
);

async function send(name: string, method: string, input: unknown) {
  const headers = { authorization: `Bearer ${token}`, 'x-product-id': '1', 'content-type': 'application/json' };
  const res =
    method === 'GET'
      ? await fetch(`${stack.gatewayUrl}/trpc/${name}?input=${encodeURIComponent(JSON.stringify(input) ?? '')}`, {
          headers,
        })
      : await fetch(`${stack.gatewayUrl}/trpc/${name}`, { method: 'POST', headers, body: JSON.stringify(input) ?? '' });
  const body = (await res.json()) as { result?: unknown; error?: { data?: { kind?: string; httpStatus?: number } } };
  return { status: res.status, body };
}

// logout would end the session the fuzz runs in.
const targets = procedures.filter((p) => p.name !== 'session.logout');

describe('fuzzed input at every procedure', () => {
  it.each(targets.map((p) => [p.name, p.def.method, p.def.input] as const))('%s', async (name, method, schema) => {
    const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape ?? {};
    const keys = Object.keys(shape);
    const shaped = keys.length
      ? fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] })
      : fc.constant({});
    await fc.assert(
      fc.asyncProperty(fc.oneof(shaped, value, fc.constant(undefined)), async (input) => {
        const { status, body } = await send(name, method, input);
        expect(status).not.toBe(500);
        if (body.error) expect(KINDS.has(String(body.error.data?.kind))).toBe(true);
        else expect(body).toHaveProperty('result');
      }),
      { numRuns: RUNS },
    );
  });
});
