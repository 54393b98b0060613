import { chinaToday } from '@console/contracts';
import { Badge, Card, Empty, Flex, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link, useSearchParams } from 'react-router-dom';
import { trpc } from '../../../app/trpc';
import { ListTable } from '../../../engine';
import { LoadError } from '../../../widgets/load-error/LoadError';
import { useNumberParam } from '../shared/ids';
import { MissingId } from '../shared/MissingId';
import { MonthCalendar } from '../shared/MonthCalendar';
import { studyPaths } from '../shared/paths';
import { useUrlPatch } from '../shared/url-filter';

/**
 * 日记列表 (`/diaryTable/{studentId}`, `?checkId=` for one task, `?month=`): a student's month of diaries as a
 * calendar of the days they checked in, and as a table with the likes and comments of each.
 */
export function DiaryTable() {
  const studentId = useNumberParam('id');
  const checkId = Number(useSearchParams()[0].get('checkId')) || undefined;
  const [search] = useSearchParams();
  const patch = useUrlPatch();
  const month = /^\d{4}-\d{2}$/.test(search.get('month') ?? '')
    ? (search.get('month') as string)
    : chinaToday().slice(0, 7);
  const student = trpc.studyStudent.get.useQuery({ id: studentId ?? 0 }, { enabled: Boolean(studentId) });
  const diaries = trpc.studyDiary.month.useQuery(
    { studentId: studentId ?? 0, month, checkId },
    { enabled: Boolean(studentId) },
  );
  const check = trpc.studyCheck.get.useQuery({ id: checkId ?? 0 }, { enabled: Boolean(checkId) });
  if (!studentId) return <MissingId what="学员" back={studyPaths.checks} />;
  const list = diaries.data ?? [];
  const byDay = new Map(list.map((d) => [d.date, d]));
  const cell = (d: Dayjs) => {
    const diary = byDay.get(d.format('YYYY-MM-DD'));
    return diary ? (
      <Link to={studyPaths.studentDiary(diary.id)} aria-label={`${d.format('M月D日')} 已打卡`}>
        <Badge status="success" />
      </Link>
    ) : null;
  };
  return (
    <Card
      title={`${student.data?.name ?? ''} 的打卡日记${check.data ? ` · ${check.data.title}` : ''}`}
      extra={<Typography.Text type="secondary">本月打卡 {list.length} 天</Typography.Text>}
    >
      <Flex gap={24} wrap align="flex-start">
        <div style={{ flex: 1, minWidth: 300 }}>
          <MonthCalendar
            compact
            value={chinaToday().startsWith(month) ? chinaToday() : `${month}-01`}
            onMonth={(first) => patch({ month: first.slice(0, 7) })}
            cell={cell}
          />
        </div>
        <div style={{ flex: 2, minWidth: 300 }}>
          {diaries.error ? (
            <LoadError
              error={diaries.error}
              onRetry={diaries.refetch}
              retrying={diaries.isFetching}
              what="打卡日记"
              compact
            />
          ) : diaries.isSuccess && list.length === 0 ? (
            <Empty description="这个月还没有打卡" />
          ) : null}
          {list.length > 0 ? (
            <ListTable
              query={diaries}
              rowKey="id"
              size="small"
              dataSource={list}
              pagination={false}
              columns={[
                { key: 'date', dataIndex: 'date', title: '日期', width: 110 },
                ...(checkId ? [] : [{ key: 'task', dataIndex: 'checkTitle', title: '任务' }]),
                {
                  key: 'content',
                  title: '内容',
                  render: (_: unknown, d) => (
                    <Typography.Text ellipsis={{ tooltip: d.content }} style={{ maxWidth: 260 }}>
                      {d.content}
                    </Typography.Text>
                  ),
                },
                { key: 'images', title: '图片', render: (_: unknown, d) => `${d.images.length} 张` },
                { key: 'likes', dataIndex: 'likeCount', title: '点赞', align: 'right' },
                { key: 'comments', title: '点评', align: 'right', render: (_: unknown, d) => d.comments.length },
                {
                  key: 'open',
                  title: '操作',
                  render: (_: unknown, d) => <Link to={studyPaths.studentDiary(d.id)}>查看</Link>,
                },
              ]}
            />
          ) : null}
        </div>
      </Flex>
    </Card>
  );
}
