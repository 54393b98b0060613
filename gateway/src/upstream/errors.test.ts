import { MSG, MSG_EXTRA } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { envelopeError, transportError } from './errors.js';

describe('envelope codes map as docs/ARCHITECTURE.md ("Errors, end to end") says', () => {
  it.each([
    [0, 'UNPROCESSABLE_CONTENT', 'business', '名称重复'],
    [401, 'UNAUTHORIZED', 'unauthorized', '名称重复'],
    [404, 'NOT_FOUND', 'notFound', '名称重复'],
    [409, 'CONFLICT', 'conflict', '名称重复'],
    [500, 'BAD_GATEWAY', 'unknownCode', MSG.unknownCode],
    [2, 'BAD_GATEWAY', 'unknownCode', MSG.unknownCode],
  ])('code %i → %s / %s', (code, trpc, kind, message) => {
    const err = envelopeError({ code, msg: '名称重复' }, 'x.y');
    expect(err.code).toBe(trpc);
    expect(err.info.kind).toBe(kind);
    expect(err.message).toBe(message);
    expect(err.info.upstream).toEqual({ code, msg: '名称重复' });
  });

  it('a conflict without a message says the record was changed by someone else', () => {
    expect(envelopeError({ code: 409, msg: '' }, 'x.y').message).toBe(MSG_EXTRA.conflict);
  });

  it('tells timeouts from other connection failures', () => {
    expect(transportError({ code: 'UND_ERR_HEADERS_TIMEOUT' }, 'a').info.kind).toBe('timeout');
    expect(transportError({ code: 'ECONNREFUSED' }, 'a').info.kind).toBe('network');
    expect(transportError(new Error('socket hang up'), 'a').message).toBe(MSG.network);
  });
});
