import type { FormField } from '@console/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Form } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormFieldsEditor } from './FormFieldsEditor';
import { PhonePreview } from './PhonePreview';

const start: FormField[] = [
  { key: 'f1', label: '姓名', type: 'text', required: true, options: [] },
  { key: 'f2', label: '手机号', type: 'phone', required: false, options: [] },
];

/** The editor in a form item, with the preview following it, as the builder page has them. */
function Builder() {
  const [fields, setFields] = useState(start);
  return (
    <>
      <Form>
        <Form.Item label="表单字段">
          <FormFieldsEditor value={fields} onChange={setFields} />
        </Form.Item>
      </Form>
      <PhonePreview values={{ title: '试听报名', items: fields, submitText: '立即预约' }} />
    </>
  );
}

const add = (type: string) =>
  fireEvent.click(
    within(screen.getByRole('group', { name: '添加字段' })).getByRole('button', { name: new RegExp(type) }),
  );
const previewLabels = () =>
  [...screen.getByTestId('phone-preview').querySelectorAll('.ant-form-item-label label')].map((l) => l.textContent);

describe('<FormFieldsEditor> with <PhonePreview> (dragging, which needs layout, is walked in the browser)', {
  // The first render of antd in jsdom is slow on a shared machine; the limit only guards a hang.
  timeout: 60_000,
}, () => {
  it('adds a field by its type, with a free name and two options for a choice, shown in the preview', () => {
    render(<Builder />);
    expect(previewLabels()).toEqual(['姓名', '手机号']);
    add('单选');
    expect(previewLabels()).toEqual(['姓名', '手机号', '单选']);
    expect(screen.getByRole('radiogroup', { name: '单选' }).textContent).toContain('选项1');
    add('手机号');
    expect(previewLabels()).toEqual(['姓名', '手机号', '单选', '手机号2']);
    expect(screen.getByText('立即预约')).toBeTruthy();
  });

  it('renames, marks required and removes a field', () => {
    render(<Builder />);
    fireEvent.change(screen.getByRole('textbox', { name: '字段名称 2' }), { target: { value: '家长电话' } });
    fireEvent.click(screen.getByRole('switch', { name: '必填 2' }));
    expect(previewLabels()).toEqual(['姓名', '家长电话']);
    const phone = screen.getByTestId('phone-preview').querySelectorAll('.ant-form-item-required');
    expect(phone).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '删除字段 1' }));
    expect(previewLabels()).toEqual(['家长电话']);
  });

  it('tries the form in the preview with the upstream rules: the phone rule, then a pass', async () => {
    render(<Builder />);
    const preview = within(screen.getByTestId('phone-preview'));
    fireEvent.change(preview.getByRole('textbox', { name: '姓名' }), { target: { value: '王小明' } });
    fireEvent.change(preview.getByRole('textbox', { name: '手机号' }), { target: { value: '12345' } });
    fireEvent.click(preview.getByRole('button', { name: /立即预约/ }));
    expect(await preview.findByText('您输入的手机号有误')).toBeTruthy();
    fireEvent.change(preview.getByRole('textbox', { name: '手机号' }), { target: { value: '13812345678' } });
    fireEvent.click(preview.getByRole('button', { name: /立即预约/ }));
    expect(await preview.findByText('填写无误（预览中不会提交）')).toBeTruthy();
  });
});
