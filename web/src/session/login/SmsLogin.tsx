import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import type { SessionContent } from '@console/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { fieldErrorsOf } from '../../app/error-policy';
import { useMessage } from '../../app/message';
import { trpc } from '../../app/trpc';
import { LoginButton, LoginInput } from './controls';
import { LoginField } from './LoginField';
import { smsResendAt, startSmsCooldown } from './sms-cooldown';
import { secondsLeft, useNow } from './useCountdown';
import { type FieldErrors, hasErrors, phoneError, type SmsValues, serverFieldErrors, smsErrors } from './validate';

const FIELDS = ['username', 'code'] as const;

/**
 * SMS-code sign-in: request a code for a mobile number (then wait 60 s before the next, even across a reload),
 * and sign in with it.
 */
export function SmsLogin({ onSignedIn }: { onSignedIn: (content: SessionContent) => void }) {
  const message = useMessage();
  const utils = trpc.useUtils();
  const [values, setValues] = useState<SmsValues>({ username: '', code: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof SmsValues>>({});
  const [resendAt, setResendAt] = useState(() => smsResendAt());
  const now = useNow(resendAt > 0);
  const wait = secondsLeft(resendAt, now);

  // Its failures reach the error policy through the mutation cache.
  const send = useMutation({
    mutationFn: (phone: string) => utils.client.session.sendSms.mutate({ phone }),
    meta: { formFields: ['phone'] },
    onSuccess: () => {
      setResendAt(startSmsCooldown());
      void message.success('验证码已发送，请注意查收');
    },
    // The contract names the field `phone`; this form calls it `username` because sign-in sends it so.
    onError: (error) => setErrors(serverFieldErrors(fieldErrorsOf(error), { phone: 'username' })),
  });
  const login = trpc.session.smsLogin.useMutation({ meta: { formFields: FIELDS } });

  // The repeat-send guard: no second request while one is on its way or the wait runs. A ref, not the
  // mutation's state: two clicks within one render would both see it idle.
  const sending = useRef(false);
  const requestCode = () => {
    if (sending.current || smsResendAt() > 0) return;
    const error = phoneError(values.username);
    setErrors((e) => ({ ...e, username: error }));
    if (error) return;
    sending.current = true;
    send.mutate(values.username.trim(), {
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const change = (field: keyof SmsValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = smsErrors(values);
    setErrors(found);
    if (hasErrors(found)) return;
    login.mutate(
      { username: values.username.trim(), code: values.code.trim() },
      {
        onSuccess: onSignedIn,
        onError: (error) => setErrors(serverFieldErrors(fieldErrorsOf(error), { username: 'username', code: 'code' })),
      },
    );
  };

  return (
    <form name="sms-login" onSubmit={submit} noValidate>
      <LoginField id="sms-phone" error={errors.username}>
        <LoginInput
          icon={<MobileOutlined />}
          invalid={Boolean(errors.username)}
          placeholder="手机号"
          autoComplete="tel"
          inputMode="numeric"
          aria-label="手机号"
          aria-describedby={errors.username ? 'sms-phone-error' : undefined}
          value={values.username}
          onChange={(e) => change('username', e.target.value)}
        />
      </LoginField>
      <LoginField id="sms-code" error={errors.code}>
        <div style={{ display: 'flex', gap: 8 }}>
          <div style={{ flex: 1, minWidth: 0 }}>
            <LoginInput
              icon={<SafetyOutlined />}
              invalid={Boolean(errors.code)}
              placeholder="验证码"
              autoComplete="one-time-code"
              inputMode="numeric"
              aria-label="验证码"
              aria-describedby={errors.code ? 'sms-code-error' : undefined}
              value={values.code}
              onChange={(e) => change('code', e.target.value)}
            />
          </div>
          <LoginButton onClick={requestCode} disabled={wait > 0} loading={send.isPending} aria-live="polite">
            {wait > 0 ? `${wait} 秒后重发` : '获取验证码'}
          </LoginButton>
        </div>
      </LoginField>
      <LoginButton primary type="submit" loading={login.isPending}>
        登录
      </LoginButton>
    </form>
  );
}
