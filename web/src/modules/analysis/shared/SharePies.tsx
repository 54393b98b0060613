import { Col, Row } from 'antd';
import { pieOption } from './charts';
import { Panel } from './Panel';
import type { Section } from './sections';

export interface Pie {
  section: Section;
  /** The slices: each part's name and the figure it is measured by (visitors, or money in fen). */
  parts: ReadonlyArray<{ name: string; value: number }>;
}

/**
 * The share pies of an analysis screen side by side (two a row from tablet width, three from desktop, one a
 * row on a phone), each with its table view; a pie whose parts are all zero says so instead of drawing a disc.
 */
export function SharePies({ pies, money = false }: { pies: readonly Pie[]; money?: boolean }) {
  const span = pies.length >= 3 ? { xs: 24, lg: 8 } : { xs: 24, md: 12 };
  return (
    <Row gutter={[16, 16]}>
      {pies.map(({ section, parts }) => (
        <Col key={section.title} {...span}>
          <Panel
            section={section}
            height={280}
            empty={parts.every((p) => p.value === 0)}
            option={pieOption(section.title, parts, money)}
          />
        </Col>
      ))}
    </Row>
  );
}
