import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { useFormDraft } from '../../../app/drafts';
import { Modal } from '../../../widgets/busy';
import { useValidate } from '../../../widgets/form/useValidate';

/**
 * Asks for a name (a new or renamed tag or group); resolves through `onSubmit`, which answers whether it was saved
 * (not saved: a conflict the page shows) or throws, and the dialog stays open.
 */
export function NameModal(props: {
  open: boolean;
  title: string;
  label: string;
  /** What is named: its draft is kept apart from other things' ('tag:12', 'group:new'). */
  record: string;
  initial?: string;
  /** The version the name was loaded at, kept with a draft. */
  version?: number;
  maxLength: number;
  onSubmit: (name: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const { open, title, label, record, initial, version, maxLength, onSubmit, onClose } = props;
  const [form] = Form.useForm<{ name: string }>();
  const { validate } = useValidate();
  useEffect(() => {
    if (open) form.setFieldsValue({ name: initial ?? '' });
  }, [open, initial, form]);
  // After the effect above sets the name: a draft is what was typed over it.
  const draft = useFormDraft(form, { name: 'name', record, enabled: open, ready: open, version: () => version });
  return (
    <Modal
      open={open}
      title={title}
      okText="保存"
      destroyOnHidden
      onCancel={onClose}
      onOk={async () => {
        const values = await validate(form, ['name']);
        if (!values) return;
        const { name } = values;
        if (await onSubmit(name.trim()).catch(() => false)) await draft.saved();
      }}
    >
      {draft.notice}
      <Form form={form} layout="vertical" onValuesChange={draft.onValuesChange}>
        <Form.Item name="name" label={label} rules={[{ required: true, whitespace: true, message: `请输入${label}` }]}>
          <Input maxLength={maxLength} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
