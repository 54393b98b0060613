import {
  APPLY_STATUSES,
  type ApplyStatus,
  promoterApply,
  REJECT_REASON_MAX,
  rejectReasonSchema,
} from '@console/contracts';
import { Form, Input, Tag } from 'antd';
import { useState } from 'react';
import { useFormDraft } from '../../../app/drafts';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { ResourceList, type Row } from '../../../engine';
import { useCan } from '../../../session/gate/useCan';
import { Button, Modal } from '../../../widgets/busy';
import { schemaRule } from '../../../widgets/form/checks';
import { useValidate } from '../../../widgets/form/useValidate';

const COLORS: Record<ApplyStatus, string> = { pending: 'gold', approved: 'green', rejected: 'red' };
const labelOf = (s: ApplyStatus) => APPLY_STATUSES.find((o) => o.value === s)?.label ?? s;

/** 不通过: the reason the applicant reads, required and checked like every text a person sends. */
function RejectDialog({ row, onClose }: { row: Row<'promoterApply'>; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const { validate } = useValidate();
  const message = useMessage();
  const utils = trpc.useUtils();
  const reject = trpc.promoterApply.reject.useMutation({ meta: { formFields: ['reason'] } });
  // Mounted only while open: the reason typed for this application, kept until it is sent.
  const draft = useFormDraft(form, { name: 'reject', record: row.id });
  const submit = async () => {
    const values = await validate(form, ['reason']);
    if (!values) return;
    const done = await reject.mutateAsync({ id: row.id, reason: values.reason }).then(
      () => true,
      () => false,
    );
    if (!done) return;
    await draft.saved();
    void message.success('已驳回该申请');
    void utils.promoterApply.invalidate();
    onClose();
  };
  return (
    <Modal
      open
      title={`不通过：${row.name}`}
      okText="确定"
      cancelText="取消"
      confirmLoading={reject.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {draft.notice}
      <Form form={form} layout="vertical" onValuesChange={draft.onValuesChange}>
        <Form.Item label="不通过原因" name="reason" required rules={[schemaRule(rejectReasonSchema, (v) => v ?? '')]}>
          <Input.TextArea
            rows={3}
            maxLength={REJECT_REASON_MAX}
            showCount
            placeholder="申请人会在招募页面看到这段说明"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ReviewButtons({ row, onReject }: { row: Row<'promoterApply'>; onReject: () => void }) {
  const message = useMessage();
  const utils = trpc.useUtils();
  const approve = trpc.promoterApply.approve.useMutation();
  // 审核推广员 is a button code of its own (issue 29).
  const mayReview = useCan('promoterApply.approve', 'promoterApply.reject');
  if (!mayReview || row.status !== 'pending') return null;
  return (
    <>
      <Button
        type="link"
        size="small"
        loading={approve.isPending}
        onClick={async () => {
          const done = await approve.mutateAsync({ id: row.id }).then(
            () => true,
            () => false,
          );
          if (!done) return;
          void message.success(`已通过，${row.name}成为推广大使`);
          await Promise.all([utils.promoterApply.invalidate(), utils.promoter.invalidate()]);
        }}
      >
        通过
      </Button>
      <Button type="link" size="small" danger onClick={onReject}>
        不通过
      </Button>
    </>
  );
}

/** 推广申请: people asking to promote; a pending one is approved, or refused with a reason. */
export function ApplyList() {
  // The dialog lives beside the table, so a table that draws its rows again keeps it open.
  const [rejecting, setRejecting] = useState<Row<'promoterApply'> | null>(null);
  return (
    <>
      <ResourceList
        resource={promoterApply}
        title="推广申请"
        columns={{
          status: { render: (_: unknown, r) => <Tag color={COLORS[r.status]}>{labelOf(r.status)}</Tag> },
          rejectReason: { render: (v: string) => v || '—' },
          reviewTime: { render: (v: string) => v || '—' },
          updateDate: false,
        }}
        extraColumns={[{ key: 'createTime', dataIndex: 'createTime', title: '申请时间', width: 170 }]}
        rowActions={(row) => <ReviewButtons row={row} onReject={() => setRejecting(row)} />}
        actionsWidth={130}
      />
      {rejecting ? <RejectDialog row={rejecting} onClose={() => setRejecting(null)} /> : null}
    </>
  );
}
