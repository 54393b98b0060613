import { chinaToday, type Lesson, type LessonConflict } from '@console/contracts';
import { Alert, DatePicker, Form, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useFormDraft } from '../../../app/drafts';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { Modal } from '../../../widgets/busy';
import { ConflictList } from './ConflictList';
import { lessonWhen } from './format';
import { RoomSelect, TeacherSelect } from './pickers';
import { TimeSelect } from './TimeSelect';

/** Where a lesson is moved to: a day, a time, a teacher and a room. */
export interface MoveTarget {
  date: string;
  startTime: string;
  endTime: string;
  teacherId: number;
  roomId: number | null;
}

interface Values {
  date?: Dayjs;
  startTime?: string;
  endTime?: string;
  teacherId?: number;
  roomId?: number | null;
}

/**
 * 调课: a lesson to another day, time, teacher or room, checked for clashes as it is changed (the same checks
 * as scheduling); it moves only when nothing clashes. The timetable opens it with the slot a lesson was
 * dropped on.
 */
export function MoveModal(props: {
  lesson: Lesson | null;
  target?: MoveTarget;
  onClose: () => void;
  onMoved: () => void;
}) {
  const { lesson } = props;
  const [form] = Form.useForm<Values>();
  const message = useMessage();
  const check = trpc.studySchedule.checkMove.useMutation({ meta: { silentError: true } });
  const move = trpc.studySchedule.move.useMutation();
  const [conflicts, setConflicts] = useState<LessonConflict[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const inputOf = (v: Values) =>
    lesson && v.date && v.startTime && v.endTime && v.teacherId
      ? {
          id: lesson.id,
          date: v.date.format('YYYY-MM-DD'),
          startTime: v.startTime,
          endTime: v.endTime,
          teacherId: v.teacherId,
          roomId: v.roomId ?? null,
        }
      : null;

  /** Checks the values given (the form's own by default: just after opening, the form may not be mounted yet). */
  const runCheck = async (values: Values = form.getFieldsValue()) => {
    const input = inputOf(values);
    setConflicts(null);
    setProblem(null);
    if (!input) return;
    if (input.endTime <= input.startTime) return setProblem('下课时间应晚于上课时间');
    if (input.date < chinaToday()) return setProblem('不能调到今天之前');
    try {
      setConflicts((await check.mutateAsync(input)).conflicts);
    } catch (err) {
      setProblem((err as Error).message);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new lesson or target starts the dialog afresh
  useEffect(() => {
    if (!lesson) return;
    const t = props.target ?? lesson;
    const values: Values = {
      date: dayjs(t.date),
      startTime: t.startTime,
      endTime: t.endTime,
      teacherId: t.teacherId,
      roomId: t.roomId,
    };
    form.setFieldsValue(values);
    void runCheck(values);
  }, [lesson, props.target]);
  // After the effect above, which puts the lesson (or the slot it was dropped on) in the form. A restored slot is
  // checked for clashes like a typed one.
  const draft = useFormDraft(form, {
    name: 'move',
    record: lesson?.id,
    enabled: lesson !== null,
    ready: lesson !== null,
    onRestore: (d) => {
      form.setFieldsValue(d.values);
      void runCheck(form.getFieldsValue());
    },
  });

  return (
    <Modal
      open={lesson !== null}
      title="调课"
      okText="确定调课"
      okButtonProps={{ disabled: conflicts === null || conflicts.length > 0 || problem !== null }}
      confirmLoading={move.isPending}
      onCancel={props.onClose}
      destroyOnHidden
      width={640}
      onOk={async () => {
        const input = inputOf(form.getFieldsValue());
        if (!input) return;
        // A refusal is shown by the error policy; the dialog stays open to change the slot.
        const moved = await move.mutateAsync(input).then(
          () => true,
          () => false,
        );
        if (!moved) return;
        await draft.saved();
        void message.success('调课成功');
        props.onMoved();
      }}
    >
      {lesson ? (
        <Typography.Paragraph>
          {lesson.className} · 原时间 {lessonWhen(lesson)} · {lesson.teacherName}
          {lesson.roomName ? ` · ${lesson.roomName}` : ''}
        </Typography.Paragraph>
      ) : null}
      {draft.notice}
      <Form
        form={form}
        layout="vertical"
        onValuesChange={(_, all) => {
          draft.onValuesChange();
          void runCheck(all);
        }}
      >
        <Form.Item name="date" label="上课日期" required>
          <DatePicker
            allowClear={false}
            disabledDate={(d) => d.format('YYYY-MM-DD') < chinaToday()}
            aria-label="上课日期"
          />
        </Form.Item>
        <Form.Item label="上课时间" required>
          <Space>
            <Form.Item name="startTime" noStyle>
              <TimeSelect aria-label="上课时间" />
            </Form.Item>
            <span>至</span>
            <Form.Item name="endTime" noStyle>
              <TimeSelect aria-label="下课时间" />
            </Form.Item>
          </Space>
        </Form.Item>
        <Form.Item name="teacherId" label="上课老师" required>
          <TeacherSelect aria-label="上课老师" />
        </Form.Item>
        <Form.Item name="roomId" label="教室">
          <RoomSelect allowClear aria-label="教室" />
        </Form.Item>
      </Form>
      <div aria-live="polite">
        {problem ? <Alert type="warning" showIcon title={problem} /> : null}
        {conflicts && conflicts.length > 0 ? <ConflictList conflicts={conflicts} action="调课" /> : null}
        {conflicts && conflicts.length === 0 && !problem ? (
          <Alert type="success" showIcon title="没有冲突，可以调课" />
        ) : null}
      </div>
    </Modal>
  );
}
