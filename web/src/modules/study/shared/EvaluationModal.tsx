import { SCORES, studyEvaluation } from '@console/contracts';
import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { useFormDraft } from '../../../app/drafts';
import { markFieldErrors } from '../../../app/form-errors';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { useInvalidate } from '../../../engine';
import { FieldControl } from '../../../engine/FieldControl';
import { Modal } from '../../../widgets/busy';
import { schemaRule } from '../../../widgets/form/checks';
import { useCheckedForm } from './checked';
import { StudentSelect } from './pickers';
import { ScoreRate } from './ScoreRate';

interface Values {
  studentId?: number;
  score: number;
  content?: string;
  images: string[];
}

const fields = studyEvaluation.fields;
const FIELDS = ['studentId', 'score', 'content', 'images'];

/** 写点评: a teacher's evaluation of a student, of a lesson when one is given, with photos. */
export function EvaluationModal(props: {
  open: boolean;
  studentId?: number;
  lessonId?: number;
  title: string;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const message = useMessage();
  const save = trpc.studyEvaluation.save.useMutation({ meta: { formFields: FIELDS } });
  const invalidate = useInvalidate(studyEvaluation);
  const validate = useCheckedForm(form, { content: 'textarea' });
  useEffect(() => {
    if (!props.open) return;
    form.resetFields();
    form.setFieldsValue({ studentId: props.studentId, score: 5, images: [] });
  }, [props.open, props.studentId, form]);
  // After the effect above, which starts the form for the student (and lesson) it was opened for.
  const draft = useFormDraft(form, {
    name: 'evaluation',
    record: props.studentId === undefined ? 'new' : `${props.studentId}-${props.lessonId ?? ''}`,
    enabled: props.open,
    ready: props.open,
  });

  return (
    <Modal
      open={props.open}
      title={props.title}
      okText="发布点评"
      confirmLoading={save.isPending}
      onCancel={props.onClose}
      destroyOnHidden
      onOk={async () => {
        const values = await validate();
        if (!values?.studentId) return;
        try {
          await save.mutateAsync({
            studentId: values.studentId,
            lessonId: props.lessonId ?? null,
            score: values.score as 1 | 2 | 3 | 4 | 5,
            content: values.content ?? '',
            images: values.images ?? [],
          });
        } catch (err) {
          markFieldErrors(form, err, FIELDS);
          return;
        }
        await draft.saved();
        void message.success('点评已发布，家长可在小程序查看');
        await invalidate();
        props.onClose();
      }}
    >
      {draft.notice}
      <Form form={form} layout="vertical" onValuesChange={draft.onValuesChange}>
        <Form.Item
          name="studentId"
          label="学员"
          required
          rules={[schemaRule(fields.studentId.input)]}
          hidden={props.studentId !== undefined}
        >
          <StudentSelect aria-label="学员" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="score" label="课堂表现" required>
          <ScoreRate tooltips={[...SCORES].reverse().map((s) => s.label)} />
        </Form.Item>
        <Form.Item name="content" label="评价内容" required rules={[schemaRule(fields.content.input)]}>
          <Input.TextArea rows={4} maxLength={500} showCount placeholder="今天的课堂表现、进步和需要注意的地方" />
        </Form.Item>
        <Form.Item name="images" label="图片" rules={[schemaRule(fields.images.input)]}>
          <FieldControl meta={fields.images.meta} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
