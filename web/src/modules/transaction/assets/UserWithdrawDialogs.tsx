import { formatYuan, USER_WITHDRAW_LIMITS, type UserWithdraw, userWithdrawCalls } from '@console/contracts';
import { Descriptions, Form, Input, Typography } from 'antd';
import { useFormDraft } from '../../../app/drafts';
import { useMessage } from '../../../app/message';
import type { RouterInputs } from '../../../app/trpc';
import { useIdempotentMutation } from '../../../engine';
import { Modal } from '../../../widgets/busy';
import { schemaRule } from '../../../widgets/form/checks';
import { useValidate } from '../../../widgets/form/useValidate';
import { ImageUpload } from '../../../widgets/upload';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

function Summary({ r }: { r: UserWithdraw }) {
  return (
    <Descriptions
      size="small"
      column={1}
      style={{ marginBottom: 16 }}
      items={[
        { key: 'user', label: '用户', children: `${r.user.name} ${r.user.phone}` },
        { key: 'amount', label: '提现金额', children: <strong>{formatYuan(r.amount)}</strong> },
        { key: 'received', label: '到账金额', children: formatYuan(r.received) },
        { key: 'account', label: '收款账号', children: r.account },
      ]}
    />
  );
}

/** 驳回: the reason is required, and the amount goes back to the person's balance (said before confirming). */
export function RejectDialog(p: { record: UserWithdraw | null; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const message = useMessage();
  const { validate } = useValidate();
  const reject = useIdempotentMutation((c, input: RouterInputs['userWithdraw']['reject'], context) =>
    c.userWithdraw.reject.mutate(input, { context }),
  );
  const r = p.record;
  const draft = useFormDraft(form, { name: 'reject', record: r?.id, enabled: r !== null, ready: r !== null });
  const close = () => {
    reject.endAction();
    form.resetFields();
    p.onClose();
  };
  return (
    <Modal
      title="驳回提现"
      open={r !== null}
      onCancel={close}
      okText="确认驳回"
      okButtonProps={{ danger: true }}
      confirmLoading={reject.isPending}
      destroyOnHidden
      onOk={async () => {
        if (!r) return;
        const v = await validate(form, ['reason']);
        if (!v) return;
        await reject.mutateAsync({ id: r.id, reason: v.reason.trim() });
        await draft.saved();
        void message.success('已驳回，金额已退回用户余额');
        p.onDone();
        close();
      }}
    >
      {r ? (
        <>
          <Summary r={r} />
          <Typography.Paragraph type="warning">
            驳回后 {formatYuan(r.amount)} 将退回 {r.user.name} 的佣金余额。
          </Typography.Paragraph>
          {draft.notice}
          <Form form={form} layout="vertical" aria-label="驳回提现" onValuesChange={draft.onValuesChange}>
            <Form.Item
              name="reason"
              label="驳回原因"
              required
              rules={[schemaRule(userWithdrawCalls.reject.input.shape.reason, text)]}
            >
              <Input.TextArea
                rows={3}
                maxLength={USER_WITHDRAW_LIMITS.reason}
                showCount
                placeholder="用户会看到这个原因"
              />
            </Form.Item>
          </Form>
        </>
      ) : null}
    </Modal>
  );
}

/** 标记打款: the shop transferred the money itself; the transfer voucher records it. */
export function PaidDialog(p: { record: UserWithdraw | null; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<{ voucher: string; remark?: string }>();
  const message = useMessage();
  const { validate } = useValidate();
  const markPaid = useIdempotentMutation((c, input: RouterInputs['userWithdraw']['markPaid'], context) =>
    c.userWithdraw.markPaid.mutate(input, { context }),
  );
  const r = p.record;
  const draft = useFormDraft(form, { name: 'paid', record: r?.id, enabled: r !== null, ready: r !== null });
  const close = () => {
    markPaid.endAction();
    form.resetFields();
    p.onClose();
  };
  const shape = userWithdrawCalls.markPaid.input.shape;
  return (
    <Modal
      title="标记打款"
      open={r !== null}
      onCancel={close}
      okText="确认已打款"
      confirmLoading={markPaid.isPending}
      destroyOnHidden
      onOk={async () => {
        if (!r) return;
        const v = await validate(form, ['remark']);
        if (!v) return;
        await markPaid.mutateAsync({ id: r.id, voucher: v.voucher, remark: v.remark?.trim() || undefined });
        await draft.saved();
        void message.success('已标记打款');
        p.onDone();
        close();
      }}
    >
      {r ? (
        <>
          <Summary r={r} />
          <Typography.Paragraph>
            请确认已向 {r.user.name} 转账 <strong>{formatYuan(r.received)}</strong>，并上传转账凭证。
          </Typography.Paragraph>
          {draft.notice}
          <Form form={form} layout="vertical" aria-label="标记打款" onValuesChange={draft.onValuesChange}>
            <Form.Item name="voucher" label="转账凭证" required rules={[schemaRule(shape.voucher, text)]}>
              <ImageUpload label="上传转账凭证" width={160} height={200} />
            </Form.Item>
            <Form.Item
              name="remark"
              label="备注"
              rules={[schemaRule(shape.remark, (v) => (v ? String(v) : undefined))]}
            >
              <Input maxLength={USER_WITHDRAW_LIMITS.remark} placeholder="如 银行转账流水号" />
            </Form.Item>
          </Form>
        </>
      ) : null}
    </Modal>
  );
}
