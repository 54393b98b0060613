import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { SessionContent } from '@console/contracts';
import { Button, Form, type FormInstance, Input } from 'antd';
import { markFieldErrors } from '../../app/form-errors';
import { trpc } from '../../app/trpc';

export interface PasswordValues {
  username: string;
  password: string;
}

const FIELDS = ['username', 'password'] as const;

/** Spec section 5: the username is trimmed before sending; a password is sent exactly as typed. */
export function toPasswordInput(values: PasswordValues): PasswordValues {
  return { username: values.username.trim(), password: values.password };
}

export function PasswordForm({
  form,
  pending,
  onSubmit,
}: {
  form?: FormInstance<PasswordValues>;
  pending: boolean;
  onSubmit: (input: PasswordValues) => void;
}) {
  return (
    <Form<PasswordValues>
      form={form}
      name="password-login"
      size="large"
      autoComplete="on"
      onFinish={(values) => onSubmit(toPasswordInput(values))}
    >
      <Form.Item name="username" rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
        <Input prefix={<UserOutlined />} placeholder="账号" autoComplete="username" aria-label="账号" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="密码"
          autoComplete="current-password"
          aria-label="密码"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending}>
        登录
      </Button>
    </Form>
  );
}

/** Password sign-in; a server refusal reaches the person through the error policy (a 5 s toast). */
export function PasswordLogin({ onSignedIn }: { onSignedIn: (content: SessionContent) => void }) {
  const [form] = Form.useForm<PasswordValues>();
  const login = trpc.session.login.useMutation({ meta: { formFields: FIELDS } });
  return (
    <PasswordForm
      form={form}
      pending={login.isPending}
      onSubmit={(input) =>
        login.mutate(input, { onSuccess: onSignedIn, onError: (error) => markFieldErrors(form, error, FIELDS) })
      }
    />
  );
}
