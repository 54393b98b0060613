import { MSG } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { appliedProducts, lastContact, markApplied, rememberContact } from './applied';
import { checkApply } from './rules';

describe('checkApply', () => {
  it('checks in order: name, phone, then the phone rule; the first failure only', () => {
    expect(checkApply({ name: '  ', phone: 'x' })).toEqual({
      ok: false,
      level: 'warning',
      text: MSG.applyNameRequired,
    });
    expect(checkApply({ name: '王老师', phone: ' ' })).toEqual({
      ok: false,
      level: 'warning',
      text: MSG.applyPhoneRequired,
    });
    expect(checkApply({ name: '王老师', phone: '12345' })).toEqual({
      ok: false,
      level: 'error',
      text: MSG.applyPhoneInvalid,
    });
  });

  it('takes a landline with area code or a mobile number, trimmed', () => {
    expect(checkApply({ name: ' 王老师 ', phone: '010-12345678' })).toEqual({
      ok: true,
      values: { name: '王老师', phone: '010-12345678' },
    });
    expect(checkApply({ name: '王', phone: '0755-1234567' }).ok).toBe(true);
    expect(checkApply({ name: '王', phone: ' 13912345678 ' }).ok).toBe(true);
    expect(checkApply({ name: '王', phone: '12912345678' }).ok).toBe(false);
    expect(checkApply({ name: '王', phone: '01012345678' }).ok).toBe(false);
  });
});

describe('applied products and the last contact', () => {
  it('keeps the ids applied for, once each', () => {
    expect(appliedProducts()).toEqual([]);
    markApplied(34);
    markApplied(34);
    markApplied(6);
    expect(appliedProducts()).toEqual([34, 6]);
  });

  it('remembers the contact as pop_contactName and pop_phone', () => {
    rememberContact('王老师', '13912345678');
    expect(lastContact()).toEqual({ name: '王老师', phone: '13912345678' });
    expect(localStorage.getItem('zx_console_pop_contactName')).toBe('王老师');
    expect(localStorage.getItem('zx_console_pop_phone')).toBe('13912345678');
  });
});
