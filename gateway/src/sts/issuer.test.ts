import { describe, expect, it } from 'vitest';
import { datedPrefix, uploadPolicy } from './issuer.js';

describe('upload policy', () => {
  it("dates the prefix by UTC day under the tenant and the shop's own folder", () => {
    expect(datedPrefix('console', '7', new Date('2026-03-05T23:59:59Z'))).toBe('console/7/2026/03/05/');
  });
  it('refuses a shop id that is not a plain folder name', () => {
    for (const bad of ['', '../8', '7/..', 'a b', '7*']) expect(() => datedPrefix('console', bad)).toThrow();
  });
  it('allows only PutObject under the prefix', () => {
    expect(uploadPolicy('media', 'shop-1/2026/03/05/')).toEqual({
      Version: '1',
      Statement: [{ Effect: 'Allow', Action: ['oss:PutObject'], Resource: ['acs:oss:*:*:media/shop-1/2026/03/05/*'] }],
    });
  });
});
