import {
  ATTENDANCE,
  type AttendanceStatus,
  chinaToday,
  formatYuan,
  LESSON_STUDENT_KINDS,
  lessonsFor,
  optionLabel,
  planRollCall,
  type RosterStudent,
  refusalMessage,
} from '@console/contracts';
import { Alert, Avatar, Flex, Input, Radio, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { ListTable } from '../../../engine';
import { Button, Popconfirm } from '../../../widgets/busy';
import { Heading } from '../../../widgets/Heading';
import { EvaluationModal } from '../shared/EvaluationModal';
import { ATTENDANCE_COLORS, attendanceLabel, lessonWhen } from '../shared/format';
import { studyPaths } from '../shared/paths';
import { answerOf } from '../shared/settled';

interface Mark {
  status: AttendanceStatus;
  remark: string;
}

/**
 * One lesson's roll call: each student marked 到课, 迟到, 请假 or 未到, with what each mark costs and who has no
 * lessons left; checked with the same rules as the upstream before it is sent. Once called, what each student
 * was charged, 撤销点名 (which gives it all back) and a note on each student.
 */
export function RollCallPanel({ lessonId }: { lessonId: number }) {
  const message = useMessage();
  const utils = trpc.useUtils();
  const roster = trpc.studyRollCall.roster.useQuery({ lessonId });
  const submit = trpc.studyRollCall.submit.useMutation();
  const undo = trpc.studyRollCall.undo.useMutation();
  const [marks, setMarks] = useState<Map<number, Mark>>(new Map());
  const [evaluating, setEvaluating] = useState<RosterStudent | null>(null);
  const data = roster.data;

  useEffect(() => {
    if (!data) return;
    setMarks(new Map(data.students.map((s) => [s.studentId, { status: s.status ?? 1, remark: s.remark }])));
  }, [data]);

  const policy = data
    ? { deductLessons: 1, leaveDeduct: data.leaveDeduct, absentDeduct: data.absentDeduct, byLesson: true }
    : null;
  /** What a student's mark costs: the roster's own deduction for attending, by the class's rules otherwise. */
  const cost = (s: RosterStudent, status: AttendanceStatus) => (policy ? lessonsFor(status, policy) * s.deduct : 0);

  // The upstream's own rule, run here first: a refusal names the student and is shown before anything is sent.
  const plan = useMemo(() => {
    if (!data || data.lesson.status === 2) return null;
    const balances = new Map(
      data.students
        .filter((s) => s.left !== null)
        .map((s) => [
          s.studentId,
          { bought: s.left ?? 0, given: 0, used: 0, remainingFee: 0, status: s.balanceStatus ?? 1 },
        ]),
    );
    return planRollCall(
      balances,
      data.students.map((s) => ({
        studentId: s.studentId,
        status: marks.get(s.studentId)?.status ?? 1,
        free: s.deduct === 0,
      })),
      {
        deductLessons: data.deductLessons,
        leaveDeduct: data.leaveDeduct,
        absentDeduct: data.absentDeduct,
        byLesson: data.byLesson,
      },
      data.allowNegative,
    );
  }, [data, marks]);

  if (!data) return null;
  const { lesson } = data;
  const called = lesson.status === 2;
  const future = lesson.date > chinaToday();
  const nameOf = (id: number) => data.students.find((s) => s.studentId === id)?.name ?? '';
  const refusal = plan && !plan.ok ? refusalMessage(plan, nameOf(plan.studentId), lesson.courseName) : null;
  const empty = data.students.filter((s) => !called && (s.left ?? 0) < s.deduct && s.deduct > 0);
  const counts = ATTENDANCE.map((a) => ({
    ...a,
    n: data.students.filter((s) => (called ? s.status : marks.get(s.studentId)?.status) === a.value).length,
  }));
  const total = called
    ? data.students.reduce((n, s) => n + s.deduct, 0)
    : data.students.reduce((n, s) => n + cost(s, marks.get(s.studentId)?.status ?? 1), 0);
  const set = (id: number, patch: Partial<Mark>) =>
    setMarks((prev) => new Map(prev).set(id, { ...(prev.get(id) ?? { status: 1, remark: '' }), ...patch }));
  const refresh = () =>
    Promise.all([
      utils.studyRollCall.invalidate(),
      utils.studySchedule.invalidate(),
      utils.studyBalance.invalidate(),
      utils.studyMakeup.invalidate(),
    ]);

  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8} justify="space-between" align="center">
        <div>
          <Heading look={5} style={{ margin: 0 }}>
            {lesson.className}
          </Heading>
          <Typography.Text type="secondary">
            {lessonWhen(lesson)} · {lesson.teacherName}
            {lesson.roomName ? ` · ${lesson.roomName}` : ''} · 每节扣 {data.deductLessons} 课时
            {data.leaveDeduct ? ' · 请假扣课时' : ''}
            {data.absentDeduct ? ' · 未到扣课时' : ''}
          </Typography.Text>
        </div>
        {called ? <Tag color="green">已点名</Tag> : <Tag>未点名</Tag>}
      </Flex>
      {!data.byLesson ? <Alert type="info" showIcon title="该课程按月或按天收费，点名只记录考勤，不扣课时" /> : null}
      {empty.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={`课时不足：${empty.map((s) => `${s.name}（剩余 ${s.left ?? 0} 课时）`).join('、')}`}
          description={
            data.allowNegative
              ? '学校允许欠课，点名后课时将为负数，请提醒家长续费'
              : '请为他们标记请假，或先在「学员课时」中续费'
          }
        />
      ) : null}
      {refusal ? <Alert type="error" showIcon title={refusal} /> : null}
      <ListTable<RosterStudent>
        rowKey="studentId"
        size="small"
        query={roster}
        dataSource={data.students}
        pagination={false}
        columns={[
          {
            key: 'name',
            title: '学员',
            render: (_: unknown, s) => (
              <Space>
                <Avatar src={s.avatar || undefined} alt="" size={28}>
                  {s.name.slice(0, 1)}
                </Avatar>
                <Link to={studyPaths.studentInfo(s.studentId)}>{s.name}</Link>
                {s.kind !== 1 ? <Tag color="purple">{optionLabel(LESSON_STUDENT_KINDS, s.kind)}</Tag> : null}
              </Space>
            ),
          },
          {
            key: 'left',
            title: '剩余课时',
            render: (_: unknown, s) =>
              s.left === null ? (
                <Tag>未购买</Tag>
              ) : (
                <Tag color={s.left <= 0 ? 'red' : s.left <= 2 ? 'orange' : 'green'}>{s.left}</Tag>
              ),
          },
          {
            key: 'status',
            title: '点名',
            render: (_: unknown, s) =>
              called ? (
                <Tag color={ATTENDANCE_COLORS[s.status ?? 1]}>{attendanceLabel(s.status ?? 1)}</Tag>
              ) : (
                <Radio.Group
                  size="small"
                  optionType="button"
                  buttonStyle="solid"
                  aria-label={`${s.name} 点名`}
                  value={marks.get(s.studentId)?.status ?? 1}
                  onChange={(e) => set(s.studentId, { status: e.target.value as AttendanceStatus })}
                  options={ATTENDANCE.map((a) => ({ value: a.value, label: a.label }))}
                />
              ),
          },
          {
            key: 'deduct',
            title: '扣课时',
            align: 'right',
            render: (_: unknown, s) => (called ? s.deduct : cost(s, marks.get(s.studentId)?.status ?? 1)),
          },
          ...(called
            ? [
                {
                  key: 'amount',
                  title: '课消金额',
                  align: 'right' as const,
                  render: (_: unknown, s: RosterStudent) => formatYuan(s.amount),
                },
              ]
            : []),
          {
            key: 'remark',
            title: '备注',
            render: (_: unknown, s) =>
              called ? (
                s.remark || '—'
              ) : (
                <Input
                  size="small"
                  maxLength={50}
                  aria-label={`${s.name} 备注`}
                  value={marks.get(s.studentId)?.remark ?? ''}
                  onChange={(e) => set(s.studentId, { remark: e.target.value })}
                  style={{ width: 160 }}
                />
              ),
          },
          ...(called
            ? [
                {
                  key: 'evaluate',
                  title: '点评',
                  render: (_: unknown, s: RosterStudent) => (
                    <Button type="link" size="small" onClick={() => setEvaluating(s)}>
                      写点评
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Flex wrap gap={12} justify="space-between" align="center">
        <Typography.Text>
          {counts.map((c) => `${c.label} ${c.n}`).join(' · ')} · {called ? '共扣' : '将扣'} {total} 课时
        </Typography.Text>
        {called ? (
          <Popconfirm
            title="撤销这节课的点名？"
            description="已扣的课时和课消金额会全部退回，缺课记录一并删除"
            okText="撤销点名"
            cancelText="取消"
            onConfirm={() =>
              // A failure is shown by the error policy; the roll call stays as it was.
              answerOf(undo.mutateAsync({ lessonId })).then(async (out) => {
                if (!out) return;
                void message.success(out.restored > 0 ? `已撤销点名，退回 ${out.restored} 名学员的课时` : '已撤销点名');
                await refresh();
              })
            }
          >
            <Button danger loading={undo.isPending}>
              撤销点名
            </Button>
          </Popconfirm>
        ) : (
          <Space wrap>
            <Button
              onClick={() =>
                setMarks(
                  new Map(
                    data.students.map((s) => [
                      s.studentId,
                      { status: 1, remark: marks.get(s.studentId)?.remark ?? '' },
                    ]),
                  ),
                )
              }
            >
              全部到课
            </Button>
            <Button
              type="primary"
              disabled={future || refusal !== null || data.students.length === 0}
              loading={submit.isPending}
              onClick={async () => {
                const out = await answerOf(
                  submit.mutateAsync({
                    lessonId,
                    marks: data.students.map((s) => ({
                      studentId: s.studentId,
                      status: marks.get(s.studentId)?.status ?? 1,
                      remark: marks.get(s.studentId)?.remark.trim() || undefined,
                    })),
                  }),
                );
                if (!out) return;
                void message.success(
                  `点名完成：到课 ${out.attended} 人，扣 ${out.deducted} 课时，课消 ${formatYuan(out.amount)}`,
                );
                if (out.exhausted.length > 0)
                  void message.warning(`以下学员课时已用完，请提醒续费：${out.exhausted.join('、')}`);
                await refresh();
              }}
            >
              {future ? '未到上课日期' : '确认点名'}
            </Button>
          </Space>
        )}
      </Flex>
      <EvaluationModal
        open={evaluating !== null}
        studentId={evaluating?.studentId}
        lessonId={lessonId}
        title={evaluating ? `点评 ${evaluating.name}` : ''}
        onClose={() => setEvaluating(null)}
      />
    </Flex>
  );
}
