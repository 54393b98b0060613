import { describe, expect, it } from 'vitest';
import { hasErrors, passwordErrors, phoneError, serverFieldErrors, smsErrors, toPasswordInput } from './validate';

describe('sign-in form checks', () => {
  it('trims the username, never the password (spec §5)', () => {
    expect(toPasswordInput({ username: '  13800000001 ', password: ' pw ' })).toEqual({
      username: '13800000001',
      password: ' pw ',
    });
  });

  it('asks for what is missing', () => {
    expect(passwordErrors({ username: ' ', password: '' })).toEqual({ username: '请输入账号', password: '请输入密码' });
    expect(hasErrors(passwordErrors({ username: 'a', password: 'b' }))).toBe(false);
    expect(phoneError('  ')).toBe('请输入手机号');
    expect(smsErrors({ username: '13800000001', code: '' })).toEqual({ code: '请输入验证码' });
  });

  it('maps the gateway per-field messages onto the form fields', () => {
    expect(serverFieldErrors({ phone: ['请输入正确的手机号'], other: ['x'] }, { phone: 'username' })).toEqual({
      username: '请输入正确的手机号',
    });
  });
});
