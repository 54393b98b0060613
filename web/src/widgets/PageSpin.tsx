import { Flex, Spin } from 'antd';

/** Whole-page loading state: route chunks, the role check, an impersonation sign-in. */
export function PageSpin({ tip }: { tip?: string }) {
  return (
    <Flex vertical align="center" justify="center" gap={12} style={{ minHeight: '60vh' }} role="status">
      <Spin size="large" />
      {tip ? <span style={{ color: 'rgba(0,0,0,0.45)' }}>{tip}</span> : null}
    </Flex>
  );
}
