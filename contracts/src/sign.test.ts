import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import {
  canonicalParams,
  productSignature,
  signingNonce,
  signingParams,
  signRequest,
  verifyProductSignature,
} from './sign.js';

describe('request signing', () => {
  it('sorts the parameters and leaves out sign and empty values', () => {
    expect(canonicalParams({ b: 2, a: '1', sign: 'x', c: undefined, d: null, e: false })).toBe('a=1&b=2&e=false');
  });

  it('hashes method, path, parameters and secret', () => {
    const params = { timestamp: 1700000000, random: 'r1', clientId: 'c1' };
    const text = 'GET&/ajax/users&clientId=c1&random=r1&timestamp=1700000000&secret';
    expect(signRequest({ method: 'get', path: '/ajax/users', params, secret: 'secret' })).toBe(
      CryptoJS.SHA256(text).toString(),
    );
    expect(signRequest({ method: 'GET', path: '/ajax/users', params, secret: 'secret', algorithm: 'md5' })).toBe(
      CryptoJS.MD5(text).toString(),
    );
  });

  it('differs when any part differs', () => {
    const base = { method: 'GET', path: '/a', params: { x: 1 }, secret: 's' };
    const sign = signRequest(base);
    expect(signRequest({ ...base, method: 'POST' })).not.toBe(sign);
    expect(signRequest({ ...base, path: '/b' })).not.toBe(sign);
    expect(signRequest({ ...base, params: { x: 2 } })).not.toBe(sign);
    expect(signRequest({ ...base, secret: 't' })).not.toBe(sign);
  });

  it('signs JSON bodies field by field, objects as JSON text', () => {
    expect(signingParams({ random: 'r' }, { name: '张三', ids: [1, 2], skip: undefined, n: null })).toEqual({
      random: 'r',
      name: '张三',
      ids: '[1,2]',
    });
    expect(signingParams({ random: 'r' }, [1, 2])).toEqual({ random: 'r' });
  });

  it('makes nonces that do not repeat and a timestamp in seconds', () => {
    const seen = new Set(Array.from({ length: 1000 }, () => signingNonce().random));
    expect(seen.size).toBe(1000);
    expect(signingNonce(1_700_000_000_999).timestamp).toBe(1_700_000_000);
  });
});

describe('product-list signature', () => {
  it('verifies the list it was made from, in order, and nothing else', () => {
    const sign = productSignature([1, 5, 14]);
    expect(verifyProductSignature([1, 5, 14], sign)).toBe(true);
    expect(verifyProductSignature(['1', '5', '14'], sign)).toBe(true);
    expect(verifyProductSignature([1, 5, 14, 18], sign)).toBe(false);
    expect(verifyProductSignature([1, 5], sign)).toBe(false);
    expect(verifyProductSignature([1, 5, 14], '')).toBe(false);
    expect(verifyProductSignature([1, 5, 14], null)).toBe(false);
  });
});
