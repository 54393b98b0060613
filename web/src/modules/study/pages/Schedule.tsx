import { chinaToday, type LessonConflict, latestStart, SCHEDULE_LIMITS, scheduleInput } from '@console/contracts';
import { Alert, Card, Checkbox, DatePicker, Flex, Form, Grid, Input, Radio, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFormDraft } from '../../../app/drafts';
import { markFieldErrors } from '../../../app/form-errors';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { useUnsavedChanges } from '../../../shell/unsaved';
import { Button } from '../../../widgets/busy';
import { schemaRule, scrollToFirstError } from '../../../widgets/form/checks';
import { NumberInput } from '../../../widgets/form/NumberInput';
import { ConflictList } from '../shared/ConflictList';
import { useCheckedForm } from '../shared/checked';
import { HolidaysModal } from '../shared/HolidaysModal';
import { useNumberParam } from '../shared/ids';
import { studyPaths } from '../shared/paths';
import { ClassSelect, RoomSelect, TeacherSelect } from '../shared/pickers';
import { TimeSelect } from '../shared/TimeSelect';
import { WeekdayChecks } from '../shared/WeekdayChecks';

interface Values {
  classId?: number;
  mode: 'rule' | 'dates';
  startDate?: Dayjs;
  weekdays?: number[];
  endType: 'date' | 'count';
  endDate?: Dayjs;
  count?: number;
  dates?: Dayjs[];
  startTime?: string;
  endTime?: string;
  teacherId?: number;
  roomId?: number | null;
  content?: string;
  skipHolidays: boolean;
}

type Preview = { dates: Array<{ date: string }>; skipped: Array<{ date: string }>; conflicts: LessonConflict[] };

const shape = scheduleInput.shape;
const FIELDS = Object.keys(shape);
const day = (d?: Dayjs) => d?.format('YYYY-MM-DD');

/** The call's input from the form: only what the chosen way of scheduling needs. */
function inputOf(v: Values) {
  const common = {
    classId: v.classId,
    startTime: v.startTime,
    endTime: v.endTime,
    teacherId: v.teacherId,
    roomId: v.roomId ?? null,
    content: v.content?.trim() || undefined,
    skipHolidays: v.skipHolidays,
  };
  if (v.mode === 'dates')
    return { ...common, mode: 'dates' as const, dates: (v.dates ?? []).map((d) => day(d) as string) };
  return {
    ...common,
    mode: 'rule' as const,
    startDate: day(v.startDate),
    weekdays: v.weekdays,
    endType: v.endType,
    endDate: v.endType === 'date' ? day(v.endDate) : undefined,
    count: v.endType === 'count' ? v.count : undefined,
  };
}

/**
 * 排课: a repeating rule (from a start date at most two years ahead, on some weekdays, until a date or for up to
 * 100 lessons) or up to 50 one-off dates, for one class at one time. Every lesson is checked against the
 * teacher's, the room's, the class's and its students' other lessons first; the clashes are listed with the
 * lessons they clash with, and nothing is saved while any remain.
 */
export function Schedule() {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const message = useMessage();
  const screens = Grid.useBreakpoint();
  const utils = trpc.useUtils();
  const preview = trpc.studySchedule.preview.useMutation({ meta: { formFields: FIELDS } });
  const save = trpc.studySchedule.save.useMutation({ meta: { formFields: FIELDS } });
  const validate = useCheckedForm(form, { content: 'text' });
  const [result, setResult] = useState<Preview | null>(null);
  const [dirty, setDirty] = useState(false);
  const [holidays, setHolidays] = useState(false);
  useUnsavedChanges(dirty);
  const initialClass = useNumberParam('classId');
  const mode = Form.useWatch('mode', form) ?? 'rule';
  const endType = Form.useWatch('endType', form) ?? 'count';
  const classId = Form.useWatch('classId', form);
  const klass = trpc.studyClass.get.useQuery({ id: classId ?? 0 }, { enabled: Boolean(classId) });
  const today = chinaToday();
  const latest = latestStart(today);
  const outOfRange = (d: Dayjs) => day(d)! < today || day(d)! > latest;

  // The class's teacher and room are filled in whenever another class is chosen (staff may still change them).
  const filledFor = useRef<number | undefined>(undefined);
  useEffect(() => {
    const c = klass.data;
    if (!c || filledFor.current === c.id) return;
    filledFor.current = c.id;
    form.setFieldsValue({ teacherId: c.teacherIds[0], roomId: c.roomId ?? null });
  }, [klass.data, form]);
  // A schedule being set up, kept until it is saved. A restored class keeps the teacher and room restored with it.
  const draft = useFormDraft(form, {
    name: 'schedule',
    onRestore: (d) => {
      form.setFieldsValue(d.values);
      filledFor.current = (d.values as Partial<Values>).classId;
      setDirty(true);
      setResult(null);
    },
  });

  /** Checks the form, then asks the upstream what the schedule would make; null when the form is in error. */
  const check = async (): Promise<{ input: ReturnType<typeof inputOf>; out: Preview } | null> => {
    const values = await validate();
    if (!values) return null;
    const input = inputOf(values);
    const parsed = scheduleInput.safeParse(input);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((i) => ({ name: String(i.path[0]) as keyof Values, errors: [i.message] })),
      );
      scrollToFirstError(form);
      return null;
    }
    try {
      const out = await preview.mutateAsync(parsed.data);
      setResult(out);
      return { input, out };
    } catch (err) {
      markFieldErrors(form, err, FIELDS);
      return null;
    }
  };

  const submit = async () => {
    const checked = await check();
    if (!checked || checked.out.conflicts.length > 0 || checked.out.dates.length === 0) return;
    const parsed = scheduleInput.parse(checked.input);
    let saved: { created: number };
    try {
      saved = await save.mutateAsync(parsed);
    } catch (err) {
      markFieldErrors(form, err, FIELDS);
      return;
    }
    setDirty(false);
    await draft.saved();
    void message.success(`排课成功，共 ${saved.created} 节课`);
    await Promise.all([utils.studySchedule.invalidate(), utils.studyClass.invalidate()]);
    navigate(`${studyPaths.lessons}?classId=${parsed.classId}`);
  };

  return (
    <Card title="排课" extra={<Button onClick={() => setHolidays(true)}>节假日设置</Button>}>
      {draft.notice}
      <Flex gap={32} wrap={!screens.xl} align="flex-start">
        <Form
          form={form}
          layout={screens.md ? 'horizontal' : 'vertical'}
          labelCol={screens.md ? { flex: '110px' } : undefined}
          style={{ flex: 1, minWidth: 0, maxWidth: 760 }}
          initialValues={{ classId: initialClass, mode: 'rule', endType: 'count', count: 12, skipHolidays: true }}
          onValuesChange={() => {
            setDirty(true);
            setResult(null);
            draft.onValuesChange();
          }}
        >
          <Form.Item name="classId" label="班级" required rules={[schemaRule(shape.classId)]}>
            <ClassSelect query={{ status: 1 }} aria-label="班级" />
          </Form.Item>
          {klass.data ? (
            <Form.Item label=" " colon={false}>
              <Typography.Text type="secondary">
                {klass.data.courseName} · 学员 {klass.data.studentCount}/{klass.data.capacity} 人 · 每节扣{' '}
                {klass.data.deductLessons} 课时
              </Typography.Text>
            </Form.Item>
          ) : null}
          <Form.Item name="mode" label="排课方式" required>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'rule', label: '按规则重复' },
                { value: 'dates', label: '按日期' },
              ]}
            />
          </Form.Item>
          {mode === 'rule' ? (
            <>
              <Form.Item
                name="startDate"
                label="开始日期"
                required
                extra={`最晚 ${latest}（两年内）`}
                rules={[{ required: true, message: '请选择开始日期' }]}
              >
                <DatePicker disabledDate={outOfRange} aria-label="开始日期" />
              </Form.Item>
              <Form.Item
                name="weekdays"
                label="上课星期"
                required
                rules={[{ required: true, type: 'array', min: 1, message: '请选择上课星期' }]}
              >
                <WeekdayChecks />
              </Form.Item>
              <Form.Item name="endType" label="结束方式" required>
                <Radio.Group
                  options={[
                    { value: 'count', label: '按次数' },
                    { value: 'date', label: '按日期' },
                  ]}
                />
              </Form.Item>
              {endType === 'count' ? (
                <Form.Item
                  name="count"
                  label="排课次数"
                  required
                  extra={`最多 ${SCHEDULE_LIMITS.maxCount} 次`}
                  rules={[schemaRule(shape.count.unwrap(), (v) => v ?? undefined)]}
                >
                  <NumberInput style={{ width: 160 }} aria-label="排课次数" />
                </Form.Item>
              ) : (
                <Form.Item
                  name="endDate"
                  label="结束日期"
                  required
                  rules={[{ required: true, message: '请选择结束日期' }]}
                >
                  <DatePicker aria-label="结束日期" />
                </Form.Item>
              )}
            </>
          ) : (
            <Form.Item
              name="dates"
              label="上课日期"
              required
              extra={`可选多个日期，最多 ${SCHEDULE_LIMITS.maxDates} 个`}
              rules={[
                { required: true, type: 'array', min: 1, message: '请选择上课日期' },
                {
                  type: 'array',
                  max: SCHEDULE_LIMITS.maxDates,
                  message: `一次最多排 ${SCHEDULE_LIMITS.maxDates} 个日期`,
                },
              ]}
            >
              <DatePicker
                multiple
                disabledDate={outOfRange}
                maxTagCount="responsive"
                style={{ minWidth: 240 }}
                aria-label="上课日期"
              />
            </Form.Item>
          )}
          <Form.Item label="上课时间" required>
            <Space wrap>
              <Form.Item name="startTime" noStyle rules={[schemaRule(shape.startTime)]}>
                <TimeSelect aria-label="上课时间" placeholder="上课" />
              </Form.Item>
              <span>至</span>
              <Form.Item name="endTime" noStyle rules={[schemaRule(shape.endTime)]}>
                <TimeSelect aria-label="下课时间" placeholder="下课" />
              </Form.Item>
            </Space>
          </Form.Item>
          <Form.Item name="teacherId" label="上课老师" required rules={[schemaRule(shape.teacherId)]}>
            <TeacherSelect aria-label="上课老师" />
          </Form.Item>
          <Form.Item name="roomId" label="教室">
            <RoomSelect allowClear aria-label="教室" />
          </Form.Item>
          <Form.Item name="content" label="上课内容" rules={[schemaRule(shape.content)]}>
            <Input maxLength={100} showCount placeholder="如 第三单元 色彩的冷暖" />
          </Form.Item>
          <Form.Item name="skipHolidays" label="节假日" valuePropName="checked">
            <Checkbox>跳过节假日</Checkbox>
          </Form.Item>
          <Form.Item label={screens.md ? ' ' : undefined} colon={false}>
            <Space wrap>
              <Button onClick={() => void check()} loading={preview.isPending && !save.isPending}>
                检查冲突
              </Button>
              <Button type="primary" onClick={() => void submit()} loading={save.isPending}>
                保存排课
              </Button>
            </Space>
          </Form.Item>
        </Form>
        <div style={{ flex: 1, minWidth: screens.md ? 360 : '100%' }} aria-live="polite">
          {result ? <PreviewPanel preview={result} /> : null}
        </div>
      </Flex>
      <HolidaysModal open={holidays} onClose={() => setHolidays(false)} />
    </Card>
  );
}

function PreviewPanel({ preview }: { preview: Preview }) {
  return (
    <Flex vertical gap={12}>
      {preview.conflicts.length > 0 ? <ConflictList conflicts={preview.conflicts} action="保存" /> : null}
      {preview.dates.length === 0 ? (
        <Alert type="warning" showIcon title="所选范围内没有可排的课，请调整日期或星期" />
      ) : preview.conflicts.length === 0 ? (
        <Alert type="success" showIcon title={`没有冲突，将排 ${preview.dates.length} 节课`} />
      ) : null}
      <Card size="small" title={`上课日期（${preview.dates.length} 节）`}>
        <Flex wrap gap={4}>
          {preview.dates.map((d) => (
            <Tag key={d.date} color={preview.conflicts.some((c) => c.date === d.date) ? 'red' : undefined}>
              {dayjs(d.date).format('M月D日 ddd')}
            </Tag>
          ))}
        </Flex>
        {preview.skipped.length > 0 ? (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            跳过节假日：{preview.skipped.map((s) => dayjs(s.date).format('M月D日')).join('、')}
          </Typography.Paragraph>
        ) : null}
      </Card>
    </Flex>
  );
}
