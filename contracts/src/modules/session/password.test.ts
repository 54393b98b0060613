import { describe, expect, it } from 'vitest';
import { userCalls } from './calls.js';
import { changePasswordInput, PASSWORD_MESSAGES, passwordSchema } from './password.js';

const messageOf = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.success ? null : r.error?.issues[0]?.message;

describe('the password rule', () => {
  it('takes 8 to 20 characters with letters and digits and no spaces', () => {
    const schema = passwordSchema('新密码');
    expect(schema.safeParse('demo1234').success).toBe(true);
    expect(schema.safeParse('Abcdefgh12345678901x').success).toBe(true);
    expect(messageOf(schema.safeParse(''))).toBe('请输入新密码');
    expect(messageOf(schema.safeParse(undefined))).toBe('请输入新密码');
    expect(messageOf(schema.safeParse('ab12'))).toBe(PASSWORD_MESSAGES.length);
    expect(messageOf(schema.safeParse('Abcdefgh123456789012x'))).toBe(PASSWORD_MESSAGES.length);
    expect(messageOf(schema.safeParse('abcd 1234'))).toBe(PASSWORD_MESSAGES.spaces);
    expect(messageOf(schema.safeParse('12345678'))).toBe(PASSWORD_MESSAGES.mix);
    expect(messageOf(schema.safeParse('abcdefgh'))).toBe(PASSWORD_MESSAGES.mix);
  });

  it('a new password must differ from the old one, said on the new one', () => {
    const r = changePasswordInput.safeParse({ oldPassword: 'demo1234', newPassword: 'demo1234' });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['newPassword', PASSWORD_MESSAGES.sameAsOld],
    ]);
    expect(messageOf(changePasswordInput.safeParse({ oldPassword: '', newPassword: 'demo5678' }))).toBe('请输入原密码');
  });

  it('a new account names what is missing in Chinese', () => {
    const r = userCalls.save.input.safeParse({ name: '', phone: '', password: 'short' });
    const byField = Object.fromEntries((r.error?.issues ?? []).toReversed().map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual({
      name: '请输入姓名',
      phone: '请输入手机号',
      roleId: '请选择角色',
      password: PASSWORD_MESSAGES.length,
    });
    expect(messageOf(userCalls.save.input.safeParse({ name: '小林', phone: '1391234', roleId: 2 }))).toBe(
      '请输入正确的手机号',
    );
  });
});
