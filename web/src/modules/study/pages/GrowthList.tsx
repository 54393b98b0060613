import { PlusOutlined } from '@ant-design/icons';
import { chinaToday } from '@console/contracts';
import { Card, Empty, Flex, List, Segmented, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { trpc } from '../../../app/trpc';
import { Button } from '../../../widgets/busy';
import { LoadError } from '../../../widgets/load-error/LoadError';
import { MonthCalendar } from '../shared/MonthCalendar';
import { studyPaths } from '../shared/paths';
import { ClassSelect, StudentSelect } from '../shared/pickers';
import { useUrlFilter, useUrlPatch } from '../shared/url-filter';

/**
 * 成长日历: a month of growth records of a class or a student (or of everyone), each day's count on the
 * calendar; a chosen day lists its records and starts a new one on that day.
 */
export function GrowthList() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const patch = useUrlPatch();
  const by = search.get('by') === 'student' ? 'student' : 'class';
  const [classId, setClassId] = useUrlFilter('classId');
  const [studentId, setStudentId] = useUrlFilter('studentId');
  const today = chinaToday();
  const day = /^\d{4}-\d{2}-\d{2}$/.test(search.get('day') ?? '') ? (search.get('day') as string) : today;
  const filter = by === 'class' ? { classId } : { studentId };
  const calendar = trpc.studyGrowth.calendar.useQuery({ month: day.slice(0, 7), ...filter });
  const days = new Map((calendar.data ?? []).map((d) => [d.date, d]));
  const records = trpc.studyGrowth.list.useQuery({ page: 1, size: 50, startDate: day, endDate: day, ...filter });
  const chosen = records.data?.list ?? [];
  const total = (calendar.data ?? []).reduce((n, d) => n + d.count, 0);

  const cell = (d: Dayjs) => {
    const entry = days.get(d.format('YYYY-MM-DD'));
    if (!entry) return null;
    return (
      // As much as the day's box holds: a box that scrolls would need a keyboard stop of its own.
      <Flex vertical gap={2} style={{ maxHeight: 60, overflow: 'hidden' }}>
        {entry.records.slice(0, 2).map((r) => (
          <Typography.Text key={r.id} ellipsis style={{ fontSize: 12 }}>
            {r.tags[0] ? (
              <Tag color="blue" style={{ fontSize: 11, marginInlineEnd: 4 }}>
                {r.tags[0]}
              </Tag>
            ) : null}
            {r.targetName}
          </Typography.Text>
        ))}
        {entry.count > 2 ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            共 {entry.count} 条
          </Typography.Text>
        ) : null}
      </Flex>
    );
  };

  return (
    <Card
      title="成长日历"
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(studyPaths.growthCreate({ date: day, ...filter }))}
        >
          记录成长
        </Button>
      }
    >
      <Flex wrap gap={12} align="center" style={{ marginBottom: 12 }}>
        <Segmented
          value={by}
          onChange={(v) => patch({ by: v === 'class' ? null : v, classId: null, studentId: null })}
          options={[
            { value: 'class', label: '按班级' },
            { value: 'student', label: '按学员' },
          ]}
        />
        {by === 'class' ? (
          <ClassSelect
            value={classId}
            onChange={(v) => setClassId(v as number | null)}
            allowClear
            placeholder="全部班级"
            aria-label="选择班级"
          />
        ) : (
          <StudentSelect
            value={studentId}
            onChange={(v) => setStudentId(v as number | null)}
            allowClear
            placeholder="全部学员"
            aria-label="选择学员"
          />
        )}
        {calendar.data ? <Typography.Text type="secondary">本月 {total} 条记录</Typography.Text> : null}
      </Flex>
      <Flex gap={24} wrap align="flex-start">
        <div style={{ flex: 2, minWidth: 300 }}>
          {calendar.error ? (
            <LoadError
              error={calendar.error}
              onRetry={calendar.refetch}
              retrying={calendar.isFetching}
              what="成长日历"
              compact
            />
          ) : null}
          <MonthCalendar
            value={day}
            onMonth={(first) => patch({ day: first })}
            onSelect={(d) => patch({ day: d })}
            cell={cell}
          />
        </div>
        <Card size="small" title={`${dayjs(day).format('M月D日')} 的记录`} style={{ flex: 1, minWidth: 280 }}>
          {records.error ? (
            <LoadError
              error={records.error}
              onRetry={records.refetch}
              retrying={records.isFetching}
              what="成长记录"
              compact
            />
          ) : chosen.length > 0 ? (
            <List
              loading={records.isFetching}
              dataSource={chosen}
              renderItem={(r) => (
                <List.Item>
                  <Link to={studyPaths.growthDetail(r.id)} style={{ width: '100%' }}>
                    <Flex gap={8}>
                      {r.images?.[0] ? (
                        <img
                          src={r.images[0]}
                          alt=""
                          width={56}
                          height={56}
                          style={{ objectFit: 'cover', borderRadius: 4 }}
                        />
                      ) : null}
                      <Flex vertical style={{ minWidth: 0 }}>
                        <Typography.Text strong>
                          {r.targetName}
                          {(r.tags ?? []).map((t) => (
                            <Tag key={t} color="blue" style={{ marginInlineStart: 6 }}>
                              {t}
                            </Tag>
                          ))}
                        </Typography.Text>
                        <Typography.Text type="secondary" ellipsis>
                          {r.content}
                        </Typography.Text>
                      </Flex>
                    </Flex>
                  </Link>
                </List.Item>
              )}
            />
          ) : (
            <Empty description="这天还没有记录">
              <Button onClick={() => navigate(studyPaths.growthCreate({ date: day, ...filter }))}>在这天记一笔</Button>
            </Empty>
          )}
        </Card>
      </Flex>
    </Card>
  );
}
