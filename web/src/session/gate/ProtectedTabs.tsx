import { H5_ONLY_COMBO_ID, PRODUCTS } from '@console/contracts';
import { Tabs, type TabsProps } from 'antd';
import { useState } from 'react';
import { useSession } from '../store';
import { useUpgradePrompt } from './useUpgradePrompt';

export type ProtectedTabItem = NonNullable<TabsProps['items']>[number] & { protected?: boolean };

/** Whether a protected tab is blocked for this account (spec §6: the stored combo id equals 25). */
export function tabBlocked(item: { protected?: boolean }, comboId: string | null | undefined): boolean {
  return item.protected === true && comboId === String(H5_ONLY_COMBO_ID);
}

/**
 * antd Tabs where items marked `protected` cannot be opened by H5-only accounts (combo 25): choosing one asks
 * to upgrade to the full edition and the current tab stays. Controlled or not, like Tabs itself.
 */
export function ProtectedTabs({
  items = [],
  onChange,
  activeKey,
  defaultActiveKey,
  ...props
}: Omit<TabsProps, 'items'> & { items?: ProtectedTabItem[] }) {
  const session = useSession();
  const prompt = useUpgradePrompt();
  const [inner, setInner] = useState(defaultActiveKey ?? items[0]?.key);
  const blocked = new Set(items.filter((i) => tabBlocked(i, session?.comboId)).map((i) => i.key));
  return (
    <Tabs
      {...props}
      activeKey={activeKey ?? inner}
      items={items.map(({ protected: _protected, ...item }) => item)}
      onChange={(key) => {
        if (blocked.has(key)) {
          prompt(PRODUCTS.app, { back: false });
          return;
        }
        setInner(key);
        onChange?.(key);
      }}
    />
  );
}
