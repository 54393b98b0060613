import type { Share, TransactionAnalysis } from '@console/contracts';
import { Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { trpc } from '../../../app/trpc';
import { Button } from '../../../widgets/busy';
import { AnalysisFrame, useAnalysisRange } from '../shared/AnalysisFrame';
import { barOption, trendOption } from '../shared/charts';
import { shareText } from '../shared/format';
import { MetricCards } from '../shared/MetricCards';
import { Panel } from '../shared/Panel';
import { SharePies } from '../shared/SharePies';
import { type Card, cardSection, money, type Section } from '../shared/sections';

function cardsOf(d: TransactionAnalysis): Card[] {
  const c = d.cards;
  return [
    { key: 'orders', title: '订单数', metric: c.orders, kind: 'count' },
    { key: 'paidOrders', title: '支付订单数', metric: c.paidOrders, kind: 'count' },
    { key: 'payUsers', title: '支付人数', metric: c.payUsers, kind: 'count' },
    { key: 'payAmount', title: '支付金额', metric: c.payAmount, kind: 'money' },
    { key: 'avgPerUser', title: '客单价', metric: c.avgPerUser, kind: 'money' },
    { key: 'refundOrders', title: '退款订单数', metric: c.refundOrders, kind: 'count' },
    { key: 'refundAmount', title: '退款金额', metric: c.refundAmount, kind: 'money' },
  ];
}

const shareSection = (title: string, first: string, shares: readonly Share[]): Section => {
  const total = shares.reduce((s, x) => s + x.amount, 0);
  return {
    title,
    header: [first, '支付订单数', '支付金额', '金额占比'],
    rows: shares.map((s) => [s.name, s.count, money(s.amount), shareText(s.amount, total)]),
  };
};

function sectionsOf(d: TransactionAnalysis): Section[] {
  return [
    cardSection(cardsOf(d), d.range),
    {
      title: '营业趋势',
      header: [d.range.granularity === 'hour' ? '时段' : '日期', '订单数', '支付金额', '退款笔数', '退款金额'],
      rows: d.trend.map((p) => [p.label, p.orders, money(p.payAmount), p.refunds, money(p.refundAmount)]),
    },
    shareSection('类型分析', '订单类型', d.types),
    shareSection('来源分析', '订单来源', d.sources),
    shareSection('支付方式', '支付方式', d.payMethods),
    {
      title: '商品排行',
      header: ['商品', '类型', '支付订单数', '支付金额'],
      rows: d.topGoods.map((g) => [g.name, g.type, g.count, money(g.amount)]),
    },
  ];
}

/**
 * 交易分析: orders, payments and refunds of the range against the previous period, the business trend, where
 * the money came from (type, source, payment method) and the best-selling goods. Orders count on the day they
 * were placed, money on the day it moved (a payment on its day, a refund on its own day, as the statement has
 * them); the links open those very orders: placed in the range (订单数), or paid in it (their 实付 is 支付金额).
 */
export function TransactionPage() {
  const navigate = useNavigate();
  const [range, setRange] = useAnalysisRange();
  const q = trpc.analysis.transaction.useQuery({ startDate: range.startDate, endDate: range.endDate });
  const d = q.data;
  const sections = d ? sectionsOf(d) : null;
  const orders = `startDate=${range.startDate}&endDate=${range.endDate}`;
  return (
    <AnalysisFrame title="交易分析" range={range} onRange={setRange} sections={sections} query={q}>
      {d && sections ? (
        <Flex vertical gap={16}>
          <MetricCards cards={cardsOf(d)} lowerIsBetter={['refundOrders', 'refundAmount']} />
          <Flex justify="flex-end">
            <Button type="link" onClick={() => navigate(`/transaction/order/list?${orders}`)}>
              查看这些订单
            </Button>
            <Button type="link" onClick={() => navigate(`/transaction/order/list?dateField=payTime&${orders}`)}>
              查看支付订单
            </Button>
          </Flex>
          <Panel
            section={sections[1] as Section}
            option={trendOption(
              d.trend.map((p) => p.label),
              [
                { name: '订单数', data: d.trend.map((p) => p.orders) },
                { name: '退款笔数', data: d.trend.map((p) => p.refunds) },
                { name: '支付金额', data: d.trend.map((p) => p.payAmount), money: true, bar: true },
                { name: '退款金额', data: d.trend.map((p) => p.refundAmount), money: true, bar: true },
              ],
            )}
          />
          <SharePies
            money
            pies={[d.types, d.sources, d.payMethods].map((shares, i) => ({
              section: sections[2 + i] as Section,
              parts: shares.map((x) => ({ name: x.name, value: x.amount })),
            }))}
          />
          <Panel
            section={sections[5] as Section}
            height={360}
            empty={d.topGoods.length === 0}
            option={barOption(
              d.topGoods.map((g) => g.name),
              [{ name: '支付金额', data: d.topGoods.map((g) => g.amount), money: true }],
            )}
          />
        </Flex>
      ) : null}
    </AnalysisFrame>
  );
}
