import { describe, expect, it } from 'vitest';
import { datedPrefix, uploadPolicy } from './issuer.js';

describe('upload policy', () => {
  it('dates the prefix by UTC day under the tenant', () => {
    expect(datedPrefix('shop-1', new Date('2026-03-05T23:59:59Z'))).toBe('shop-1/2026/03/05/');
  });
  it('allows only PutObject under the prefix', () => {
    expect(uploadPolicy('media', 'shop-1/2026/03/05/')).toEqual({
      Version: '1',
      Statement: [{ Effect: 'Allow', Action: ['oss:PutObject'], Resource: ['acs:oss:*:*:media/shop-1/2026/03/05/*'] }],
    });
  });
});
