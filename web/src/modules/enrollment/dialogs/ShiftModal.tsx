import { AutoComplete, Form, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useFormDraft } from '../../../app/drafts';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { Modal } from '../../../widgets/busy';
import { useValidate } from '../../../widgets/form/useValidate';
import { useClueOptions } from '../shared/options';

export type ShiftMode = 'shift' | 'allocate';

interface Values {
  userId: number;
  reason?: string;
}

/**
 * Hands leads to a follow-up user. `shift` moves leads between users with a reason (`shift/insert` for one,
 * `shift/inserts` for several); `allocate` gives leads out, typically from the pool (`allocation`).
 */
export function ShiftModal(props: {
  open: boolean;
  mode: ShiftMode;
  ids: readonly number[];
  /** The current follow-up user of a single lead, left out of the choices. */
  currentUserId?: number | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { open, mode, ids, currentUserId, onClose, onDone } = props;
  const [form] = Form.useForm<Values>();
  const { validate } = useValidate();
  const message = useMessage();
  const utils = trpc.useUtils();
  const { followUsers } = useClueOptions();
  const reasons = trpc.clue.reasons.useQuery(undefined, { enabled: open && mode === 'shift', staleTime: 60_000 });
  const shift = trpc.clue.shift.useMutation();
  const shiftMany = trpc.clue.shiftMany.useMutation();
  const allocate = trpc.clue.allocate.useMutation();
  const pending = shift.isPending || shiftMany.isPending || allocate.isPending;
  const verb = mode === 'shift' ? '转移' : '分配';

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  // A draft per set of leads: the user chosen and the reason typed for handing exactly these leads over.
  const draft = useFormDraft(form, { name: mode, record: ids.join(','), enabled: open, ready: open });

  const submit = async () => {
    const values = await validate(form, ['reason']);
    if (!values) return;
    const { userId, reason } = values;
    const why = reason?.trim() || undefined;
    if (mode === 'allocate') await allocate.mutateAsync({ clewIds: [...ids], userId });
    else if (ids.length === 1) await shift.mutateAsync({ clewId: ids[0] as number, toUserId: userId, reason: why });
    else await shiftMany.mutateAsync({ clewIds: [...ids], toUserId: userId, reason: why });
    await draft.saved();
    message.success(`已${verb} ${ids.length} 条线索`);
    void utils.clue.invalidate();
    onDone();
  };

  return (
    <Modal
      open={open}
      title={`${verb}线索`}
      okText={`确认${verb}`}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={pending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        将所选的 {ids.length} 条线索{verb}给：
      </Typography.Paragraph>
      {draft.notice}
      <Form form={form} layout="vertical" onValuesChange={draft.onValuesChange}>
        <Form.Item name="userId" label="跟进人" rules={[{ required: true, message: '请选择跟进人' }]}>
          <Select
            showSearch
            optionFilterProp="label"
            placeholder="选择跟进人"
            options={followUsers
              .filter((u) => u.id !== currentUserId)
              .map((u) => ({ value: u.id, label: u.phone ? `${u.name}（${u.phone}）` : u.name }))}
          />
        </Form.Item>
        {mode === 'shift' ? (
          <Form.Item name="reason" label="转移原因" rules={[{ max: 100, message: '转移原因不能超过 100 个字' }]}>
            <AutoComplete
              allowClear
              placeholder="选择常用原因或直接输入"
              options={(reasons.data ?? []).map((r) => ({ value: r.name }))}
              filterOption={(input, option) => String(option?.value ?? '').includes(input)}
            />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
