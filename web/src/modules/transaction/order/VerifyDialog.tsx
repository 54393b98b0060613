import { formatYuan, type OrderRow, orderCalls, VERIFY_CODE_LENGTH } from '@console/contracts';
import { Alert, Descriptions, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useMessage } from '../../../app/message';
import { type RouterInputs, type RouterOutputs, trpc } from '../../../app/trpc';
import { useIdempotentMutation } from '../../../engine';
import { Button, Modal } from '../../../widgets/busy';
import { useConfirm } from '../../../widgets/confirm';
import { schemaRule } from '../../../widgets/form/checks';
import { OrderStatusTag } from '../shared/tags';

type Row = RouterOutputs['order']['verifyFind'];

/** What the dialog says of a code that belongs to another order than the row's. */
export const otherOrderCode = (found: string, row: string) => `该核销码属于订单 ${found}，不是订单 ${row}`;

/**
 * 核销: the buyer shows a 12-digit code; the order it belongs to is looked up and shown, then written off
 * after a confirmation with the amount. Opened from an order's row, the dialog shows that order from the
 * start and takes only a code of that order.
 */
export function VerifyDialog(p: { open: boolean; order: OrderRow | null; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<{ code: string }>();
  const message = useMessage();
  const utils = trpc.useUtils();
  const [confirm, confirmHolder] = useConfirm();
  const [found, setFound] = useState<Row | null>(null);
  const [looking, setLooking] = useState(false);
  const verify = useIdempotentMutation((c, input: RouterInputs['order']['verify'], context) =>
    c.order.verify.mutate(input, { context }),
  );

  const close = () => {
    verify.endAction();
    setFound(null);
    form.resetFields();
    p.onClose();
  };

  // Called by the form once its rules pass (a submit that fails them shows the error and calls nothing).
  const lookUp = async (code: string) => {
    setLooking(true);
    try {
      const order = await utils.order.verifyFind.fetch({ code: code.trim() });
      if (p.order && order.id !== p.order.id) {
        setFound(null);
        form.setFields([{ name: 'code', errors: [otherOrderCode(order.orderNo, p.order.orderNo)] }]);
        return;
      }
      setFound(order);
    } catch {
      // The error policy has shown why (an unknown code, say).
      setFound(null);
    } finally {
      setLooking(false);
    }
  };

  // The row's order stands in the dialog from the start; a looked-up code shows its own.
  const shown: Row | null = found ?? p.order;

  const writeOff = async () => {
    if (!found) return;
    const code = form.getFieldValue('code').trim() as string;
    const ok = await confirm({
      title: '确认核销',
      content: (
        <>
          核销 {found.buyer.name} 的订单「{found.goods.name}」，实付 <strong>{formatYuan(found.paid)}</strong>
          ，核销后订单完成，款项转入可提现余额。
        </>
      ),
      okText: '确认核销',
      onOk: async () => {
        await verify.mutateAsync({ code });
      },
    });
    if (!ok) return;
    void message.success('核销成功');
    p.onDone();
    close();
  };

  return (
    <Modal title="订单核销" open={p.open} onCancel={close} footer={null} destroyOnHidden>
      {confirmHolder}
      <Form form={form} layout="vertical" onFinish={(v) => void lookUp(v.code)} aria-label="核销">
        {/* The field is the input alone (its id and aria-required go there, not on the group); its errors show
            on the outer item. */}
        <Form.Item label="核销码" htmlFor="code" required extra={`请输入买家出示的 ${VERIFY_CODE_LENGTH} 位核销码`}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="code" noStyle rules={[schemaRule(orderCalls.verify.input.shape.code, (v) => v ?? '')]}>
              <Input
                inputMode="numeric"
                maxLength={VERIFY_CODE_LENGTH}
                placeholder="核销码"
                aria-label="核销码"
                onChange={() => setFound(null)}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={looking}>
              查询
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
      {shown ? (
        <>
          <Descriptions
            size="small"
            column={1}
            bordered
            aria-label="待核销订单"
            items={[
              { key: 'no', label: '订单号', children: shown.orderNo },
              { key: 'goods', label: '商品', children: shown.goods.name },
              { key: 'buyer', label: '买家', children: `${shown.buyer.name} ${shown.buyer.phone}` },
              { key: 'paid', label: '实付', children: formatYuan(shown.paid) },
              { key: 'status', label: '状态', children: <OrderStatusTag status={shown.status} /> },
            ]}
          />
          {!found ? (
            <Alert
              style={{ marginTop: 16 }}
              type="info"
              showIcon
              title="请输入买家出示的核销码并查询，确认后核销该订单"
            />
          ) : found.status === 'toVerify' ? (
            <Button type="primary" block style={{ marginTop: 16 }} onClick={() => void writeOff()}>
              核销
            </Button>
          ) : (
            <Alert
              style={{ marginTop: 16 }}
              type="warning"
              showIcon
              title={found.status === 'done' ? '该订单已核销' : '该订单当前不能核销'}
            />
          )}
        </>
      ) : null}
    </Modal>
  );
}
