import { f } from '@console/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { schemaRule } from '../widgets/form/checks';
import { FieldControl } from './FieldControl';

function NumberField({ onForm }: { onForm: (form: FormInstance) => void }) {
  const [form] = Form.useForm();
  onForm(form);
  const field = f.number('班级容量', { required: true, min: 1, max: 200 });
  return (
    <Form form={form}>
      <Form.Item name="capacity" label="班级容量" rules={[schemaRule(field.input)]}>
        <FieldControl meta={field.meta} />
      </Form.Item>
    </Form>
  );
}

describe('<FieldControl> of a number', () => {
  it('keeps 1.555 as typed, and the field refuses it with 请输入整数 instead of rounding it to 2', async () => {
    let form: FormInstance | undefined;
    render(<NumberField onForm={(f) => (form = f)} />);
    const box = screen.getByRole('spinbutton');
    fireEvent.change(box, { target: { value: '1.555' } });
    fireEvent.blur(box);
    expect((box as HTMLInputElement).value).toBe('1.555');
    expect(form?.getFieldValue('capacity')).toBe(1.555);
    await act(async () => {
      await form?.validateFields().catch(() => undefined);
    });
    expect(await screen.findByText('班级容量请输入整数')).toBeTruthy();
  });

  it('keeps a value past the limits as typed, and names the limit', async () => {
    let form: FormInstance | undefined;
    render(<NumberField onForm={(f) => (form = f)} />);
    const box = screen.getByRole('spinbutton');
    fireEvent.change(box, { target: { value: '500' } });
    fireEvent.blur(box);
    expect(form?.getFieldValue('capacity')).toBe(500);
    await act(async () => {
      await form?.validateFields().catch(() => undefined);
    });
    expect(await screen.findByText('班级容量不能大于 200')).toBeTruthy();
  });
});
