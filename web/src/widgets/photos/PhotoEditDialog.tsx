import { LIMITS, MSG_EXTRA } from '@console/contracts';
import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { useFormDraft } from '../../app/drafts';
import { Modal } from '../busy';
import { CategorySelect } from '../category/CategorySelect';
import { NumberInput } from '../form/NumberInput';
import { useValidate } from '../form/useValidate';

export interface PhotoDraft {
  name: string;
  categoryId: number;
  sort: number;
}

export interface PhotoEditDialogProps {
  open: boolean;
  /** '照片' or '作品'. */
  itemName: string;
  contentType: string;
  /** The item edited, whose values `initial` are: what was typed is kept as a draft of it until saved. */
  record?: number;
  initial: PhotoDraft | null;
  saving: boolean;
  /** Saves the values; rejects when the save was refused (the error policy has said why, the dialog stays). */
  onSave: (draft: PhotoDraft) => Promise<void>;
  onClose: () => void;
}

/** The grid's edit dialog: name (at most 20 characters), category and sort. */
export function PhotoEditDialog(p: PhotoEditDialogProps) {
  const [form] = Form.useForm<PhotoDraft>();
  const { validate } = useValidate();
  useEffect(() => {
    if (p.open && p.initial) form.setFieldsValue(p.initial);
  }, [p.open, p.initial, form]);
  // After the effect above, which fills the item's values: the local draft is what was typed over them.
  const kept = useFormDraft(form, { name: 'photo', record: p.record, enabled: p.open, ready: p.open });
  return (
    <Modal
      open={p.open}
      title={`编辑${p.itemName}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={p.saving}
      onCancel={p.onClose}
      onOk={async () => {
        const values = await validate(form, ['name']);
        if (!values) return;
        const saved = await p.onSave(values).then(
          () => true,
          () => false,
        );
        if (!saved) return;
        await kept.saved();
        p.onClose();
      }}
      destroyOnHidden
    >
      {kept.notice}
      <Form form={form} layout="vertical" preserve={false} onValuesChange={kept.onValuesChange}>
        <Form.Item
          name="name"
          label={`${p.itemName}名称`}
          rules={[
            { required: true, whitespace: true, message: `请输入${p.itemName}名称` },
            { max: LIMITS.photoNameMax, message: `${p.itemName}名称不能超过 ${LIMITS.photoNameMax} 个字` },
          ]}
        >
          <Input maxLength={LIMITS.photoNameMax} showCount placeholder={`请输入${p.itemName}名称`} />
        </Form.Item>
        <Form.Item name="categoryId" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
          <CategorySelect contentType={p.contentType} />
        </Form.Item>
        <Form.Item name="sort" label="排序" rules={[{ type: 'integer', min: 0, message: MSG_EXTRA.badInput }]}>
          <NumberInput />
        </Form.Item>
      </Form>
    </Modal>
  );
}
