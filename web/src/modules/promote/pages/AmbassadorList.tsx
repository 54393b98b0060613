import { promoter } from '@console/contracts';
import { Form } from 'antd';
import { useState } from 'react';
import { useFormDraft } from '../../../app/drafts';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { ResourceList, ResourceSelect, type Row } from '../../../engine';
import { useCan } from '../../../session/gate/useCan';
import { Button, Modal, Popconfirm } from '../../../widgets/busy';

/** 修改上级: another promoter who still promotes; the upstream refuses the promoter themself and those below. */
function ParentDialog({ row, onClose }: { row: Row<'promoter'>; onClose: () => void }) {
  const [form] = Form.useForm<{ parentId: number | null }>();
  const message = useMessage();
  const utils = trpc.useUtils();
  const setParent = trpc.promoter.setParent.useMutation({ meta: { formFields: ['parentId'] } });
  // Mounted only while open: the parent picked for this promoter, kept until it is saved.
  const draft = useFormDraft(form, { name: 'parent', record: row.id });
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values?.parentId) return;
    const done = await setParent.mutateAsync({ id: row.id, parentId: values.parentId }).then(
      () => true,
      () => false,
    );
    if (!done) return;
    await draft.saved();
    void message.success('上级推广人已修改');
    void utils.promoter.invalidate();
    onClose();
  };
  return (
    <Modal
      open
      title={`修改上级推广人：${row.name}`}
      okText="确定"
      cancelText="取消"
      confirmLoading={setParent.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {draft.notice}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ parentId: row.parentId > 0 ? row.parentId : null }}
        onValuesChange={draft.onValuesChange}
      >
        <Form.Item
          label="上级推广人"
          name="parentId"
          rules={[{ required: true, message: '请选择上级推广人' }]}
          extra="上级推广人获得二级佣金；只能选择有推广资格的推广大使"
        >
          <ResourceSelect
            resource={promoter}
            label={(p) => `${p.name}（${p.phone}）`}
            query={{ qualified: '1' }}
            disabled={(p) => p.id === row.id}
            placeholder="输入姓名或手机号搜索"
            aria-label="上级推广人"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ParentActions(p: { row: Row<'promoter'>; onEdit: () => void; onCommission: () => void }) {
  const { row, onEdit } = p;
  const message = useMessage();
  const utils = trpc.useUtils();
  const clear = trpc.promoter.clearParent.useMutation();
  // 修改推广员上级 is a button code of its own (issue 29).
  const mayMove = useCan('promoter.setParent', 'promoter.clearParent');
  return (
    <>
      <Button type="link" size="small" onClick={p.onCommission}>
        佣金
      </Button>
      {mayMove ? (
        <Button type="link" size="small" onClick={onEdit}>
          修改上级
        </Button>
      ) : null}
      {mayMove && row.parentId > 0 ? (
        <Popconfirm
          title={`清除${row.name}的上级推广人？`}
          description="清除后其下单用户产生的二级佣金不再归原上级"
          okText="清除"
          cancelText="取消"
          onConfirm={async () => {
            const done = await clear.mutateAsync({ id: row.id }).then(
              () => true,
              () => false,
            );
            if (!done) return;
            void message.success('已清除上级推广人');
            await utils.promoter.invalidate();
          }}
        >
          <Button type="link" size="small" danger loading={clear.isPending}>
            清除上级
          </Button>
        </Popconfirm>
      ) : null}
    </>
  );
}

/**
 * 推广大使: each promoter's figures (people brought, their orders, commission earned: 已提现 + 未提现 + 冻结佣金 +
 * 提现中 — the withdrawals themselves are the money module's 用户提现), the qualification switch and the parent
 * promoter.
 */
export function AmbassadorList({ onCommission }: { onCommission: (row: Row<'promoter'>) => void }) {
  // The dialog lives beside the table, so a table that draws its rows again keeps it open.
  const [editing, setEditing] = useState<Row<'promoter'> | null>(null);
  return (
    <>
      <ResourceList
        resource={promoter}
        title="推广大使"
        // Names are a few characters: narrower than a text column's default, so the five money columns fit.
        columns={{ name: { width: 110 }, parentName: { width: 110, render: (v: string) => v || '—' } }}
        rowActions={(row) => (
          <ParentActions row={row} onEdit={() => setEditing(row)} onCommission={() => onCommission(row)} />
        )}
        actionsWidth={220}
        // The money columns give way last: together they reconcile (累计佣金 = the four after it).
        priorities={{
          qualified: 6,
          commission: 5,
          withdrawn: 5,
          unwithdrawn: 5,
          frozen: 5,
          withdrawing: 5,
          parentName: 4,
          memberCount: 2,
          orderAmount: 2,
        }}
      />
      {editing ? <ParentDialog row={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
