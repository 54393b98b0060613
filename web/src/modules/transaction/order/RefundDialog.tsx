import {
  formatYuan,
  labelOf,
  type OrderRow,
  orderCalls,
  PAY_METHODS,
  REFUND_REASONS,
  yuanText,
} from '@console/contracts';
import { AutoComplete, Descriptions, Form, Radio } from 'antd';
import { useEffect } from 'react';
import { useFormDraft } from '../../../app/drafts';
import { useMessage } from '../../../app/message';
import type { RouterInputs, RouterOutputs } from '../../../app/trpc';
import { useIdempotentMutation } from '../../../engine';
import { Modal } from '../../../widgets/busy';
import { useConfirm } from '../../../widgets/confirm';
import { schemaRule } from '../../../widgets/form/checks';
import { useValidate } from '../../../widgets/form/useValidate';
import { MoneyInput } from '../shared/MoneyInput';

type Detail = RouterOutputs['order']['refund'];
interface Values {
  kind: 'all' | 'part';
  amount?: string;
  reason: string;
}

/**
 * 退款: all that is left or a part of it, with a reason; never more than was paid less what went back already.
 * The amount is confirmed before anything moves, and the refund carries one idempotency key per action.
 */
export function RefundDialog(p: { order: OrderRow | null; onClose: () => void; onDone: (o: Detail) => void }) {
  const [form] = Form.useForm<Values>();
  const message = useMessage();
  const [confirm, confirmHolder] = useConfirm();
  const { validate } = useValidate();
  const refund = useIdempotentMutation((c, input: RouterInputs['order']['refund'], context) =>
    c.order.refund.mutate(input, { context }),
  );
  const order = p.order;
  const left = order ? order.paid - order.refunded : 0;
  const kind = Form.useWatch('kind', form);

  useEffect(() => {
    if (order) form.setFieldsValue({ kind: 'all', amount: undefined, reason: undefined });
  }, [order, form]);
  // After the effect above, which empties the form for this order: a draft is the reason and amount typed, per order.
  const draft = useFormDraft(form, {
    name: 'refund',
    record: order?.id,
    enabled: order !== null,
    ready: order !== null,
  });

  const close = () => {
    refund.endAction();
    p.onClose();
  };

  const submit = async () => {
    if (!order) return;
    const v = await validate(form, ['reason']);
    if (!v) return;
    const amount = v.kind === 'all' ? left : (yuanText('退款金额').parse(v.amount ?? '') as number);
    const input = { id: order.id, amount, reason: v.reason.trim(), refundedBefore: order.refunded };
    let done: Detail | undefined;
    const ok = await confirm({
      title: '确认退款',
      content: (
        <>
          将向买家 {order.buyer.name} 退款 <strong>{formatYuan(amount)}</strong>，原路退回（
          {labelOf(PAY_METHODS, order.payMethod)}）。退款后不能撤回。
          <br />
          退款原因：{input.reason}
        </>
      ),
      okText: '确认退款',
      danger: true,
      onOk: async () => {
        done = await refund.mutateAsync(input);
      },
    });
    if (!ok || !done) return;
    await draft.saved();
    void message.success(`已退款 ${formatYuan(amount)}`);
    p.onDone(done);
    close();
  };

  return (
    <Modal
      title="订单退款"
      open={order !== null}
      onCancel={close}
      onOk={() => void submit()}
      okText="退款"
      okButtonProps={{ danger: true }}
      destroyOnHidden
    >
      {confirmHolder}
      {order ? (
        <>
          {draft.notice}
          <Descriptions
            size="small"
            column={1}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'no', label: '订单号', children: order.orderNo },
              { key: 'paid', label: '实付金额', children: formatYuan(order.paid) },
              { key: 'refunded', label: '已退款', children: formatYuan(order.refunded) },
              { key: 'left', label: '可退金额', children: <strong>{formatYuan(left)}</strong> },
            ]}
          />
          <Form
            form={form}
            layout="vertical"
            initialValues={{ kind: 'all' }}
            aria-label="退款"
            onValuesChange={draft.onValuesChange}
          >
            <Form.Item name="kind" label="退款方式">
              <Radio.Group
                options={[
                  { value: 'all', label: `全额退款（${formatYuan(left)}）` },
                  { value: 'part', label: '部分退款' },
                ]}
              />
            </Form.Item>
            {kind === 'part' ? (
              <Form.Item
                name="amount"
                label="退款金额"
                required
                rules={[schemaRule(yuanText('退款金额', { required: true, max: left }))]}
                extra={`最多可退 ${formatYuan(left)}`}
              >
                <MoneyInput aria-label="退款金额" />
              </Form.Item>
            ) : null}
            <Form.Item
              name="reason"
              label="退款原因"
              required
              rules={[schemaRule(orderCalls.refund.input.shape.reason, (v) => v ?? '')]}
            >
              {/*
                Suggestions never replace what was typed by themselves: they narrow to the typed text, none is
                picked without a click on it, and the list opens upwards, never over the dialog's 退款 button.
              */}
              <AutoComplete
                options={REFUND_REASONS.map((r) => ({ value: r }))}
                filterOption={(typed, option) => String(option?.value ?? '').includes(typed.trim())}
                defaultActiveFirstOption={false}
                placement="topLeft"
                placeholder="选择或填写退款原因"
                aria-label="退款原因"
                maxLength={100}
              />
            </Form.Item>
          </Form>
        </>
      ) : null}
    </Modal>
  );
}
