import { PlusOutlined } from '@ant-design/icons';
import { type AnswerValue, answerError, CHOICE_TYPES, type FormField } from '@console/contracts';
import { Checkbox, DatePicker, Flex, Form, Image, Input, Radio, TimePicker, Typography, theme } from 'antd';
import { useState } from 'react';
import { Button } from '../busy';
import { Heading } from '../Heading';
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

/** A preview control's value as an answer: a picked day or time as the text the upstream stores. */
export function toAnswer(field: FormField, v: unknown): AnswerValue | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'string' || Array.isArray(v)) return v as AnswerValue;
  if (typeof v === 'object' && 'format' in v && typeof v.format === 'function')
    return String(v.format(field.type === 'date' ? 'YYYY-MM-DD' : 'HH:mm'));
  return String(v);
}

/** The control of a field; the value and onChange the preview's form item hands it go on to the antd control. */
function Control({ field, id, ...bound }: { field: FormField; id: string; value?: unknown; onChange?: unknown }) {
  const common = { id, placeholder: placeholderOf(field), ...(bound as object) };
  switch (field.type) {
    case 'date':
      return <DatePicker {...common} style={{ width: '100%' }} />;
    case 'time':
      return <TimePicker {...common} format="HH:mm" style={{ width: '100%' }} />;
    case 'radio':
      return (
        <Radio.Group aria-label={field.label} {...(bound as object)}>
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
    case 'checkbox': {
      // A group of boxes is a plain group: aria-required (the form item's) is not allowed on it.
      const { 'aria-required': _required, ...groupBound } = bound as Record<string, unknown>;
      return (
        <Checkbox.Group role="group" aria-label={field.label} {...groupBound}>
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
    }
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
 * name, the line about it, every field in order with its required mark, the notice and the button. It can be
 * tried: the button checks the answers with the upstream's own rules (the phone rule, the ID checksum…).
 */
export function PhonePreview({ values }: { values: PreviewValues }) {
  const { token } = theme.useToken();
  const fields = (Array.isArray(values.items) ? values.items : []) as FormField[];
  const cover = text(values.cover);
  const rules = text(values.rules);
  const [trial] = Form.useForm();
  const [passed, setPassed] = useState(false);
  const check = () =>
    trial.validateFields().then(
      () => setPassed(true),
      () => setPassed(false),
    );
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
            <Heading look={5} style={{ marginTop: 0 }}>
              {text(values.title) || '表单名称'}
            </Heading>
            {text(values.description) ? (
              <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
                {text(values.description)}
              </Typography.Paragraph>
            ) : null}
            <Form
              form={trial}
              layout="vertical"
              component="div"
              requiredMark
              size="middle"
              onValuesChange={() => setPassed(false)}
            >
              {fields.map((field, i) => (
                <Form.Item
                  key={field.key}
                  name={field.key}
                  rules={[
                    {
                      validator: (_, v) => {
                        const message = answerError(field, toAnswer(field, v));
                        return message ? Promise.reject(new Error(message)) : Promise.resolve();
                      },
                    },
                  ]}
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
            <Button type="primary" block onClick={check}>
              {text(values.submitText) || '提交'}
            </Button>
            <Typography.Text type="success" role="status" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
              {passed ? '填写无误（预览中不会提交）' : ''}
            </Typography.Text>
          </div>
        </div>
      </div>
    </section>
  );
}
