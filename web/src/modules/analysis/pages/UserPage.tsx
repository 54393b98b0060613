import type { UserAnalysis } from '@console/contracts';
import { Col, Flex, Row } from 'antd';
import { trpc } from '../../../app/trpc';
import { AnalysisFrame, useAnalysisRange } from '../shared/AnalysisFrame';
import { barOption, funnelOption, trendOption } from '../shared/charts';
import { shareText } from '../shared/format';
import { MetricCards } from '../shared/MetricCards';
import { Panel } from '../shared/Panel';
import { SharePies } from '../shared/SharePies';
import { type Card, cardSection, money, type Section, visitorShareSection } from '../shared/sections';

function cardsOf(d: UserAnalysis): Card[] {
  const c = d.cards;
  return [
    { key: 'visitors', title: '访客数', metric: c.visitors, kind: 'count' },
    { key: 'newUsers', title: '新增用户', metric: c.newUsers, kind: 'count' },
    { key: 'orderUsers', title: '下单人数', metric: c.orderUsers, kind: 'count' },
    { key: 'payUsers', title: '成交用户', metric: c.payUsers, kind: 'count' },
    { key: 'members', title: '新增付费会员', metric: c.members, kind: 'count' },
    { key: 'avgPerUser', title: '客单价', metric: c.avgPerUser, kind: 'money' },
  ];
}

function sectionsOf(d: UserAnalysis): Section[] {
  const c = d.cards;
  const stages: Array<[string, number]> = [
    ['访客', c.visitors.value],
    ['下单', c.orderUsers.value],
    ['成交', c.payUsers.value],
  ];
  return [
    cardSection(cardsOf(d), d.range),
    {
      title: '用户漏斗',
      header: ['环节', '人数', '环节转化率', '整体转化率'],
      rows: stages.map(([name, v], i) => [
        name,
        v,
        i === 0 ? '100.0%' : shareText(v, stages[i - 1]?.[1] ?? 0),
        shareText(v, stages[0]?.[1] ?? 0),
      ]),
    },
    {
      title: '用户趋势',
      header: [d.range.granularity === 'hour' ? '时段' : '日期', '访客数', '新增用户', '成交用户'],
      rows: d.trend.map((p) => [p.label, p.visitors, p.newUsers, p.payUsers]),
    },
    visitorShareSection('性别分布', '性别', d.gender),
    visitorShareSection('终端分布', '终端', d.terminals),
    {
      title: '地域分布',
      header: ['地区', '访客数', '成交用户', '成交金额'],
      rows: d.regions.map((r) => [r.name, r.visitors, r.payUsers, money(r.payAmount)]),
    },
  ];
}

/**
 * 用户分析: visitors, new users, buyers and members against the previous period; the funnel 访客 → 下单 → 成交
 * with its conversion rates; the trend; gender, terminal and region.
 */
export function UserPage() {
  const [range, setRange] = useAnalysisRange();
  const q = trpc.analysis.user.useQuery({ startDate: range.startDate, endDate: range.endDate });
  const d = q.data;
  const sections = d ? sectionsOf(d) : null;
  return (
    <AnalysisFrame title="用户分析" range={range} onRange={setRange} sections={sections} query={q}>
      {d && sections ? (
        <Flex vertical gap={16}>
          <MetricCards cards={cardsOf(d)} />
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={10}>
              <Panel
                section={sections[1] as Section}
                height={300}
                option={funnelOption(
                  (sections[1]?.rows ?? []).map((r) => ({
                    name: String(r[0]),
                    value: Number(r[1]),
                    rate: String(r[2]),
                  })),
                )}
              />
            </Col>
            <Col xs={24} lg={14}>
              <Panel
                section={sections[2] as Section}
                height={300}
                option={trendOption(
                  d.trend.map((p) => p.label),
                  [
                    { name: '访客数', data: d.trend.map((p) => p.visitors) },
                    { name: '新增用户', data: d.trend.map((p) => p.newUsers) },
                    { name: '成交用户', data: d.trend.map((p) => p.payUsers) },
                  ],
                )}
              />
            </Col>
          </Row>
          <SharePies
            pies={[
              { section: sections[3] as Section, parts: d.gender },
              { section: sections[4] as Section, parts: d.terminals },
            ]}
          />
          <Panel
            section={sections[5] as Section}
            height={340}
            option={barOption(
              d.regions.map((r) => r.name),
              [
                { name: '访客数', data: d.regions.map((r) => r.visitors) },
                { name: '成交用户', data: d.regions.map((r) => r.payUsers) },
              ],
            )}
          />
        </Flex>
      ) : null}
    </AnalysisFrame>
  );
}
