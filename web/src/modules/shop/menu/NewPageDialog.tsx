import { DECOR_PAGE_TEMPLATES, shopPage } from '@console/contracts';
import { Form, Input, Radio } from 'antd';
import { useFormDraft } from '../../../app/drafts';
import { useMessage } from '../../../app/message';
import { type RouterInputs, trpc } from '../../../app/trpc';
import { Modal } from '../../../widgets/busy';
import { schemaRule } from '../../../widgets/form/checks';
import { useValidate } from '../../../widgets/form/useValidate';

type Values = RouterInputs['shopDesign']['create'];

/** 新建页面: a name and the template it starts from; the new page is a draft until it is published. */
export function NewPageDialog(p: { open: boolean; onClose: () => void; onCreated: () => void }) {
  const [form] = Form.useForm<Values>();
  const message = useMessage();
  const { validate } = useValidate();
  const create = trpc.shopDesign.create.useMutation({ meta: { formFields: ['name'] } });
  const draft = useFormDraft(form, { name: 'new-page', enabled: p.open, ready: p.open });
  const submit = async () => {
    const values = await validate(form, ['name']);
    if (!values) return;
    const page = await create.mutateAsync(values).catch(() => null);
    if (!page) return;
    void message.success(`页面「${page.name}」已创建`);
    form.resetFields();
    await draft.saved();
    p.onCreated();
  };
  return (
    <Modal
      open={p.open}
      title="新建页面"
      okText="创建"
      confirmLoading={create.isPending}
      onOk={() => void submit()}
      onCancel={p.onClose}
      destroyOnHidden
    >
      {draft.notice}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ template: 'home' }}
        preserve={false}
        onValuesChange={draft.onValuesChange}
      >
        <Form.Item name="name" label="页面名称" required rules={[schemaRule(shopPage.fields.name.input)]}>
          <Input placeholder="如：暑期招生" />
        </Form.Item>
        <Form.Item name="template" label="页面模板" required>
          <Radio.Group
            optionType="button"
            options={DECOR_PAGE_TEMPLATES.map((t) => ({ value: t.value, label: t.label }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
