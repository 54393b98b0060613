import { formatRate, formatYuan } from '@console/contracts';
import { Card, Col, Row, Statistic } from 'antd';
import type { CampaignStats } from './types';

type Figure = CampaignStats['figures'][number];

/** A figure as it reads: a count, an amount in yuan, a rate. */
export function figureText(f: Pick<Figure, 'value' | 'unit'>): string {
  if (f.unit === 'fen') return formatYuan(f.value);
  if (f.unit === 'rate') return formatRate(f.value);
  return f.value.toLocaleString('zh-CN');
}

/** The data page's cards: two a row on a phone, up to five on a wide screen. */
export function Figures({ figures, loading }: { figures: readonly Figure[]; loading: boolean }) {
  return (
    <Row gutter={[12, 12]}>
      {figures.map((f) => (
        // On wide screens the cards share the row equally, however many figures the playway has.
        <Col key={f.label} xs={12} sm={8} lg={{ flex: '1 1 0' }}>
          <Card size="small" loading={loading}>
            <Statistic title={f.label} value={figureText(f)} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
