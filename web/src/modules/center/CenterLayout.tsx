import { Col, Row, Segmented } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { FeedbackCard } from './FeedbackCard';
import { CENTER_KINDS, type CenterKind, KIND_LISTS, KIND_TITLES } from './kinds';

/** The centre's pages: the switch between notices, product news and the study centre, and the feedback form. */
export function CenterLayout({ kind, children }: { kind: CenterKind; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Segmented<CenterKind>
          value={kind}
          options={CENTER_KINDS.map((k) => ({ value: k, label: KIND_TITLES[k] }))}
          onChange={(k) => void navigate(KIND_LISTS[k])}
          style={{ marginBottom: 16 }}
        />
        {children}
      </Col>
      <Col xs={24} xl={8}>
        <FeedbackCard formName={`feedback-${kind}`} />
      </Col>
    </Row>
  );
}
