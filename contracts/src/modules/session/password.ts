import { z } from 'zod';

/**
 * The sign-in password rule (the spec leaves it open): 8 to 20 characters without spaces, with at least one
 * letter and one digit, so a password is never a bare phone number or a word. The demo accounts' `demo1234`
 * passes it.
 */
export const PASSWORD_RULE = { min: 8, max: 20 } as const;

/** The rule as a form's hint under a new password. */
export const PASSWORD_HINT = `${PASSWORD_RULE.min}-${PASSWORD_RULE.max} 位，须同时包含字母和数字，不能有空格`;

export const PASSWORD_MESSAGES = {
  length: `密码长度为 ${PASSWORD_RULE.min}-${PASSWORD_RULE.max} 位`,
  spaces: '密码不能包含空格',
  mix: '密码须同时包含字母和数字',
  mismatch: '两次输入的密码不一致',
  sameAsOld: '新密码不能与原密码相同',
} as const;

/** A new password as a person types it; `label` names the field in the required message (请输入新密码). */
export function passwordSchema(label = '密码') {
  return z
    .string({ error: `请输入${label}` })
    .min(1, `请输入${label}`)
    .min(PASSWORD_RULE.min, PASSWORD_MESSAGES.length)
    .max(PASSWORD_RULE.max, PASSWORD_MESSAGES.length)
    .refine((v) => !/\s/.test(v), PASSWORD_MESSAGES.spaces)
    .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), PASSWORD_MESSAGES.mix);
}

/** The repeat of a new password, checked against it by the form (it is never sent). */
/** The confirmation box of a password, asking again for what its form calls that password (新密码, 登录密码). */
export const repeatPasswordOf = (what: string) => z.string({ error: `请再次输入${what}` }).min(1, `请再次输入${what}`);
export const repeatPasswordSchema = repeatPasswordOf('新密码');

/** Whether the repeat matches; the form shows `PASSWORD_MESSAGES.mismatch` otherwise. */
export const passwordsMatch = (password: unknown, repeat: unknown) => password === repeat;

/** `profile.changePassword`: the old password, and a new one that differs from it. */
export const changePasswordInput = z
  .object({
    oldPassword: z.string({ error: '请输入原密码' }).min(1, '请输入原密码').max(64, '原密码不正确'),
    newPassword: passwordSchema('新密码'),
  })
  .refine((v) => v.oldPassword !== v.newPassword, { message: PASSWORD_MESSAGES.sameAsOld, path: ['newPassword'] });
