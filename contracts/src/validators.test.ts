import { describe, expect, it } from 'vitest';
import { phoneSchema } from './validator-schemas.js';
import {
  isDigits,
  isEmptyOrInteger,
  isEmptyOrPrice,
  isInteger,
  isLandline,
  isMobile,
  isNonNegativeInt,
  isPhone,
  isPositiveInt,
  isPrice,
  isPriceNotZero,
  isTwoDecimals,
} from './validators.js';

const table = (fn: (v: unknown) => boolean, yes: unknown[], no: unknown[]) => {
  it.each(yes)('accepts %j', (v) => expect(fn(v)).toBe(true));
  it.each(no)('rejects %j', (v) => expect(fn(v)).toBe(false));
};

describe('digits only', () => table(isDigits, ['0', '007', '123', 42], ['', ' 1', '1.0', '-1', 'a1', null, undefined]));
describe('up to two decimals', () =>
  table(isTwoDecimals, ['0', '00.5', '1.5', '1.55', 12], ['1.', '.5', '1.555', '-1', '1,5', '']));
describe('price', () =>
  table(
    isPrice,
    ['0', '0.5', '0.05', '10', '10.1', '10.12', 9.99],
    ['01', '00', '00.5', '1.', '.5', '1.234', '-1', '', 'abc', '1e3'],
  ));
describe('price not zero', () => {
  table((v) => isPriceNotZero(v), ['0.01', '1', '10.5'], ['0', '0.0', '0.00', '01', '']);
  it('allows zero when asked', () => {
    expect(isPriceNotZero('0', { allowZero: true })).toBe(true);
    expect(isPriceNotZero('0.00', { allowZero: true })).toBe(true);
    expect(isPriceNotZero('01', { allowZero: true })).toBe(false);
  });
});
describe('positive integer', () =>
  table(isPositiveInt, ['1', '9', '10', '123456'], ['0', '01', '-1', '1.0', '', ' 1']));
describe('non-negative integer', () => table(isNonNegativeInt, ['0', '1', '10'], ['00', '01', '-1', '-0', '1.5', '']));
describe('any integer', () =>
  table(isInteger, ['0', '1', '-1', '-120', '120'], ['-0', '01', '-01', '1.0', '+1', '', '--1']));
describe('empty or integer', () =>
  table(isEmptyOrInteger, ['', null, undefined, '0', '-3', '15'], ['1.5', 'a', '01', ' ']));
describe('empty or price', () => table(isEmptyOrPrice, ['', null, '0', '0.01', '12.5'], ['01', '1.234', '-1', ' ']));
describe('landline', () =>
  table(
    isLandline,
    ['010-1234567', '0755-12345678', '021-12345678'],
    ['01-1234567', '01234-1234567', '010-123456', '010-123456789', '0101234567'],
  ));
describe('mobile', () =>
  table(
    isMobile,
    ['13800000000', '15912345678', '16612345678', '17712345678', '18812345678', '14512345678', '19912345678'],
    ['12812345678', '10812345678', '1381234567', '138123456789', '23812345678', ''],
  ));
describe('phone (landline or mobile)', () =>
  table(isPhone, ['13800000000', '010-1234567'], ['12345', '1380000000a', '']));

describe('phoneSchema', () => {
  it('trims and gives the spec message on failure', () => {
    expect(phoneSchema.parse(' 13800000000 ')).toBe('13800000000');
    const r = phoneSchema.safeParse('123');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('您输入的手机号有误');
  });
});
