import { divRound, type FlowAnalysis, formatYuan, type Metric } from '@console/contracts';
import { Card, Col, Flex, Row } from 'antd';
import { trpc } from '../../../app/trpc';
import { ListTable } from '../../../engine';
import { AnalysisFrame, useAnalysisRange } from '../shared/AnalysisFrame';
import { pieOption, trendOption } from '../shared/charts';
import { formatFigure, shareText } from '../shared/format';
import { MetricCards } from '../shared/MetricCards';
import { Panel } from '../shared/Panel';
import { cardSection, type Card as Figure, money, type Section } from '../shared/sections';

/** 访客-支付转化率 in ‰: paying buyers over visitors. */
const conversion = (payUsers: number, uv: number) => (uv === 0 ? 0 : divRound(payUsers * 1000, uv));

function cardsOf(d: FlowAnalysis): Figure[] {
  const c = d.cards;
  const rate: Metric = {
    value: conversion(c.payUsers.value, c.uv.value),
    previous: conversion(c.payUsers.previous, c.uv.previous),
  };
  return [
    { key: 'pv', title: '浏览量', metric: c.pv, kind: 'count' },
    { key: 'uv', title: '访客数', metric: c.uv, kind: 'count' },
    { key: 'payUsers', title: '支付人数', metric: c.payUsers, kind: 'count' },
    { key: 'rate', title: '访客-支付转化率', metric: rate, kind: 'permille' },
    { key: 'payAmount', title: '支付金额', metric: c.payAmount, kind: 'money' },
    { key: 'refundAmount', title: '退款金额', metric: c.refundAmount, kind: 'money' },
  ];
}

type Ranked = FlowAnalysis['ranking'][number] & { rate: number };

function sectionsOf(d: FlowAnalysis, ranked: readonly Ranked[]): Section[] {
  const uv = d.sources.reduce((s, x) => s + x.uv, 0);
  return [
    cardSection(cardsOf(d), d.range),
    {
      title: '流量趋势',
      header: [d.range.granularity === 'hour' ? '时段' : '日期', '浏览量', '访客数', '支付金额', '退款金额'],
      rows: d.trend.map((p) => [p.label, p.pv, p.uv, money(p.payAmount), money(p.refundAmount)]),
    },
    {
      title: '来源分布',
      header: ['来源', '浏览量', '访客数', '访客占比'],
      rows: d.sources.map((s) => [s.name, s.pv, s.uv, shareText(s.uv, uv)]),
    },
    {
      title: '商品流量排行',
      header: ['商品', '类型', '浏览量', '访客数', '支付人数', '访客-支付转化率', '支付金额', '退款金额'],
      rows: ranked.map((g) => [
        g.name,
        g.type,
        g.pv,
        g.uv,
        g.payUsers,
        formatFigure('permille', g.rate),
        money(g.payAmount),
        money(g.refundAmount),
      ]),
    },
  ];
}

const by = (k: keyof Ranked) => (a: Ranked, b: Ranked) => Number(a[k]) - Number(b[k]);

/**
 * 流量分析: page views and visitors with the money they brought, by storefront, and per goods a ranking
 * sortable by every column, 访客-支付转化率 included.
 */
export function FlowPage() {
  const [range, setRange] = useAnalysisRange();
  const q = trpc.analysis.flow.useQuery({ startDate: range.startDate, endDate: range.endDate });
  const d = q.data;
  const ranked: Ranked[] = d ? d.ranking.map((g) => ({ ...g, rate: conversion(g.payUsers, g.uv) })) : [];
  const sections = d ? sectionsOf(d, ranked) : null;
  return (
    <AnalysisFrame title="流量分析" range={range} onRange={setRange} sections={sections} query={q}>
      {d && sections ? (
        <Flex vertical gap={16}>
          <MetricCards cards={cardsOf(d)} lowerIsBetter={['refundAmount']} />
          <Panel
            section={sections[1] as Section}
            option={trendOption(
              d.trend.map((p) => p.label),
              [
                { name: '浏览量', data: d.trend.map((p) => p.pv) },
                { name: '访客数', data: d.trend.map((p) => p.uv) },
                { name: '支付金额', data: d.trend.map((p) => p.payAmount), money: true, bar: true },
                { name: '退款金额', data: d.trend.map((p) => p.refundAmount), money: true, bar: true },
              ],
            )}
          />
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={9}>
              <Panel
                section={sections[2] as Section}
                height={300}
                empty={d.sources.every((s) => s.uv === 0)}
                option={pieOption(
                  '来源分布',
                  d.sources.map((s) => ({ name: s.name, value: s.uv })),
                )}
              />
            </Col>
            <Col xs={24} lg={15}>
              <Card size="small" title="商品流量排行" aria-label="商品流量排行">
                <ListTable<Ranked>
                  query={null}
                  size="small"
                  rowKey="name"
                  dataSource={ranked}
                  pagination={{ pageSize: 8, size: 'small' }}
                  columns={[
                    { key: 'name', title: '商品', dataIndex: 'name', fixed: 'left' },
                    { key: 'pv', title: '浏览量', dataIndex: 'pv', align: 'right', sorter: by('pv') },
                    { key: 'uv', title: '访客数', dataIndex: 'uv', align: 'right', sorter: by('uv') },
                    {
                      key: 'payUsers',
                      title: '支付人数',
                      dataIndex: 'payUsers',
                      align: 'right',
                      sorter: by('payUsers'),
                    },
                    {
                      key: 'rate',
                      title: '访客-支付转化率',
                      align: 'right',
                      sorter: by('rate'),
                      render: (_: unknown, g) => formatFigure('permille', g.rate),
                    },
                    {
                      key: 'payAmount',
                      title: '支付金额',
                      align: 'right',
                      sorter: by('payAmount'),
                      defaultSortOrder: 'descend',
                      render: (_: unknown, g) => formatYuan(g.payAmount),
                    },
                    {
                      key: 'refundAmount',
                      title: '退款金额',
                      align: 'right',
                      sorter: by('refundAmount'),
                      render: (_: unknown, g) => formatYuan(g.refundAmount),
                    },
                  ]}
                />
              </Card>
            </Col>
          </Row>
        </Flex>
      ) : null}
    </AnalysisFrame>
  );
}
