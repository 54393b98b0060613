import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { addDays, chinaToday, type Lesson } from '@console/contracts';
import { Card, Empty, Flex, Segmented, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { trpc } from '../../../app/trpc';
import { Button } from '../../../widgets/busy';
import { LoadError } from '../../../widgets/load-error/LoadError';
import { MoveModal, type MoveTarget } from '../shared/MoveModal';
import { ClassSelect, RoomSelect, TeacherSelect } from '../shared/pickers';
import { monthGrid, weekOf } from '../shared/timetable-layout';
import { useUrlFilter, useUrlParam, useUrlPatch } from '../shared/url-filter';
import { MonthView } from './MonthView';
import { WeekView } from './WeekView';

type By = 'teacher' | 'room' | 'class';
const BY: Record<By, { label: string; param: 'teacherId' | 'roomId' | 'classId' }> = {
  teacher: { label: '按老师', param: 'teacherId' },
  room: { label: '按教室', param: 'roomId' },
  class: { label: '按班级', param: 'classId' },
};

/**
 * 课表: the week (or the month) of lessons of a teacher, a room or a class, or of the whole school. A lesson not
 * yet called is dragged to another day or time; the move is checked for clashes like any scheduling.
 */
export function ClassSchedule() {
  const today = chinaToday();
  const [viewParam, setView] = useUrlParam('view');
  const [dateParam, setDate] = useUrlParam('date');
  const [byParam, setBy] = useUrlParam('by');
  const view = viewParam === 'month' ? 'month' : 'week';
  const by: By = byParam === 'room' || byParam === 'class' ? byParam : 'teacher';
  const [teacherId, setTeacherId] = useUrlFilter('teacherId');
  const [roomId, setRoomId] = useUrlFilter('roomId');
  const [classId, setClassId] = useUrlFilter('classId');
  const patch = useUrlPatch();
  const anchor = dateParam && /^\d{4}-\d{2}-\d{2}$/.test(dateParam) ? dateParam : today;
  const days = view === 'week' ? weekOf(anchor) : monthGrid(anchor.slice(0, 7));
  const filter = by === 'teacher' ? { teacherId } : by === 'room' ? { roomId } : { classId };
  const lessons = trpc.studySchedule.timetable.useQuery({
    startDate: days[0] as string,
    endDate: days.at(-1) as string,
    ...filter,
  });
  const utils = trpc.useUtils();
  const [moving, setMoving] = useState<{ lesson: Lesson; target?: MoveTarget } | null>(null);
  const step = (n: number) =>
    setDate(
      view === 'week' ? addDays(anchor, 7 * n) : dayjs(anchor).add(n, 'month').startOf('month').format('YYYY-MM-DD'),
    );
  const title =
    view === 'week'
      ? `${dayjs(days[0]).format('YYYY年M月D日')} – ${dayjs(days[6]).format('M月D日')}`
      : dayjs(anchor).format('YYYY年M月');
  const picker = {
    teacher: (
      <TeacherSelect
        value={teacherId}
        onChange={(v) => setTeacherId(v as number | null)}
        allowClear
        placeholder="全部老师"
        aria-label="选择老师"
      />
    ),
    room: (
      <RoomSelect
        value={roomId}
        onChange={(v) => setRoomId(v as number | null)}
        allowClear
        placeholder="全部教室"
        aria-label="选择教室"
      />
    ),
    class: (
      <ClassSelect
        value={classId}
        onChange={(v) => setClassId(v as number | null)}
        allowClear
        placeholder="全部班级"
        aria-label="选择班级"
      />
    ),
  }[by];
  const list = lessons.data ?? [];

  return (
    <Card title="课表">
      <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <Flex wrap gap={12} align="center">
          <Segmented
            value={by}
            onChange={(v) => setBy(v)}
            options={(Object.keys(BY) as By[]).map((k) => ({ value: k, label: BY[k].label }))}
          />
          {picker}
        </Flex>
        <Flex wrap gap={8} align="center">
          <Button icon={<LeftOutlined />} aria-label={view === 'week' ? '上一周' : '上个月'} onClick={() => step(-1)} />
          <Button onClick={() => setDate(null)}>{view === 'week' ? '本周' : '本月'}</Button>
          <Button icon={<RightOutlined />} aria-label={view === 'week' ? '下一周' : '下个月'} onClick={() => step(1)} />
          <Typography.Text strong style={{ minWidth: 180, textAlign: 'center' }}>
            {title}
          </Typography.Text>
          <Segmented
            value={view}
            onChange={(v) => setView(v === 'week' ? null : v)}
            options={[
              { value: 'week', label: '周' },
              { value: 'month', label: '月' },
            ]}
          />
        </Flex>
      </Flex>
      <Typography.Paragraph type="secondary">
        {lessons.data ? `共 ${list.length} 节课 · ` : null}拖动未点名的课到其他时间即可调课，保存前会检查冲突
      </Typography.Paragraph>
      {lessons.error && !lessons.data ? (
        <LoadError error={lessons.error} onRetry={lessons.refetch} retrying={lessons.isFetching} what="课表" />
      ) : (
        <Spin spinning={lessons.isFetching}>
          {lessons.isSuccess && list.length === 0 ? <Empty description="这段时间没有课" /> : null}
          {view === 'week' ? (
            <WeekView
              days={days}
              lessons={list}
              today={today}
              by={by}
              onMove={(lesson, target) => setMoving({ lesson, target })}
            />
          ) : (
            <MonthView
              days={days}
              month={anchor.slice(0, 7)}
              lessons={list}
              today={today}
              onMove={(lesson, target) => setMoving({ lesson, target })}
              onOpenDay={(date) => patch({ date, view: null })}
            />
          )}
        </Spin>
      )}
      <MoveModal
        lesson={moving?.lesson ?? null}
        target={moving?.target}
        onClose={() => setMoving(null)}
        onMoved={() => {
          setMoving(null);
          void utils.studySchedule.invalidate();
        }}
      />
    </Card>
  );
}
