import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { SessionContent } from '@console/contracts';
import { type FormEvent, useState } from 'react';
import { fieldErrorsOf } from '../../app/error-policy';
import { trpc } from '../../app/trpc';
import { LoginButton, LoginInput } from './controls';
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

/** Password sign-in; a server refusal reaches the person through the error policy (a 5 s toast). */
export function PasswordLogin({ onSignedIn }: { onSignedIn: (content: SessionContent) => void }) {
  const [values, setValues] = useState<PasswordValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof PasswordValues>>({});
  const login = trpc.session.login.useMutation({ meta: { formFields: FIELDS } });

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
      <LoginButton primary type="submit" loading={login.isPending}>
        登录
      </LoginButton>
    </form>
  );
}
