import { ORDER_LIMITS, type OrderRow, orderCalls } from '@console/contracts';
import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { useFormDraft } from '../../../app/drafts';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { Modal } from '../../../widgets/busy';
import { schemaRule } from '../../../widgets/form/checks';
import { useValidate } from '../../../widgets/form/useValidate';

/** 备注: the staff's own note on an order, shown in the list and the detail. */
export function RemarkDialog(p: { order: OrderRow | null; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<{ remark: string }>();
  const message = useMessage();
  const { validate } = useValidate();
  const save = trpc.order.remark.useMutation({ meta: { formFields: ['remark'] } });
  useEffect(() => {
    if (p.order) form.setFieldsValue({ remark: p.order.remark });
  }, [p.order, form]);
  // After the effect above, which fills the order's remark: a draft is what was typed over it, kept per order.
  const open = p.order !== null;
  const version = p.order?.version;
  const draft = useFormDraft(form, {
    name: 'remark',
    record: p.order?.id,
    enabled: open,
    ready: open,
    version: () => version,
  });
  return (
    <Modal
      title="订单备注"
      open={p.order !== null}
      onCancel={p.onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
      onOk={async () => {
        if (!p.order) return;
        const v = await validate(form, ['remark']);
        if (!v) return;
        // On the version the dialog opened with: a remark saved meanwhile in another tab is refused as a conflict
        // (该内容已被他人修改…), and what was typed stays in the dialog and its draft.
        await save.mutateAsync({ id: p.order.id, remark: (v.remark ?? '').trim(), version: p.order.version });
        await draft.saved();
        void message.success('备注已保存');
        p.onDone();
        p.onClose();
      }}
    >
      {draft.notice}
      <Form form={form} layout="vertical" aria-label="备注" onValuesChange={draft.onValuesChange}>
        <Form.Item
          name="remark"
          label="备注"
          rules={[schemaRule(orderCalls.remark.input.shape.remark, (v) => v ?? '')]}
        >
          <Input.TextArea rows={4} maxLength={ORDER_LIMITS.remark} showCount placeholder="仅商家可见" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
