import { PlusOutlined } from '@ant-design/icons';
import { CHOICE_TYPES, type FormField } from '@console/contracts';
import { Button, Checkbox, DatePicker, Flex, Form, Image, Input, Radio, TimePicker, Typography, theme } from 'antd';
import { placeholderOf } from './model';

/** What the preview shows of a form: the builder's current values. */
export interface PreviewValues {
  title?: unknown;
  cover?: unknown;
  description?: unknown;
  items?: unknown;
  submitText?: unknown;
  rules?: unknown;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

function Control({ field, id }: { field: FormField; id: string }) {
  const common = { id, placeholder: placeholderOf(field) };
  switch (field.type) {
    case 'date':
      return <DatePicker {...common} style={{ width: '100%' }} />;
    case 'time':
      return <TimePicker {...common} format="HH:mm" style={{ width: '100%' }} />;
    case 'radio':
      return (
        <Radio.Group aria-label={field.label}>
          <Flex vertical gap={4}>
            {field.options.map((o, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: options may repeat while being typed
              <Radio key={i} value={o}>
                {o}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      );
    case 'checkbox':
      return (
        <Checkbox.Group aria-label={field.label}>
          <Flex vertical gap={4}>
            {field.options.map((o, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: options may repeat while being typed
              <Checkbox key={i} value={o}>
                {o}
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
      );
    case 'image':
      return (
        <Button id={id} icon={<PlusOutlined />} style={{ width: 80, height: 80, borderStyle: 'dashed' }}>
          上传
        </Button>
      );
    case 'number':
      return <Input {...common} inputMode="decimal" />;
    case 'phone':
      return <Input {...common} inputMode="tel" />;
    case 'email':
      return <Input {...common} inputMode="email" />;
    default:
      return <Input {...common} />;
  }
}

/**
 * The form as a person sees it on a phone, in a phone frame, following the builder as it changes: cover,
 * name, the line about it, every field in order with its required mark, the notice and the button.
 */
export function PhonePreview({ values }: { values: PreviewValues }) {
  const { token } = theme.useToken();
  const fields = (Array.isArray(values.items) ? values.items : []) as FormField[];
  const cover = text(values.cover);
  const rules = text(values.rules);
  return (
    <section aria-label="手机预览">
      <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'center', marginBottom: 8 }}>
        手机预览
      </Typography.Text>
      <div
        data-testid="phone-preview"
        style={{
          width: 300,
          margin: '0 auto',
          padding: '28px 10px',
          borderRadius: 36,
          border: `10px solid ${token.colorTextBase}`,
          background: token.colorBgContainer,
          boxShadow: token.boxShadowSecondary,
        }}
      >
        <div style={{ height: 'min(560px, calc(100vh - 260px))', overflowY: 'auto', borderRadius: 8 }}>
          {cover ? (
            <Image src={cover} alt="表单封面" preview={false} width="100%" style={{ objectFit: 'cover' }} />
          ) : null}
          <div style={{ padding: 12 }}>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {text(values.title) || '表单名称'}
            </Typography.Title>
            {text(values.description) ? (
              <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
                {text(values.description)}
              </Typography.Paragraph>
            ) : null}
            <Form layout="vertical" component="div" requiredMark size="middle">
              {fields.map((field, i) => (
                <Form.Item
                  key={field.key}
                  label={field.label || `第 ${i + 1} 个字段`}
                  required={field.required}
                  // A group of choices is named by its own label; a box is tied to its label.
                  htmlFor={CHOICE_TYPES.has(field.type) ? undefined : `preview-${field.key}`}
                  style={{ marginBottom: 12 }}
                >
                  <Control field={field} id={`preview-${field.key}`} />
                </Form.Item>
              ))}
            </Form>
            {rules ? (
              <Typography.Paragraph type="secondary" style={{ fontSize: 12, whiteSpace: 'pre-line' }}>
                {rules}
              </Typography.Paragraph>
            ) : null}
            <Button type="primary" block>
              {text(values.submitText) || '提交'}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
