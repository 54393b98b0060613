import { CHECK_DAILY, CHECK_HOMEWORK } from '@console/contracts';
import { Card, Col, Flex, Row, Statistic, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { trpc } from '../../../app/trpc';
import { ListTable } from '../../../engine';
import { useRememberedTab } from '../../../shell/remembered-tab';
import { Button } from '../../../widgets/busy';
import { Chart } from '../../../widgets/chart/Chart';
import { studyPaths } from '../shared/paths';

/** 打卡概况: tasks running, today's check-ins, homework waiting for review, two weeks of activity, the keenest students. */
export function CheckOverview() {
  const [tab, setTab] = useRememberedTab('studyCheckOverview', 'overview');
  const navigate = useNavigate();
  const overview = trpc.studyCheck.overview.useQuery({});
  const data = overview.data;
  const option = useMemo(
    () =>
      data
        ? {
            legend: { top: 0 },
            xAxis: { type: 'category', data: data.trend.map((d) => dayjs(d.date).format('M/D')) },
            yAxis: { type: 'value', minInterval: 1 },
            series: [
              { name: '打卡', type: 'line', smooth: true, data: data.trend.map((d) => d.diaries) },
              { name: '作业提交', type: 'line', smooth: true, data: data.trend.map((d) => d.submissions) },
            ],
          }
        : {},
    [data],
  );
  const summary = data
    ? `近14天打卡 ${data.trend.reduce((n, d) => n + d.diaries, 0)} 次，作业提交 ${data.trend.reduce((n, d) => n + d.submissions, 0)} 份`
    : '';
  return (
    <Card
      title="作业打卡"
      extra={
        <Flex gap={8} wrap>
          <Button type="primary" onClick={() => navigate(studyPaths.addNewCheck(CHECK_DAILY))}>
            新建打卡
          </Button>
          <Button onClick={() => navigate(studyPaths.addNewCheck(CHECK_HOMEWORK))}>新建作业</Button>
        </Flex>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'overview',
            label: '打卡概况',
            children: (
              <Flex vertical gap={16}>
                <Row gutter={[16, 16]}>
                  {[
                    { title: '进行中的任务', value: data?.running },
                    { title: '今日打卡', value: data?.todayDiaries },
                    { title: '累计打卡', value: data?.totalDiaries },
                    { title: '待批改作业', value: data?.pendingReviews },
                  ].map((s) => (
                    <Col key={s.title} xs={12} lg={6}>
                      <Card size="small" loading={!data}>
                        <Statistic title={s.title} value={s.value ?? 0} />
                      </Card>
                    </Col>
                  ))}
                </Row>
                <Card size="small" title="近14天">
                  <Chart option={option} label={summary} empty={!data} height={280} />
                  <Typography.Text type="secondary">{summary}</Typography.Text>
                </Card>
              </Flex>
            ),
          },
          {
            key: 'rank',
            label: '打卡排行',
            children: (
              <ListTable
                rowKey="studentId"
                size="small"
                query={overview}
                dataSource={data?.ranking ?? []}
                pagination={false}
                columns={[
                  { key: 'rank', title: '名次', render: (_: unknown, __, i) => i + 1, width: 70 },
                  { key: 'name', dataIndex: 'name', title: '学员' },
                  { key: 'className', dataIndex: 'className', title: '班级' },
                  { key: 'count', dataIndex: 'count', title: '累计打卡', align: 'right' },
                ]}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
