import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { isMobile, type SessionContent } from '@console/contracts';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { fieldErrorsOf } from '../../app/error-policy';
import { markFieldErrors } from '../../app/form-errors';
import { trpc } from '../../app/trpc';
import { secondsLeft, useNow } from './useCountdown';

interface SmsValues {
  username: string;
  code: string;
}

const FIELDS = ['username', 'code'] as const;
/** Seconds before another code may be requested. */
const RESEND_SECONDS = 60;

/** SMS-code sign-in: request a code for a mobile number, then sign in with it. */
export function SmsLogin({ onSignedIn }: { onSignedIn: (content: SessionContent) => void }) {
  const [form] = Form.useForm<SmsValues>();
  const { message } = App.useApp();
  const utils = trpc.useUtils();
  const [resendAt, setResendAt] = useState(0);
  const now = useNow(resendAt > 0);
  const wait = secondsLeft(resendAt, now);

  // `sendSMS` is a GET upstream, hence a tRPC query; sending is still an action, so it runs as a mutation and
  // its failures reach the error policy through the mutation cache.
  const send = useMutation({
    mutationFn: (phone: string) => utils.client.session.sendSms.query({ phone }),
    meta: { formFields: ['phone'] },
    onSuccess: () => {
      setResendAt(Date.now() + RESEND_SECONDS * 1000);
      message.success('验证码已发送，请注意查收');
    },
    onError: (error) => {
      // The contract names the field `phone`; this form calls it `username` because sign-in sends it so.
      const phoneErrors = fieldErrorsOf(error).phone;
      if (phoneErrors?.length) form.setFields([{ name: 'username', errors: phoneErrors }]);
    },
  });
  const login = trpc.session.smsLogin.useMutation({ meta: { formFields: FIELDS } });

  const requestCode = async () => {
    const { username } = await form.validateFields(['username']);
    send.mutate(username.trim());
  };

  return (
    <Form<SmsValues>
      form={form}
      name="sms-login"
      size="large"
      onFinish={(values) =>
        login.mutate(
          { username: values.username.trim(), code: values.code.trim() },
          { onSuccess: onSignedIn, onError: (error) => markFieldErrors(form, error, FIELDS) },
        )
      }
    >
      <Form.Item
        name="username"
        rules={[
          { required: true, whitespace: true, message: '请输入手机号' },
          { validator: async (_, v: string | undefined) => phoneRule(v) },
        ]}
      >
        <Input
          prefix={<MobileOutlined />}
          placeholder="手机号"
          autoComplete="tel"
          inputMode="numeric"
          aria-label="手机号"
        />
      </Form.Item>
      <Form.Item required>
        <Space.Compact block>
          <Form.Item
            name="code"
            noStyle
            rules={[
              { required: true, whitespace: true, message: '请输入验证码' },
              { pattern: /^\s*\d{4,6}\s*$/, message: '请输入正确的验证码' },
            ]}
          >
            <Input
              prefix={<SafetyOutlined />}
              placeholder="验证码"
              autoComplete="one-time-code"
              inputMode="numeric"
              aria-label="验证码"
            />
          </Form.Item>
          <Button
            // A rejected validation is already shown on the phone field; nothing else to do with it.
            onClick={() => void requestCode().catch(() => undefined)}
            disabled={wait > 0}
            loading={send.isPending}
          >
            {wait > 0 ? `${wait} 秒后重发` : '获取验证码'}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        登录
      </Button>
    </Form>
  );
}

async function phoneRule(value: string | undefined): Promise<void> {
  if (value?.trim() && !isMobile(value.trim())) throw new Error('请输入正确的手机号');
}
