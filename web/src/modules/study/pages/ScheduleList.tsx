import { LESSON_STATUS, type Lesson, optionLabel } from '@console/contracts';
import { Card, DatePicker, Flex, Select, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { ListPagination, ListTable } from '../../../engine';
import { Button, Popconfirm } from '../../../widgets/busy';
import { LinkButton } from '../../../widgets/LinkButton';
import { ColorDot } from '../shared/ColorSwatches';
import { lessonWhen } from '../shared/format';
import { MoveModal } from '../shared/MoveModal';
import { studyPaths } from '../shared/paths';
import { ClassSelect, RoomSelect, TeacherSelect } from '../shared/pickers';
import { succeeded } from '../shared/settled';
import { useUrlFilter, useUrlPage, useUrlParam, useUrlPatch } from '../shared/url-filter';

/** 排课记录: the lessons scheduled, by class, teacher, room, status and days; a lesson not yet called is moved or cancelled. */
export function ScheduleList() {
  const message = useMessage();
  const utils = trpc.useUtils();
  const [classId, setClassId] = useUrlFilter('classId');
  const [teacherId, setTeacherId] = useUrlFilter('teacherId');
  const [roomId, setRoomId] = useUrlFilter('roomId');
  const [status, setStatus] = useUrlFilter('status');
  const [from] = useUrlParam('startDate');
  const [to] = useUrlParam('endDate');
  const patch = useUrlPatch();
  const { page, size, onChange: onPage } = useUrlPage();
  const lessons = trpc.studySchedule.lessons.useQuery({
    page,
    size,
    classId,
    teacherId,
    roomId,
    status: status as 1 | 2 | undefined,
    startDate: from,
    endDate: to,
  });
  const cancel = trpc.studySchedule.cancel.useMutation();
  const [moving, setMoving] = useState<Lesson | null>(null);
  const refresh = () => utils.studySchedule.invalidate();

  return (
    <Card
      title="排课记录"
      extra={
        <LinkButton to={studyPaths.schedule(classId)} type="primary">
          排课
        </LinkButton>
      }
    >
      <Flex wrap gap={12} style={{ marginBottom: 16 }}>
        <ClassSelect
          value={classId}
          onChange={(v) => setClassId(v as number | null)}
          allowClear
          aria-label="按班级筛选"
        />
        <TeacherSelect
          value={teacherId}
          onChange={(v) => setTeacherId(v as number | null)}
          allowClear
          aria-label="按老师筛选"
        />
        <RoomSelect value={roomId} onChange={(v) => setRoomId(v as number | null)} allowClear aria-label="按教室筛选" />
        <Select
          allowClear
          placeholder="点名状态"
          aria-label="点名状态"
          value={status}
          onChange={(v: number | undefined) => setStatus(v)}
          options={LESSON_STATUS.map((s) => ({ value: s.value, label: s.label }))}
          style={{ width: 130 }}
        />
        <DatePicker.RangePicker
          aria-label="上课日期"
          value={from && to ? [dayjs(from), dayjs(to)] : null}
          onChange={(days) =>
            patch({ startDate: days?.[0]?.format('YYYY-MM-DD'), endDate: days?.[1]?.format('YYYY-MM-DD'), page: null })
          }
          style={{ width: 260 }}
        />
      </Flex>
      <ListTable<Lesson>
        rowKey="id"
        query={lessons}
        what="排课记录"
        dataSource={lessons.data?.list ?? []}
        pagination={false}
        columns={[
          { key: 'when', title: '上课时间', render: (_: unknown, l) => lessonWhen(l) },
          {
            key: 'class',
            title: '班级',
            render: (_: unknown, l) => (
              <span>
                <ColorDot color={l.color} />
                {l.className}
              </span>
            ),
          },
          { key: 'course', dataIndex: 'courseName', title: '课程' },
          { key: 'teacher', dataIndex: 'teacherName', title: '老师' },
          { key: 'room', title: '教室', render: (_: unknown, l) => l.roomName || '—' },
          { key: 'students', title: '人数', render: (_: unknown, l) => `${l.studentCount}/${l.capacity}` },
          {
            key: 'content',
            title: '上课内容',
            render: (_: unknown, l) => (
              <Typography.Text ellipsis={{ tooltip: l.content }} style={{ maxWidth: 200 }}>
                {l.content || '—'}
              </Typography.Text>
            ),
          },
          {
            key: 'status',
            title: '状态',
            render: (_: unknown, l) => (
              <Tag color={l.status === 2 ? 'green' : 'default'}>{optionLabel(LESSON_STATUS, l.status)}</Tag>
            ),
          },
          {
            key: 'actions',
            title: '操作',
            fixed: 'right',
            render: (_: unknown, l) => (
              <Flex wrap>
                <LinkButton to={`${studyPaths.signIn}?lessonId=${l.id}`} type="link" size="small">
                  {l.status === 2 ? '点名详情' : '点名'}
                </LinkButton>
                {l.status === 1 ? (
                  <>
                    <Button type="link" size="small" onClick={() => setMoving(l)}>
                      调课
                    </Button>
                    <Popconfirm
                      title="确定取消这节课吗？"
                      description="已安排到这节课的补课会变回未处理"
                      okText="取消课节"
                      cancelText="不取消"
                      onConfirm={async () => {
                        if (!(await succeeded(cancel.mutateAsync({ id: l.id })))) return;
                        void message.success('已取消课节');
                        await refresh();
                      }}
                    >
                      <Button type="link" size="small" danger>
                        取消
                      </Button>
                    </Popconfirm>
                  </>
                ) : null}
              </Flex>
            ),
          },
        ]}
      />
      <ListPagination page={page} size={size} total={lessons.data?.total} onChange={onPage} />
      <MoveModal
        lesson={moving}
        onClose={() => setMoving(null)}
        onMoved={() => {
          setMoving(null);
          void refresh();
        }}
      />
    </Card>
  );
}
