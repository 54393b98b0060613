import type { WebsiteAnalysis } from '@console/contracts';
import { Flex } from 'antd';
import { trpc } from '../../../app/trpc';
import { AnalysisFrame, useAnalysisRange } from '../shared/AnalysisFrame';
import { trendOption } from '../shared/charts';
import { formatFigure } from '../shared/format';
import { MetricCards } from '../shared/MetricCards';
import { Panel } from '../shared/Panel';
import { SharePies } from '../shared/SharePies';
import { type Card, cardSection, type Section, visitorShareSection } from '../shared/sections';

function cardsOf(d: WebsiteAnalysis): Card[] {
  const c = d.cards;
  return [
    { key: 'pv', title: '浏览量', metric: c.pv, kind: 'count' },
    { key: 'uv', title: '访客数', metric: c.uv, kind: 'count' },
    { key: 'ip', title: 'IP 数', metric: c.ip, kind: 'count' },
    { key: 'avgDuration', title: '平均访问时长', metric: c.avgDuration, kind: 'seconds' },
    { key: 'bounceRate', title: '跳出率', metric: c.bounceRate, kind: 'permille' },
    { key: 'orders', title: '官网订单', metric: c.orders, kind: 'count' },
    { key: 'payAmount', title: '官网成交金额', metric: c.payAmount, kind: 'money' },
  ];
}

function sectionsOf(d: WebsiteAnalysis): Section[] {
  return [
    cardSection(cardsOf(d), d.range),
    {
      title: '访问趋势',
      header: [d.range.granularity === 'hour' ? '时段' : '日期', '浏览量', '访客数'],
      rows: d.trend.map((p) => [p.label, p.pv, p.uv]),
    },
    visitorShareSection('访问来源', '来源', d.referrers),
    visitorShareSection('访问设备', '设备', d.devices),
    {
      title: '受访页面',
      header: ['页面', '路径', '浏览量', '访客数', '平均停留'],
      rows: d.pages.map((p) => [p.title, p.path, p.pv, p.uv, formatFigure('seconds', p.avgDuration)]),
    },
  ];
}

/**
 * 官网访问分析: visits of the H5 website (views, visitors, addresses, time on site, bounces), where visitors came
 * from and on what device, the pages they landed on, and the orders placed on the site.
 */
export function WebsitePage() {
  const [range, setRange] = useAnalysisRange();
  const q = trpc.analysis.website.useQuery({ startDate: range.startDate, endDate: range.endDate });
  const d = q.data;
  const sections = d ? sectionsOf(d) : null;
  return (
    <AnalysisFrame title="官网访问分析" range={range} onRange={setRange} sections={sections} query={q}>
      {d && sections ? (
        <Flex vertical gap={16}>
          <MetricCards cards={cardsOf(d)} lowerIsBetter={['bounceRate']} />
          <Panel
            section={sections[1] as Section}
            option={trendOption(
              d.trend.map((p) => p.label),
              [
                { name: '浏览量', data: d.trend.map((p) => p.pv) },
                { name: '访客数', data: d.trend.map((p) => p.uv) },
              ],
            )}
          />
          <SharePies
            pies={[
              { section: sections[2] as Section, parts: d.referrers },
              { section: sections[3] as Section, parts: d.devices },
            ]}
          />
          <Panel section={sections[4] as Section} />
        </Flex>
      ) : null}
    </AnalysisFrame>
  );
}
