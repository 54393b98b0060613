import {
  PASSWORD_HINT,
  PASSWORD_MESSAGES,
  passwordSchema,
  passwordsMatch,
  repeatPasswordSchema,
} from '@console/contracts';
import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { markFieldErrors } from '../../../app/form-errors';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { Modal } from '../../../widgets/busy';
import { schemaRule } from '../../../widgets/form/checks';

const newPassword = passwordSchema('新密码');

/** 重置密码: an administrator sets a staff account's new password; the account signs in again with it. */
export function ResetPasswordDialog({
  account,
  onClose,
}: {
  account: { id: number; name: string; phone: string } | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ password: string; repeat: string }>();
  const message = useMessage();
  const reset = trpc.user.resetPassword.useMutation({ meta: { formFields: ['password'] } });
  useEffect(() => {
    if (account) form.resetFields();
  }, [account, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !account) return;
    try {
      await reset.mutateAsync({ id: account.id, password: values.password });
    } catch (err) {
      markFieldErrors(form, err, ['password']);
      return;
    }
    void message.success(`已重置「${account.name}」的密码，该账号需使用新密码重新登录`);
    onClose();
  };

  return (
    <Modal
      open={account !== null}
      title={`重置密码 · ${account?.name ?? ''}`}
      okText="确定重置"
      onOk={() => void submit()}
      confirmLoading={reset.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item label="登录账号">
          <Input value={account?.phone} disabled />
        </Form.Item>
        <Form.Item
          label="新密码"
          name="password"
          required
          validateFirst
          extra={PASSWORD_HINT}
          rules={[schemaRule(newPassword)]}
        >
          <Input.Password autoComplete="new-password" placeholder="请输入新密码" />
        </Form.Item>
        <Form.Item
          label="确认密码"
          name="repeat"
          required
          dependencies={['password']}
          validateFirst
          rules={[
            schemaRule(repeatPasswordSchema),
            ({ getFieldValue }) => ({
              validator: async (_r, v) => {
                if (!passwordsMatch(getFieldValue('password'), v)) throw new Error(PASSWORD_MESSAGES.mismatch);
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" placeholder="请再次输入新密码" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
