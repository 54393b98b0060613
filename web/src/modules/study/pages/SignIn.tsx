import { chinaToday, type Lesson } from '@console/contracts';
import { Badge, Card, DatePicker, Empty, Flex, List, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router-dom';
import { describeError } from '../../../app/error-policy';
import { trpc } from '../../../app/trpc';
import { useRememberedTab } from '../../../shell/remembered-tab';
import { LoadError, tableLocale } from '../../../widgets/load-error/LoadError';
import { ColorDot } from '../shared/ColorSwatches';
import { useNumberParam } from '../shared/ids';
import { TeacherSelect } from '../shared/pickers';
import { useUrlFilter, useUrlPatch } from '../shared/url-filter';
import { AttendanceRecords } from './AttendanceRecords';
import { RollCallPanel } from './RollCallPanel';

/** 签到: roll call of a day's lessons, and the attendance records (the tab is remembered, spec §2). */
export function SignIn() {
  const [tab, setTab] = useRememberedTab('studySign', 'sign');
  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'sign', label: '点名签到', children: <RollCall /> },
          { key: 'record', label: '签到记录', children: <AttendanceRecords /> },
        ]}
      />
    </Card>
  );
}

/** A day's lessons on the left, the chosen one's roll call on the right (`?date=`, `?lessonId=`). */
function RollCall() {
  const [search] = useSearchParams();
  const patch = useUrlPatch();
  const today = chinaToday();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(search.get('date') ?? '') ? (search.get('date') as string) : today;
  const [teacherId, setTeacherId] = useUrlFilter('teacherId');
  const lessonId = useNumberParam('lessonId');
  const lessons = trpc.studySchedule.timetable.useQuery({ startDate: date, endDate: date, teacherId });
  const chosen = trpc.studySchedule.lesson.useQuery({ id: lessonId ?? 0 }, { enabled: Boolean(lessonId) });
  const list = lessons.data ?? [];

  return (
    <Flex gap={24} wrap align="flex-start">
      <Flex vertical gap={12} style={{ width: 320, maxWidth: '100%' }}>
        <Flex gap={8} wrap>
          <DatePicker
            value={dayjs(date)}
            allowClear={false}
            aria-label="上课日期"
            onChange={(d) => patch({ date: d?.format('YYYY-MM-DD'), lessonId: null })}
          />
          <TeacherSelect
            value={teacherId}
            onChange={(v) => setTeacherId(v as number | null)}
            allowClear
            placeholder="全部老师"
            aria-label="按老师筛选"
            style={{ width: 150 }}
          />
        </Flex>
        <List<Lesson>
          bordered
          loading={lessons.isFetching}
          dataSource={list}
          locale={tableLocale(lessons, '课节') ?? { emptyText: <Empty description="这天没有课" /> }}
          aria-label="当天课节"
          renderItem={(l) => (
            <List.Item
              onClick={() => patch({ lessonId: l.id, date })}
              style={{ cursor: 'pointer', background: l.id === lessonId ? 'rgba(41,117,238,0.08)' : undefined }}
              aria-current={l.id === lessonId ? 'true' : undefined}
            >
              <Flex vertical style={{ width: '100%' }}>
                <Flex justify="space-between" align="center">
                  <Typography.Text strong>
                    <ColorDot color={l.color} />
                    {l.className}
                  </Typography.Text>
                  <Badge status={l.status === 2 ? 'success' : 'default'} text={l.status === 2 ? '已点名' : '未点名'} />
                </Flex>
                <Typography.Text type="secondary">
                  {l.startTime}-{l.endTime} · {l.teacherName} · {l.studentCount} 人
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      </Flex>
      <div style={{ flex: 1, minWidth: 0, width: '100%', maxWidth: 980 }}>
        {chosen.data ? (
          <RollCallPanel lessonId={chosen.data.id} />
        ) : chosen.error && describeError(chosen.error).kind !== 'notFound' ? (
          <LoadError error={chosen.error} onRetry={chosen.refetch} retrying={chosen.isFetching} what="课节" />
        ) : (
          <Empty description={lessonId ? '课节不存在或已取消' : '选择左侧的课节开始点名'} style={{ marginTop: 48 }} />
        )}
      </div>
    </Flex>
  );
}
