import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { Modal } from '../../../widgets/busy';
import { useValidate } from '../../../widgets/form/useValidate';

/** Asks for a name (a new or renamed tag or group); resolves through `onSubmit`, which may throw to stay open. */
export function NameModal(props: {
  open: boolean;
  title: string;
  label: string;
  initial?: string;
  maxLength: number;
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
}) {
  const { open, title, label, initial, maxLength, onSubmit, onClose } = props;
  const [form] = Form.useForm<{ name: string }>();
  const { validate } = useValidate();
  useEffect(() => {
    if (open) form.setFieldsValue({ name: initial ?? '' });
  }, [open, initial, form]);
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
        await onSubmit(name.trim()).catch(() => undefined);
      }}
    >
      <Form form={form} layout="vertical">
        <Form.Item name="name" label={label} rules={[{ required: true, whitespace: true, message: `请输入${label}` }]}>
          <Input maxLength={maxLength} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
