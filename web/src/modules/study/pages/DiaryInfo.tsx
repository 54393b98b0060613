import { CHECK_DAILY, CHECK_TYPES, optionLabel, studyHomework } from '@console/contracts';
import { Card, Col, Descriptions, Empty, Flex, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { trpc } from '../../../app/trpc';
import { ListPagination, ListTable, ResourceList } from '../../../engine';
import { Button } from '../../../widgets/busy';
import { SafeHtml } from '../../../widgets/editor/SafeHtml';
import { LinkButton } from '../../../widgets/LinkButton';
import { LoadError } from '../../../widgets/load-error/LoadError';
import { DiaryCard } from '../shared/DiaryCard';
import { useNumberParam } from '../shared/ids';
import { MissingId } from '../shared/MissingId';
import { studyPaths } from '../shared/paths';

/**
 * 日记详情 (`/study/check/diaryInfo/{id}`): a check-in task with each student's check-ins and the latest
 * diaries; for a homework series, its homework, set and reviewed one by one.
 */
export function DiaryInfo() {
  const id = useNumberParam('id');
  const navigate = useNavigate();
  const check = trpc.studyCheck.get.useQuery({ id: id ?? 0 }, { enabled: Boolean(id) });
  if (!id) return <MissingId what="打卡任务" back={studyPaths.checks} />;
  if (check.error)
    return (
      <LoadError
        error={check.error}
        onRetry={check.refetch}
        retrying={check.isFetching}
        what="打卡任务"
        back={{ to: studyPaths.checks, label: '返回打卡管理' }}
      />
    );
  const c = check.data;
  return (
    <Flex vertical gap={16}>
      <Card
        loading={!c}
        title={c ? c.title : '打卡任务'}
        extra={c ? <Button onClick={() => navigate(studyPaths.editCheck(c.type, c.id))}>编辑</Button> : null}
      >
        {c ? (
          <>
            <Descriptions
              column={{ xs: 1, md: 2, xl: 4 }}
              items={[
                { key: 'type', label: '类型', children: <Tag>{optionLabel(CHECK_TYPES, c.type)}</Tag> },
                { key: 'class', label: '班级', children: c.className },
                { key: 'period', label: '周期', children: `${c.startDate} 至 ${c.endDate}` },
                { key: 'remind', label: '提醒', children: c.remind === '1' ? `每天 ${c.remindTime}` : '不提醒' },
                { key: 'people', label: '参与人数', children: c.participantCount },
                c.type === CHECK_DAILY
                  ? { key: 'count', label: '打卡次数', children: c.diaryCount }
                  : { key: 'count', label: '作业数', children: c.homeworkCount },
              ]}
            />
            <SafeHtml html={c.requirements} />
          </>
        ) : null}
      </Card>
      {c?.type === CHECK_DAILY ? <Diaries checkId={id} /> : null}
      {c && c.type !== CHECK_DAILY ? (
        <ResourceList
          resource={studyHomework}
          title="作业"
          fixed={{ checkId: id }}
          createTo={studyPaths.createHomework(id)}
          editTo={studyPaths.editHomework}
          columns={{
            title: { render: (v: string, r) => <Link to={studyPaths.homeworkInfo(r.id)}>{v}</Link> },
            submitCount: { render: (v: number, r) => `${v}/${r.total}` },
            total: false,
          }}
          rowActions={(r) => (
            <LinkButton to={studyPaths.homeworkInfo(r.id)} type="link" size="small">
              批改
            </LinkButton>
          )}
        />
      ) : null}
    </Flex>
  );
}

function Diaries({ checkId }: { checkId: number }) {
  const people = trpc.studyCheck.participants.useQuery({ id: checkId });
  const [page, setPage] = useState({ page: 1, size: 10 });
  const diaries = trpc.studyDiary.list.useQuery({ ...page, checkId });
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={10}>
        <Card title="学员打卡情况" size="small">
          <ListTable
            rowKey="studentId"
            size="small"
            query={people}
            dataSource={people.data ?? []}
            pagination={false}
            columns={[
              {
                key: 'name',
                title: '学员',
                render: (_: unknown, p) => <Link to={studyPaths.diaryTable(p.studentId, checkId)}>{p.name}</Link>,
              },
              { key: 'count', dataIndex: 'count', title: '打卡次数', align: 'right' },
              { key: 'last', title: '最近打卡', render: (_: unknown, p) => p.lastDate || '—' },
              {
                key: 'today',
                title: '今日',
                render: (_: unknown, p) => (p.todayDone ? <Tag color="green">已打卡</Tag> : <Tag>未打卡</Tag>),
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} xl={14}>
        <Card title="最新日记" size="small">
          {diaries.data && diaries.data.total === 0 ? <Empty description="还没有学员打卡" /> : null}
          <Flex vertical gap={12}>
            {(diaries.data?.list ?? []).map((d) => (
              <DiaryCard key={d.id} diary={d} />
            ))}
          </Flex>
          <ListPagination
            page={page.page}
            size={page.size}
            total={diaries.data?.total}
            onChange={(p, size) => setPage({ page: p, size })}
          />
          <Typography.Text type="secondary">点开学员姓名查看其全部日记</Typography.Text>
        </Card>
      </Col>
    </Row>
  );
}
