import { Form, Typography } from 'antd';
import { useEffect } from 'react';
import { useFormDraft } from '../../../app/drafts';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { Modal } from '../../../widgets/busy';
import { useValidate } from '../../../widgets/form/useValidate';
import { useClueOptions } from '../shared/options';
import { TagSelect } from '../shared/TagSelect';

/** Sets the tags of leads (`addTagForClew` sets exactly the chosen tags; none clears them). */
export function TagModal(props: {
  open: boolean;
  ids: readonly number[];
  /** The tags of a single lead, to start from. */
  initial?: readonly number[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { open, ids, initial, onClose, onDone } = props;
  const [form] = Form.useForm<{ tagIds: number[] }>();
  const { validate } = useValidate();
  const message = useMessage();
  const utils = trpc.useUtils();
  const { tagGroups } = useClueOptions();
  const addTag = trpc.clue.addTag.useMutation();

  useEffect(() => {
    if (open) form.setFieldsValue({ tagIds: [...(initial ?? [])] });
  }, [open, initial, form]);
  // After the effect above sets the leads' tags: a draft is the tags picked over them, per set of leads.
  const draft = useFormDraft(form, { name: 'tags', record: ids.join(','), enabled: open, ready: open });

  const submit = async () => {
    const values = await validate(form, []);
    if (!values) return;
    const { tagIds } = values;
    await addTag.mutateAsync({ clewIds: [...ids], tagIds: tagIds ?? [] });
    await draft.saved();
    message.success('标签已更新');
    void utils.clue.invalidate();
    onDone();
  };

  return (
    <Modal
      open={open}
      title="设置标签"
      okText="保存"
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={addTag.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      {ids.length > 1 ? (
        <Typography.Paragraph type="secondary">所选 {ids.length} 条线索的标签将替换为以下标签。</Typography.Paragraph>
      ) : null}
      {draft.notice}
      <Form form={form} layout="vertical" onValuesChange={draft.onValuesChange}>
        <Form.Item name="tagIds" label="标签" rules={[{ type: 'array', max: 20, message: '标签最多 20 个' }]}>
          <TagSelect groups={tagGroups} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
