import { signUp, signUpEntry, writeOffCodeSchema } from '@console/contracts';
import { Form, Input, Space } from 'antd';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { useInvalidate } from '../../../engine';
import { Button } from '../../../widgets/busy';

/** 核销: staff type the code a person shows at the door; the sign-up is marked as attended. */
export function WriteOffBox({ activityId }: { activityId: number }) {
  const [form] = Form.useForm<{ code: string }>();
  const message = useMessage();
  const writeOff = trpc.signUpEntry.writeOff.useMutation({ meta: { formFields: ['code'] } });
  const invalidateEntries = useInvalidate(signUpEntry);
  const invalidateFigures = useInvalidate(signUp);
  const invalidate = () => Promise.all([invalidateEntries(), invalidateFigures()]);
  return (
    <Form
      form={form}
      layout="inline"
      aria-label="核销"
      style={{ marginBottom: 16, rowGap: 8 }}
      onFinish={async ({ code }) => {
        const done = await writeOff.mutateAsync({ activityId, code: code.trim() }).catch(() => null);
        if (!done) return;
        void message.success(`核销成功：${done.name}（订单号 ${done.orderNo}）`);
        form.resetFields();
        await invalidate();
      }}
    >
      <Form.Item
        name="code"
        label="核销码"
        rules={[
          {
            validator: async (_r, v) => {
              const r = writeOffCodeSchema.safeParse(v ?? '');
              if (!r.success) throw new Error(r.error.issues[0]?.message);
            },
          },
        ]}
      >
        <Input placeholder="输入 8 位核销码" maxLength={8} inputMode="numeric" allowClear style={{ width: 200 }} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={writeOff.isPending}>
            核销
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
