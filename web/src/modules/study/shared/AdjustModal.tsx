import { ADJUST_KINDS, type AdjustKind, adjustInput, yuanText } from '@console/contracts';
import { Form, Input, Radio, Typography } from 'antd';
import { useEffect } from 'react';
import { useFormDraft } from '../../../app/drafts';
import { markFieldErrors } from '../../../app/form-errors';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { Modal } from '../../../widgets/busy';
import { schemaRule, scrollToFirstError } from '../../../widgets/form/checks';
import { NumberInput } from '../../../widgets/form/NumberInput';
import { useCheckedForm } from './checked';
import { CourseSelect, StudentSelect } from './pickers';

interface Values {
  studentId?: number;
  courseId?: number;
  kind: AdjustKind;
  lessons?: number;
  amount?: string;
  reason?: string;
}

const shape = adjustInput.shape;
const FIELDS = ['studentId', 'courseId', 'kind', 'lessons', 'amount', 'reason'];
const HELP: Record<AdjustKind, string> = {
  buy: '学员续费购买的课时，金额计入剩余学费',
  give: '赠送的课时不计学费',
  correct: '正数补回课时，负数扣减课时；扣减按剩余学费折算',
};

/** 调整课时: a purchase, a gift or a correction of one student's course, always with a reason for the log. */
export function AdjustModal(props: {
  open: boolean;
  studentId?: number;
  courseId?: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const message = useMessage();
  const adjust = trpc.studyBalance.adjust.useMutation({ meta: { formFields: FIELDS } });
  const validate = useCheckedForm(form, { reason: 'textarea' });
  const kind = Form.useWatch('kind', form) ?? 'buy';

  useEffect(() => {
    if (!props.open) return;
    form.resetFields();
    form.setFieldsValue({ studentId: props.studentId, courseId: props.courseId, kind: 'buy' });
  }, [props.open, props.studentId, props.courseId, form]);
  // After the effect above, which starts the form for the student and course it was opened for.
  const draft = useFormDraft(form, {
    name: 'adjust',
    record: props.studentId === undefined ? 'new' : `${props.studentId}-${props.courseId ?? ''}`,
    enabled: props.open,
    ready: props.open,
  });

  const submit = async () => {
    const values = await validate();
    if (!values) return;
    const fen = values.amount?.trim() ? yuanText('金额', { allowZero: true }).parse(values.amount) : undefined;
    const input = {
      studentId: values.studentId,
      courseId: values.courseId,
      kind: values.kind,
      lessons: values.lessons,
      amount: values.kind === 'give' ? undefined : fen,
      reason: values.reason ?? '',
    };
    // The rules across fields (a purchase needs what was paid, a correction is not 0), on the fields they name.
    const parsed = adjustInput.safeParse(input);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((i) => ({ name: String(i.path[0]) as keyof Values, errors: [i.message] })),
      );
      scrollToFirstError(form);
      return;
    }
    try {
      await adjust.mutateAsync(parsed.data);
    } catch (err) {
      markFieldErrors(form, err, FIELDS);
      return;
    }
    await draft.saved();
    void message.success('课时已调整');
    props.onDone();
  };

  return (
    <Modal
      open={props.open}
      title="调整课时"
      okText="确定调整"
      confirmLoading={adjust.isPending}
      onOk={() => void submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      {draft.notice}
      <Form form={form} layout="vertical" initialValues={{ kind: 'buy' }} onValuesChange={draft.onValuesChange}>
        <Form.Item name="studentId" label="学员" required rules={[schemaRule(shape.studentId)]}>
          <StudentSelect aria-label="学员" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="courseId" label="课程" required rules={[schemaRule(shape.courseId)]}>
          <CourseSelect aria-label="课程" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="kind" label="调整方式" required extra={HELP[kind]}>
          <Radio.Group optionType="button" options={ADJUST_KINDS.map((k) => ({ value: k.value, label: k.label }))} />
        </Form.Item>
        <Form.Item name="lessons" label="课时数" required rules={[schemaRule(shape.lessons)]}>
          <NumberInput style={{ width: 160 }} placeholder={kind === 'correct' ? '如 -2 或 3' : '如 24'} />
        </Form.Item>
        {kind !== 'give' ? (
          <Form.Item
            name="amount"
            label={kind === 'buy' ? '实收金额' : '补回学费'}
            required={kind === 'buy'}
            rules={[
              schemaRule(
                yuanText(kind === 'buy' ? '实收金额' : '补回学费', { allowZero: true, required: kind === 'buy' }),
              ),
            ]}
          >
            <Input prefix="¥" suffix="元" inputMode="decimal" style={{ width: 200 }} placeholder="0.00" />
          </Form.Item>
        ) : null}
        <Form.Item name="reason" label="调整原因" required rules={[schemaRule(shape.reason)]}>
          <Input.TextArea rows={2} maxLength={100} showCount placeholder="如 续费 24 课时、老带新赠送" />
        </Form.Item>
        <Typography.Text type="secondary">每次调整都会记入课消记录</Typography.Text>
      </Form>
    </Modal>
  );
}
