import { STATS_PERIODS, type PointsStats as Stats } from '@console/contracts';
import { Card, Col, Row, Segmented, Skeleton, Statistic, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { trpc } from '../../../app/trpc';
import { ListTable } from '../../../engine';
import { Chart } from '../../../widgets/chart/Chart';
import { Heading } from '../../../widgets/Heading';
import { LoadError } from '../../../widgets/load-error/LoadError';
import { percentOf } from '../format';

type Period = (typeof STATS_PERIODS)[number];
type Share = Stats['sources'][number];

/** 积分统计: what members hold, earned and used in the period, where points come from and go, per day. */
export function PointsStats() {
  const [days, setDays] = useState<Period>(7);
  const stats = trpc.pointsStats.overview.useQuery({ days });
  return (
    <Card
      title="积分统计"
      extra={
        <Segmented<Period>
          aria-label="统计周期"
          value={days}
          onChange={setDays}
          options={STATS_PERIODS.map((d) => ({ value: d, label: `近 ${d} 天` }))}
        />
      }
    >
      {stats.error ? (
        <LoadError error={stats.error} onRetry={stats.refetch} retrying={stats.isFetching} what="积分统计" />
      ) : stats.data ? (
        <Overview stats={stats.data} days={days} />
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}

function Overview({ stats, days }: { stats: Stats; days: Period }) {
  const figures = [
    { title: '当前积分', value: stats.current, help: '会员现有积分合计' },
    { title: `近 ${days} 天获得`, value: stats.earned, help: '发放给会员的积分' },
    { title: `近 ${days} 天使用`, value: stats.spent, help: '兑换、抵扣、过期等' },
    { title: '积分变动会员', value: stats.members, help: '期间积分有变动的会员数' },
  ];
  const daily = useMemo(
    () => ({
      legend: { top: 0 },
      xAxis: { type: 'category', data: stats.daily.map((d) => d.date.slice(5)), boundaryGap: false },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: '获得积分', type: 'line', smooth: true, showSymbol: false, data: stats.daily.map((d) => d.earned) },
        { name: '使用积分', type: 'line', smooth: true, showSymbol: false, data: stats.daily.map((d) => d.spent) },
      ],
    }),
    [stats.daily],
  );
  const empty = stats.earned === 0 && stats.spent === 0;
  return (
    <>
      <Row gutter={[16, 16]}>
        {figures.map((f) => (
          <Col key={f.title} xs={12} lg={6}>
            <Card size="small">
              <Statistic title={f.title} value={f.value} />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {f.help}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      <Heading look={5} style={{ marginTop: 24 }}>
        每日积分
      </Heading>
      <Chart option={daily} label={`近 ${days} 天每日获得和使用的积分`} empty={empty} height={300} />
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={12}>
          <ShareCard title="积分来源" rows={stats.sources} />
        </Col>
        <Col xs={24} lg={12}>
          <ShareCard title="积分使用" rows={stats.uses} />
        </Col>
      </Row>
    </>
  );
}

/** One side of the period (sources or uses): a ring of the shares and the same figures as a table. */
function ShareCard({ title, rows }: { title: string; rows: readonly Share[] }) {
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
      legend: { bottom: 0, type: 'scroll' },
      series: [
        {
          name: title,
          type: 'pie',
          radius: ['40%', '68%'],
          center: ['50%', '45%'],
          label: { show: false },
          data: rows.map((r) => ({ name: r.label, value: r.points })),
        },
      ],
    }),
    [rows, title],
  );
  return (
    <Card size="small" title={title}>
      <Chart option={option} label={`${title}占比`} empty={rows.length === 0} height={240} />
      <ListTable<Share>
        query={null}
        size="small"
        rowKey="type"
        pagination={false}
        dataSource={[...rows]}
        columns={[
          { title: '类型', dataIndex: 'label' },
          { title: '积分', dataIndex: 'points', align: 'right', render: (v: number) => v.toLocaleString('zh-CN') },
          { title: '占比', dataIndex: 'share', align: 'right', render: (v: number) => percentOf(v) },
        ]}
      />
    </Card>
  );
}
