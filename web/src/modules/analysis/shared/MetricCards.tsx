import { FallOutlined, RiseOutlined } from '@ant-design/icons';
import { changeRatio } from '@console/contracts';
import { Card, Col, Row, Statistic, Typography, theme } from 'antd';
import { changeText, formatFigure } from './format';
import type { Card as Figure } from './sections';

/** The screen's headline figures, each with its 环比 against the previous period. */
export function MetricCards(p: { cards: readonly Figure[]; lowerIsBetter?: readonly string[] }) {
  const { token } = theme.useToken();
  return (
    <Row gutter={[12, 12]}>
      {p.cards.map((c) => {
        const r = changeRatio(c.metric.value, c.metric.previous);
        const good = r === null || r === 0 ? null : r > 0 !== (p.lowerIsBetter?.includes(c.key) ?? false);
        const color = good === null ? token.colorTextSecondary : good ? token.colorSuccess : token.colorError;
        return (
          <Col key={c.key} xs={12} md={8} xl={p.cards.length === 5 || p.cards.length === 6 ? 4 : 6}>
            <Card size="small" aria-label={c.title}>
              <Statistic title={c.title} value={formatFigure(c.kind, c.metric.value)} />
              <Typography.Text style={{ color, fontSize: 12 }} aria-label={`${c.title}环比`}>
                {r !== null && r > 0 ? <RiseOutlined /> : r !== null && r < 0 ? <FallOutlined /> : null} 环比{' '}
                {changeText(c.metric)}
              </Typography.Text>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
