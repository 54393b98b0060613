import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { SessionContent } from '@console/contracts';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { fieldErrorsOf } from '../../app/error-policy';
import { trpc } from '../../app/trpc';
import { LoginButton, LoginInput } from './controls';
import { type Typed, typedBefore } from './first-html';
import { LoginField } from './LoginField';
import {
  type FieldErrors,
  hasErrors,
  type PasswordValues,
  passwordErrors,
  serverFieldErrors,
  toPasswordInput,
} from './validate';

const FIELDS = ['username', 'password'] as const;

/**
 * Password sign-in; a server refusal reaches the person through the error policy (a 5 s toast). Not `live` in the
 * first HTML of /login: it cannot be sent before the app's code comes (a plain submit would put the page's address
 * in place of its redirect), and once it comes it starts with what was typed there.
 */
export function PasswordLogin({
  onSignedIn,
  live = true,
}: {
  onSignedIn: (content: SessionContent) => void;
  live?: boolean;
}) {
  const [values, setValues] = useState<PasswordValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof PasswordValues>>({});
  const login = trpc.session.login.useMutation({ meta: { formFields: FIELDS } });
  const usernameField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState<Typed | null>(null);

  // Drawn for the first time in place of the first HTML's form: what was typed there, read as the app commits.
  useLayoutEffect(() => {
    const before = typedBefore();
    if (!before) return;
    setTyped(before);
    setValues({ username: before.username, password: before.password });
  }, []);
  // And the caret where it was, once the fields hold the text.
  useLayoutEffect(() => {
    const focus = typed?.focus;
    const input = focus?.field === 'username' ? usernameField.current : passwordField.current;
    if (!focus || !input) return;
    input.focus();
    input.setSelectionRange(focus.start, focus.end);
  }, [typed]);

  const change = (field: keyof PasswordValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = passwordErrors(values);
    setErrors(found);
    if (hasErrors(found)) return;
    login.mutate(toPasswordInput(values), {
      onSuccess: onSignedIn,
      onError: (error) =>
        setErrors(serverFieldErrors(fieldErrorsOf(error), { username: 'username', password: 'password' })),
    });
  };

  return (
    <form name="password-login" autoComplete="on" onSubmit={submit} noValidate>
      <LoginField id="login-username" error={errors.username}>
        <LoginInput
          ref={usernameField}
          icon={<UserOutlined />}
          invalid={Boolean(errors.username)}
          placeholder="账号"
          autoComplete="username"
          aria-label="账号"
          aria-describedby={errors.username ? 'login-username-error' : undefined}
          value={values.username}
          onChange={(e) => change('username', e.target.value)}
        />
      </LoginField>
      <LoginField id="login-password" error={errors.password}>
        <LoginInput
          ref={passwordField}
          icon={<LockOutlined />}
          invalid={Boolean(errors.password)}
          password
          placeholder="密码"
          autoComplete="current-password"
          aria-label="密码"
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          value={values.password}
          onChange={(e) => change('password', e.target.value)}
        />
      </LoginField>
      <LoginButton primary type="submit" loading={login.isPending} disabled={!live}>
        登录
      </LoginButton>
    </form>
  );
}
