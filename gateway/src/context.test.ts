import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { contextOf } from './context.js';

const req = (headers: Record<string, string>) => ({ id: 'req-1', headers }) as unknown as FastifyRequest;

describe('contextOf', () => {
  it('takes the bearer token, a well-formed client id and the edition', () => {
    expect(
      contextOf(req({ authorization: 'Bearer abc', 'x-client-id': 'client-123456', 'x-product-id': '3' }), 'gw'),
    ).toEqual({
      requestId: 'req-1',
      token: 'abc',
      clientId: 'client-123456',
      forward: { productId: 3 },
    });
  });
  it('ignores malformed headers', () => {
    const c = contextOf(req({ authorization: 'Basic abc', 'x-client-id': 'bad id!', 'x-product-id': '9' }), 'gw');
    expect(c.token).toBeNull();
    expect(c.clientId).toBe('gw');
    expect(c.forward.productId).toBe(2);
  });
  it('takes a well-formed idempotency key of an action, and nothing else in its place', () => {
    const key = '3f1c9a52-8d0e-4b7a-9c11-5e2f7a6b8d90';
    expect(contextOf(req({ 'idempotency-key': key }), 'gw').idempotencyKey).toBe(key);
    expect(contextOf(req({ 'idempotency-key': 'x y' }), 'gw').idempotencyKey).toBeUndefined();
    expect(contextOf(req({}), 'gw').idempotencyKey).toBeUndefined();
  });
});
