import { COURIERS, lottery, lotteryRecord, shipInput } from '@console/contracts';
import { Descriptions, Form, Input, Select } from 'antd';
import { useFormDraft } from '../../../app/drafts';
import { markFieldErrors } from '../../../app/form-errors';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { useInvalidate } from '../../../engine';
import { Modal } from '../../../widgets/busy';
import { schemaRule } from '../../../widgets/form/checks';

export interface ShippedPrize {
  id: number;
  nickname: string;
  prizeName: string;
  receiver?: string | null;
}

/** 发货: the courier and tracking number of a goods prize, checked as the contract says. */
export function ShipDialog({ record, onClose }: { record: ShippedPrize; onClose: () => void }) {
  const [form] = Form.useForm<{ courier?: string; trackingNo?: string }>();
  const message = useMessage();
  const ship = trpc.lotteryRecord.ship.useMutation({ meta: { formFields: ['courier', 'trackingNo'] } });
  const invalidateRecords = useInvalidate(lotteryRecord);
  const invalidateFigures = useInvalidate(lottery);
  // Mounted only while open: the courier and number typed for this prize, kept until it ships.
  const draft = useFormDraft(form, { name: 'ship', record: record.id });
  return (
    <Modal
      open
      title="发货"
      okText="确认发货"
      confirmLoading={ship.isPending}
      onCancel={onClose}
      destroyOnHidden
      onOk={async () => {
        const values = await form.validateFields().catch(() => null);
        if (!values) return;
        try {
          await ship.mutateAsync({
            id: record.id,
            courier: values.courier as never,
            trackingNo: values.trackingNo ?? '',
          });
        } catch (err) {
          markFieldErrors(form, err, ['courier', 'trackingNo']);
          return;
        }
        await draft.saved();
        void message.success(`已发货：${record.prizeName}`);
        await Promise.all([invalidateRecords(), invalidateFigures()]);
        onClose();
      }}
    >
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'who', label: '中奖用户', children: record.nickname },
          { key: 'prize', label: '奖品', children: record.prizeName },
          { key: 'to', label: '收货信息', children: record.receiver || '—' },
        ]}
      />
      {draft.notice}
      <Form form={form} layout="vertical" onValuesChange={draft.onValuesChange}>
        <Form.Item name="courier" label="快递公司" required rules={[schemaRule(shipInput.shape.courier)]}>
          <Select placeholder="请选择快递公司" options={COURIERS.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        <Form.Item name="trackingNo" label="快递单号" required rules={[schemaRule(shipInput.shape.trackingNo)]}>
          <Input placeholder="请输入快递单号" maxLength={30} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
