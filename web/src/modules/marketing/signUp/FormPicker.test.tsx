import { type FormField, SIGN_UP_EMPTY_FORM } from '@console/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { withProviders } from '../../../test/harness';
import { Button } from '../../../widgets/busy';
import { schemaRule } from '../../../widgets/form/checks';
import { FormPicker, NEW_FORM_PATH, useFormIdSchema } from './FormPicker';

const field = (key: string, label: string, type: FormField['type'], required: boolean, options: string[] = []) => ({
  key,
  label,
  type,
  required,
  options,
});
const FORMS = [
  {
    id: 2,
    title: '试听课预约登记',
    items: [field('fname', '姓名', 'text', true), field('fscore', '满意度', 'radio', false, ['满意', '一般'])],
  },
  { id: 7, title: '草稿表单', items: [] },
];
const answers = {
  'form.list': () => ({ list: FORMS, total: FORMS.length }),
  'form.get': (input: unknown) => FORMS.find((f) => f.id === (input as { id: number }).id),
};

/** The picker in a form field checked as the sign-up form checks it. */
function Picker({ formId }: { formId?: number }) {
  const [form] = Form.useForm();
  const schema = useFormIdSchema();
  return (
    <Form form={form} initialValues={{ formId }}>
      <Form.Item name="formId" label="报名表单" rules={[schemaRule(schema)]}>
        <FormPicker form={form} />
      </Form.Item>
      <Button onClick={() => form.validateFields().catch(() => undefined)}>保存</Button>
    </Form>
  );
}

const setUp = (formId?: number) =>
  render(withProviders(<Picker formId={formId} />, answers, '/marketing/signUp/create').ui);

// The first render of antd's table in jsdom is slow on a shared machine; the limit only guards a hang.
describe('<FormPicker>', { timeout: 30_000 }, () => {
  it('asks for a form when none is chosen, and links to the form builder in a new tab', async () => {
    setUp();
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请选择报名表单')).toBeTruthy();
    const link = screen.getByRole('link', { name: /新建表单/ });
    expect(link.getAttribute('href')).toBe(NEW_FORM_PATH);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('previews the chosen form’s fields: name, type with its options, required or not', async () => {
    setUp(2);
    const preview = await screen.findByRole('region', { name: '报名字段预览' });
    const rows = await within(preview).findAllByRole('row');
    expect(rows.slice(1).map((r) => r.textContent)).toEqual(['姓名文本必填', '满意度单选（满意、一般）选填']);
  });

  it('refuses a form with no fields once it has loaded', async () => {
    setUp(7);
    expect(await screen.findByText(SIGN_UP_EMPTY_FORM)).toBeTruthy();
    expect(screen.queryByRole('region', { name: '报名字段预览' })).toBeNull();
  });
});
