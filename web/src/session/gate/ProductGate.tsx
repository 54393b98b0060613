import type { ProductId } from '@console/contracts';
import { Flex, Result } from 'antd';
import { useEffect, useRef } from 'react';
import { useGoBack } from '../../shell/navigation';
import { useUpgradePrompt } from './useUpgradePrompt';

/**
 * Stands in for a page whose product this account has not bought: the upgrade confirm, with the back flag
 * (spec §4). One confirm per visit (a new location key asks again); leaving the page closes it.
 */
export default function ProductGate({ productId, locationKey }: { productId: ProductId; locationKey: string }) {
  const prompt = useUpgradePrompt();
  const goBack = useGoBack();
  // The latest callbacks, read when the visit starts: their identities must not open a second confirm.
  const latest = useRef({ prompt, goBack });
  latest.current = { prompt, goBack };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a visit is its product and location key
  useEffect(() => {
    const { prompt: ask, goBack: back } = latest.current;
    return ask(productId, { back: true, onBack: back });
  }, [productId, locationKey]);
  return (
    <Flex justify="center" style={{ paddingTop: 48 }}>
      <Result status="warning" title="当前版本暂未开通此功能" />
    </Flex>
  );
}
