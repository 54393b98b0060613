import { EXPRESS_COMPANIES, type OrderRow, orderCalls } from '@console/contracts';
import { Form, Input, Select } from 'antd';
import { useFormDraft } from '../../../app/drafts';
import { useMessage } from '../../../app/message';
import type { RouterInputs } from '../../../app/trpc';
import { useIdempotentMutation } from '../../../engine';
import { Modal } from '../../../widgets/busy';
import { schemaRule } from '../../../widgets/form/checks';
import { useValidate } from '../../../widgets/form/useValidate';

/** 发货: the carrier and the tracking number; the order completes and its money settles. */
export function ShipDialog(p: { order: OrderRow | null; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<{ company: string; trackingNo: string }>();
  const message = useMessage();
  const { validate } = useValidate();
  const ship = useIdempotentMutation((c, input: RouterInputs['order']['ship'], context) =>
    c.order.ship.mutate(input, { context }),
  );
  const open = p.order !== null;
  // The carrier and tracking number typed for an order, kept until it ships.
  const draft = useFormDraft(form, { name: 'ship', record: p.order?.id, enabled: open, ready: open });
  const close = () => {
    ship.endAction();
    form.resetFields();
    p.onClose();
  };
  const shape = orderCalls.ship.input.shape;
  return (
    <Modal
      title="订单发货"
      open={open}
      onCancel={close}
      confirmLoading={ship.isPending}
      okText="确认发货"
      destroyOnHidden
      onOk={async () => {
        if (!p.order) return;
        const v = await validate(form, ['trackingNo']);
        if (!v) return;
        await ship.mutateAsync({
          id: p.order.id,
          company: v.company as (typeof EXPRESS_COMPANIES)[number],
          trackingNo: v.trackingNo.trim(),
        });
        await draft.saved();
        void message.success('已发货');
        p.onDone();
        close();
      }}
    >
      {draft.notice}
      <Form form={form} layout="vertical" aria-label="发货" onValuesChange={draft.onValuesChange}>
        <Form.Item name="company" label="快递公司" required rules={[schemaRule(shape.company)]}>
          <Select
            aria-label="快递公司"
            placeholder="请选择快递公司"
            options={EXPRESS_COMPANIES.map((c) => ({ value: c, label: c }))}
          />
        </Form.Item>
        <Form.Item name="trackingNo" label="快递单号" required rules={[schemaRule(shape.trackingNo, (v) => v ?? '')]}>
          <Input maxLength={30} placeholder="快递单号" aria-label="快递单号" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
