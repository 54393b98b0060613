import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  creditCheckChar,
  idCheckChar,
  isBankCardNo,
  isCreditCode,
  isIdNumber,
  maskNumber,
  passesLuhn,
} from './id-checks.js';

const TODAY = '2025-06-01';

describe('withdrawal authentication numbers', () => {
  it('accepts a resident ID number with its check character, and refuses any one digit changed', () => {
    expect(isIdNumber('11010519491231002X', TODAY)).toBe(true);
    expect(isIdNumber('11010519491231002x', TODAY)).toBe(true);
    expect(isIdNumber('110105194912310021', TODAY)).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 16 }), fc.integer({ min: 1, max: 9 }), (pos, delta) => {
        const good = '11010519491231002X';
        const changed = good.slice(0, pos) + String((Number(good[pos]) + delta) % 10) + good.slice(pos + 1);
        return !isIdNumber(changed, TODAY);
      }),
    );
  });

  it('refuses ID numbers of a day that does not exist or is still to come, and bad shapes', () => {
    const withBirth = (birth: string) => {
      const body = `330102${birth}123`;
      return body + idCheckChar(body);
    };
    expect(isIdNumber(withBirth('19900101'), TODAY)).toBe(true);
    expect(isIdNumber(withBirth('19900230'), TODAY)).toBe(false);
    expect(isIdNumber(withBirth('20250602'), TODAY)).toBe(false);
    expect(isIdNumber(withBirth('18991231'), TODAY)).toBe(false);
    for (const bad of ['', '1234', '11010519491231002Y', '1101051949123100 2X'])
      expect(isIdNumber(bad, TODAY)).toBe(false);
  });

  it('checks personal card numbers with Luhn, company accounts by length only', () => {
    expect(isBankCardNo('4111 1111 1111 1111', true)).toBe(true);
    expect(isBankCardNo('4111111111111112', true)).toBe(false);
    expect(isBankCardNo('411111111111', true)).toBe(false);
    expect(isBankCardNo('1202020409900123456', false)).toBe(true);
    expect(isBankCardNo('12ab', false)).toBe(false);
    fc.assert(
      fc.property(fc.stringMatching(/^\d{15,18}$/), (body) => {
        for (let d = 0; d <= 9; d++) if (passesLuhn(body + d)) return isBankCardNo(body + d, true);
        return false;
      }),
    );
  });

  it('checks a unified social credit code', () => {
    expect(isCreditCode('91350100M000100Y43')).toBe(true);
    expect(isCreditCode('91350100M000100Y44')).toBe(false);
    const body = '91330106MA2B3C4D5';
    expect(isCreditCode(body + creditCheckChar(body))).toBe(true);
    expect(isCreditCode('91330106MA2B3C4DI0')).toBe(false);
  });

  it('masks all but the first and last four characters', () => {
    expect(maskNumber('11010519491231002X')).toBe('1101**********002X');
    expect(maskNumber('6222 0202 0011 2345')).toBe('6222********2345');
  });
});
