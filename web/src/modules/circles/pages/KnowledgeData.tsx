import { KNOWLEDGE_DATA_DAYS, KNOWLEDGE_TYPES } from '@console/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { Card, Col, Row, Segmented, Skeleton, Space, Statistic, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { trpc } from '../../../app/trpc';
import { ListTable } from '../../../engine';
import { Button } from '../../../widgets/busy';
import { Chart } from '../../../widgets/chart/Chart';
import { LoadError, NotFound } from '../../../widgets/load-error/LoadError';
import { hasFigures, knowledgeChart, SERIES } from '../parts/knowledge-chart';
import { CIRCLES_LIST, managementPath } from '../parts/paths';

type Days = (typeof KNOWLEDGE_DATA_DAYS)[number];

/**
 * 营销数据: a knowledge item's views, learners and completion since it was published, and a daily chart of the
 * last 7, 30 or 90 days with the same figures in a table.
 */
export function KnowledgeData() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const [days, setDays] = useState<Days>(30);
  const data = trpc.circleKnowledge.stats.useQuery(
    { id, days },
    { enabled: id > 0, placeholderData: keepPreviousData },
  );
  const option = useMemo(() => knowledgeChart(data.data?.daily ?? []), [data.data]);

  if (!(id > 0)) return <NotFound back={{ to: CIRCLES_LIST, label: '返回圈子列表' }} />;
  if (data.error)
    return (
      <LoadError
        error={data.error}
        onRetry={data.refetch}
        retrying={data.isFetching}
        what="知识数据"
        back={{ to: CIRCLES_LIST, label: '返回圈子列表' }}
      />
    );
  if (!data.data) return <Skeleton active style={{ padding: 24 }} />;
  const d = data.data;
  const type = KNOWLEDGE_TYPES.find((t) => t.value === d.type)?.label;
  const rows = [...d.daily].reverse();

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space wrap>
            {d.title}
            {type ? <Tag>{type}</Tag> : null}
          </Space>
        }
        extra={<Button onClick={() => navigate(managementPath(d.circleId, 'knowledge'))}>返回圈子</Button>}
      >
        <Row gutter={[16, 16]}>
          <Col xs={12} md={6}>
            <Statistic title="浏览量" value={d.views} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title="学习人数" value={d.learners} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title="完成人数" value={d.completed} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title="完成率" value={d.completionRate} precision={1} suffix="%" />
          </Col>
        </Row>
      </Card>
      <Card
        title="每日趋势"
        extra={
          <Segmented<Days>
            value={days}
            onChange={setDays}
            options={KNOWLEDGE_DATA_DAYS.map((n) => ({ value: n, label: `近${n}天` }))}
          />
        }
      >
        <Chart
          option={option}
          height={320}
          label={`近${days}天每日浏览量、学习人数和完成人数`}
          empty={!hasFigures(d.daily)}
        />
        <ListTable
          query={null}
          size="small"
          style={{ marginTop: 16 }}
          rowKey="date"
          dataSource={rows}
          pagination={{ pageSize: 10, showSizeChanger: false }}
          columns={[
            { key: 'date', dataIndex: 'date', title: '日期' },
            ...SERIES.map((s) => ({ key: s.key, dataIndex: s.key, title: s.name, align: 'right' as const })),
          ]}
        />
      </Card>
    </Space>
  );
}
