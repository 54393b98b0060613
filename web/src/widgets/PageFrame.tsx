import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Heading, HeadingSection } from './Heading';

/**
 * A page in one card: its title (with a short note) and its actions on one row that wraps on a phone, then
 * the content. For hand-written pages that do not run on the resource engine. The title is the page's h2,
 * drawn at Title level 4; the headings of the content are h3.
 */
export function PageFrame(props: { title: ReactNode; extra?: ReactNode; children: ReactNode; subtitle?: ReactNode }) {
  return (
    <div style={{ padding: 'clamp(0px, 1.5vw, 16px)' }}>
      <Card styles={{ body: { padding: 'clamp(12px, 2vw, 24px)' } }}>
        <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <Flex vertical gap={2} style={{ minWidth: 0 }}>
            <Heading look={4} style={{ margin: 0 }}>
              {props.title}
            </Heading>
            {props.subtitle ? <Typography.Text type="secondary">{props.subtitle}</Typography.Text> : null}
          </Flex>
          {props.extra ? <div>{props.extra}</div> : null}
        </Flex>
        <HeadingSection>{props.children}</HeadingSection>
      </Card>
    </div>
  );
}
