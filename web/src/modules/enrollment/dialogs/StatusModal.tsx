import { Radio, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useMessage } from '../../../app/message';
import type { RouterInputs } from '../../../app/trpc';
import { trpc } from '../../../app/trpc';
import { Modal } from '../../../widgets/busy';
import { STATUS_OPTIONS } from '../shared/options';

type Status = RouterInputs['clue']['changeStatus']['status'];

/** Changes the status of one or many leads (`changeStatus`). */
export function StatusModal(props: { open: boolean; ids: readonly number[]; onClose: () => void; onDone: () => void }) {
  const { open, ids, onClose, onDone } = props;
  const [status, setStatus] = useState<Status | undefined>();
  const message = useMessage();
  const utils = trpc.useUtils();
  const change = trpc.clue.changeStatus.useMutation();

  useEffect(() => {
    if (open) setStatus(undefined);
  }, [open]);

  const submit = async () => {
    if (status === undefined) {
      message.warning('请选择状态');
      return;
    }
    await change.mutateAsync({ clewIds: [...ids], status });
    message.success(`已修改 ${ids.length} 条线索的状态`);
    void utils.clue.invalidate();
    onDone();
  };

  return (
    <Modal
      open={open}
      title="修改状态"
      okText="保存"
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={change.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">将所选的 {ids.length} 条线索改为：</Typography.Paragraph>
      <Radio.Group
        value={status}
        onChange={(e) => setStatus(e.target.value as Status)}
        options={STATUS_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
      />
    </Modal>
  );
}
