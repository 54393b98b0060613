import {
  changePasswordInput,
  PASSWORD_HINT,
  PASSWORD_MESSAGES,
  passwordsMatch,
  repeatPasswordSchema,
} from '@console/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Form, Grid, Input, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formFieldsMeta, markFieldErrors } from '../../../app/form-errors';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { loginPath } from '../../../routes/paths';
import { clearSession } from '../../../session/store';
import { setUnsavedChanges, useUnsavedChanges } from '../../../shell/unsaved';
import { Button } from '../../../widgets/busy';
import { schemaRule } from '../../../widgets/form/checks';

const shape = changePasswordInput.shape;
const FIELDS = formFieldsMeta({ oldPassword: '原密码', newPassword: '新密码' });
type Values = { oldPassword: string; newPassword: string; repeat: string };

/**
 * 修改密码: the old password, a new one by the password rule, and the new one again. Once changed, every
 * session of the account has ended: the person signs in again with the new password.
 */
export function ChangePassword() {
  const message = useMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const screens = Grid.useBreakpoint();
  const change = trpc.profile.changePassword.useMutation({ meta: FIELDS });
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await change.mutateAsync({ oldPassword: values.oldPassword, newPassword: values.newPassword });
    } catch (err) {
      // 原密码不正确 stands at 原密码.
      markFieldErrors(form, err, FIELDS.formFields, FIELDS.fieldLabels);
      return;
    }
    setDirty(false);
    setUnsavedChanges(false);
    void message.success('密码已修改，请使用新密码重新登录');
    // The upstream has ended this session too: sign out here and come back to my account after signing in.
    clearSession();
    queryClient.removeQueries();
    navigate(loginPath('/setting/profile/profile'), { replace: true });
  };

  return (
    <Card title="修改密码">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 24, maxWidth: 560 }}
        message="修改成功后，所有已登录的设备都会退出，请使用新密码重新登录。"
      />
      <Form
        form={form}
        layout={screens.md ? 'horizontal' : 'vertical'}
        labelCol={screens.md ? { flex: '120px' } : undefined}
        style={{ maxWidth: 560 }}
        onValuesChange={() => setDirty(true)}
      >
        <Form.Item label="原密码" name="oldPassword" required validateFirst rules={[schemaRule(shape.oldPassword)]}>
          <Input.Password autoComplete="current-password" placeholder="请输入原密码" />
        </Form.Item>
        <Form.Item
          label="新密码"
          name="newPassword"
          required
          validateFirst
          extra={PASSWORD_HINT}
          dependencies={['oldPassword']}
          rules={[
            schemaRule(shape.newPassword),
            ({ getFieldValue }) => ({
              validator: async (_r, v) => {
                if (v && v === getFieldValue('oldPassword')) throw new Error(PASSWORD_MESSAGES.sameAsOld);
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" placeholder="请输入新密码" />
        </Form.Item>
        <Form.Item
          label="确认新密码"
          name="repeat"
          required
          validateFirst
          dependencies={['newPassword']}
          rules={[
            schemaRule(repeatPasswordSchema),
            ({ getFieldValue }) => ({
              validator: async (_r, v) => {
                if (!passwordsMatch(getFieldValue('newPassword'), v)) throw new Error(PASSWORD_MESSAGES.mismatch);
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" placeholder="请再次输入新密码" />
        </Form.Item>
        <Form.Item label={screens.md ? ' ' : undefined} colon={false}>
          <Space>
            <Button type="primary" loading={change.isPending} onClick={() => void submit()}>
              确认修改
            </Button>
            <Button onClick={() => navigate('/setting/profile/profile')}>取消</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
