import { formatYuan, WITHDRAW_RULE, withdrawApplyInput, withdrawFee, yuanText, yuanToFen } from '@console/contracts';
import { Descriptions, Form, Typography } from 'antd';
import { useFormDraft } from '../../../app/drafts';
import { useMessage } from '../../../app/message';
import type { RouterInputs } from '../../../app/trpc';
import { useIdempotentMutation } from '../../../engine';
import { Button, Modal } from '../../../widgets/busy';
import { useConfirm } from '../../../widgets/confirm';
import { schemaRule } from '../../../widgets/form/checks';
import { useValidate } from '../../../widgets/form/useValidate';
import { MoneyInput } from '../shared/MoneyInput';

export const RULE_TEXT = `最低提现 ${formatYuan(WITHDRAW_RULE.minFen)}，手续费 ${WITHDRAW_RULE.feeBasisPoints / 100}%（最低 ${formatYuan(WITHDRAW_RULE.minFeeFen)}），每天最多 ${WITHDRAW_RULE.perDay} 次，1–3 个工作日到账`;

/**
 * 申请提现: an amount of the available balance; the fee and what arrives are shown as it is typed and again
 * in the confirmation, and the request carries one idempotency key per action.
 */
export function WithdrawDialog(p: {
  open: boolean;
  available: number;
  account: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<{ amount: string }>();
  const message = useMessage();
  const { validate } = useValidate();
  const [confirm, confirmHolder] = useConfirm();
  const apply = useIdempotentMutation((c, input: RouterInputs['withdraw']['apply'], context) =>
    c.withdraw.apply.mutate(input, { context }),
  );
  const typed = yuanToFen(Form.useWatch('amount', form) ?? '');
  const amountRule = schemaRule(
    yuanText('提现金额', { required: true, max: p.available }).pipe(withdrawApplyInput.shape.amount),
    (v) => v ?? '',
  );
  const draft = useFormDraft(form, { name: 'withdraw', enabled: p.open, ready: p.open });
  const close = () => {
    apply.endAction();
    form.resetFields();
    p.onClose();
  };
  const submit = async () => {
    const v = await validate(form, []);
    if (!v) return;
    const fen = yuanToFen(v.amount) as number;
    const fee = withdrawFee(fen);
    const ok = await confirm({
      title: '确认提现',
      content: (
        <>
          提现 <strong>{formatYuan(fen)}</strong>，手续费 {formatYuan(fee)}，实际到账{' '}
          <strong>{formatYuan(fen - fee)}</strong>
          ，将转入 {p.account}。
        </>
      ),
      okText: '确认提现',
      onOk: async () => {
        await apply.mutateAsync({ amount: fen });
      },
    });
    if (!ok) return;
    await draft.saved();
    void message.success('提现申请已提交');
    p.onDone();
    close();
  };
  return (
    <Modal title="申请提现" open={p.open} onCancel={close} onOk={() => void submit()} okText="提现" destroyOnHidden>
      {confirmHolder}
      <Typography.Paragraph type="secondary">{RULE_TEXT}</Typography.Paragraph>
      {draft.notice}
      <Form form={form} layout="vertical" aria-label="申请提现" onValuesChange={draft.onValuesChange}>
        <Form.Item
          name="amount"
          label="提现金额"
          required
          rules={[amountRule]}
          extra={
            <>
              可提现余额 {formatYuan(p.available)}{' '}
              <Button
                type="link"
                size="small"
                onClick={() => {
                  form.setFieldsValue({ amount: formatYuan(p.available).replace(/[¥,]/g, '') });
                  draft.onValuesChange();
                }}
              >
                全部提现
              </Button>
            </>
          }
        >
          <MoneyInput aria-label="提现金额" />
        </Form.Item>
      </Form>
      <Descriptions
        size="small"
        column={1}
        aria-label="到账计算"
        items={[
          { key: 'fee', label: '手续费', children: typed ? formatYuan(withdrawFee(typed)) : '—' },
          {
            key: 'received',
            label: '实际到账',
            children: typed ? <strong>{formatYuan(Math.max(0, typed - withdrawFee(typed)))}</strong> : '—',
          },
          { key: 'account', label: '到账账户', children: p.account },
        ]}
      />
    </Modal>
  );
}
