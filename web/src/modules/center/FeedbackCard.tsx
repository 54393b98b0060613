import { App, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useFormDraft } from '../../app/drafts';
import { markFieldErrors } from '../../app/form-errors';
import { type RouterInputs, trpc } from '../../app/trpc';
import { useUnsavedChanges } from '../../shell/unsaved';
import { Button } from '../../widgets/busy';

type Feedback = RouterInputs['home']['feedback'];
const FIELDS = ['content', 'contact'] as const;

/**
 * Suggestions and problems for the provider (`home.feedback`). While something is typed and not sent,
 * leaving the page asks first (the unsaved-changes guard).
 */
export function FeedbackCard({ formName }: { formName: string }) {
  const [form] = Form.useForm<Feedback>();
  const { message } = App.useApp();
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  // Each centre page's card keeps its own draft of the feedback typed and not sent.
  const draft = useFormDraft(form, { name: formName });
  const send = trpc.home.feedback.useMutation({
    meta: { formFields: FIELDS },
    onSuccess: () => {
      form.resetFields();
      void draft.saved();
      setDirty(false);
      void message.success('反馈已提交，感谢您的建议！');
    },
    onError: (error) => markFieldErrors(form, error, FIELDS),
  });
  return (
    <Card title="意见反馈">
      <Typography.Paragraph type="secondary">使用中遇到问题或有好的建议，欢迎告诉我们。</Typography.Paragraph>
      {draft.notice}
      <Form<Feedback>
        form={form}
        layout="vertical"
        // Each centre page keeps its own form (kept-alive tabs), so field ids must differ between them.
        name={formName}
        onValuesChange={(_, all) => {
          setDirty(Boolean(all.content?.trim() || all.contact?.trim()));
          draft.onValuesChange();
        }}
        onFinish={(values) => send.mutate({ content: values.content, contact: values.contact || undefined })}
      >
        <Form.Item
          name="content"
          label="反馈内容"
          rules={[{ required: true, whitespace: true, message: '请输入反馈内容' }]}
        >
          <Input.TextArea rows={5} maxLength={500} showCount placeholder="请描述您遇到的问题或建议" />
        </Form.Item>
        <Form.Item name="contact" label="联系方式（选填）">
          <Input maxLength={50} placeholder="手机号或微信号，方便我们联系您" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={send.isPending} block>
          提交反馈
        </Button>
      </Form>
    </Card>
  );
}
