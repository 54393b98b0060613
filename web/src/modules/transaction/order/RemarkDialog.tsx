import { ORDER_LIMITS, type OrderDetail, type OrderRow, orderCalls } from '@console/contracts';
import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { useFormDraft } from '../../../app/drafts';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { Modal } from '../../../widgets/busy';
import { ConflictDialog } from '../../../widgets/conflict/ConflictDialog';
import { useVersionedSave } from '../../../widgets/conflict/useVersionedSave';
import { schemaRule } from '../../../widgets/form/checks';
import { useValidate } from '../../../widgets/form/useValidate';

/** An order as the remark's save compares it: its version, its remark, and when it last changed. */
type Remarked = Pick<OrderRow, 'version' | 'remark'> & { updateTime?: string };

/** The order read again, with the time of its last change (its newest log or step), which the dialog names. */
function stamped(d: OrderDetail): Remarked {
  const times = [...d.logs, ...d.timeline].map((e) => e.time).sort();
  return { version: d.version, remark: d.remark, updateTime: times.at(-1) ?? '' };
}

/** 备注: the staff's own note on an order, shown in the list and the detail. */
export function RemarkDialog(p: { order: OrderRow | null; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<{ remark: string }>();
  const message = useMessage();
  const utils = trpc.useUtils();
  const { validate } = useValidate();
  const save = trpc.order.remark.useMutation({ meta: { formFields: ['remark'], conflictShown: true } });
  const order = p.order;
  // On the version the dialog opened with: a remark saved meanwhile in another tab is refused, and the shared
  // conflict dialog opens over this one with what was typed still in it (and in its draft).
  const versioned = useVersionedSave<Remarked, { id: number; remark: string }>({
    save: (input) => save.mutateAsync(input),
    latest: async () => (order ? stamped(await utils.client.order.get.query({ id: order.id })) : undefined),
    labels: { remark: '备注' },
    onLoadLatest: (latest) => {
      form.setFieldsValue({ remark: latest.remark });
      draft.rebase();
    },
    onSaved: async () => {
      await draft.saved();
      void message.success('备注已保存');
      p.onDone();
      p.onClose();
    },
  });
  const { load } = versioned;
  useEffect(() => {
    if (!order) return;
    form.setFieldsValue({ remark: order.remark });
    load(order);
  }, [order, form, load]);
  // After the effect above, which fills the order's remark: a draft is what was typed over it, kept per order
  // with the version it was typed on. One typed on an older version is saved on that version, so the save is
  // refused and the conflict dialog shows the remark saved since, never silently replaced.
  const open = order !== null;
  const draft = useFormDraft(form, {
    name: 'remark',
    record: order?.id,
    enabled: open,
    ready: open,
    version: () => order?.version,
    onRestore: (d) => {
      form.setFieldsValue(d.values);
      if (order && d.version !== undefined && d.version < order.version) load({ ...order, version: d.version });
    },
  });
  return (
    <Modal
      title="订单备注"
      open={open}
      onCancel={p.onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
      onOk={async () => {
        if (!order) return;
        const v = await validate(form, ['remark']);
        if (!v) return;
        await versioned.submit({ id: order.id, remark: (v.remark ?? '').trim() });
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
      <ConflictDialog what="该订单的备注" {...versioned.dialog} />
    </Modal>
  );
}
