/** A field's message, by field; absent means valid. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface PasswordValues {
  username: string;
  password: string;
}

export interface SmsValues {
  username: string;
  code: string;
}

/** Spec section 5: the username is trimmed before sending; a password is sent exactly as typed. */
export function toPasswordInput(values: PasswordValues): PasswordValues {
  return { username: values.username.trim(), password: values.password };
}

export function passwordErrors(v: PasswordValues): FieldErrors<keyof PasswordValues> {
  const errors: FieldErrors<keyof PasswordValues> = {};
  if (!v.username.trim()) errors.username = '请输入账号';
  if (!v.password) errors.password = '请输入密码';
  return errors;
}

/**
 * Only emptiness is checked here: the number's form is the gateway's (the contract's mobile rule answers
 * '请输入正确的手机号' on the field). The contracts' validators module also holds zod schemas, and importing it
 * would put zod into the login page (tests/bench/bundle.ts).
 */
export function phoneError(phone: string): string | undefined {
  return phone.trim() ? undefined : '请输入手机号';
}

export function smsErrors(v: SmsValues): FieldErrors<keyof SmsValues> {
  const errors: FieldErrors<keyof SmsValues> = {};
  const phone = phoneError(v.username);
  if (phone) errors.username = phone;
  if (!v.code.trim()) errors.code = '请输入验证码';
  return errors;
}

export const hasErrors = (errors: Record<string, string | undefined>): boolean => Object.values(errors).some(Boolean);

/** The gateway's per-field messages of a bad input, first message per field, renamed to the form's fields. */
export function serverFieldErrors<K extends string>(
  fieldErrors: Record<string, string[]>,
  rename: Partial<Record<string, K>>,
): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const [name, messages] of Object.entries(fieldErrors)) {
    const field = rename[name];
    if (field && messages[0]) out[field] = messages[0];
  }
  return out;
}
