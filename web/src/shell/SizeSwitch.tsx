import { FontSizeOutlined } from '@ant-design/icons';
import { MSG, UI } from '@console/contracts';
import { App, Dropdown } from 'antd';
import { Button } from '../widgets/busy';
import { usePageCache } from './context';
import { type SizeName, setSetting, useSettings } from './settings';

const LABELS: Record<SizeName, string> = { default: '默认', medium: '中等', small: '小', mini: '迷你' };

/**
 * The size switch (spec §8 and §9): default, medium, small, mini; it says 'Switch Size Success'. Open
 * pages are remounted so that sizes measured once (tables, charts) are measured again.
 */
export function SizeSwitch() {
  const { message } = App.useApp();
  const { size } = useSettings();
  const cache = usePageCache();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: UI.sizes.map((s) => ({ key: s, label: LABELS[s] })),
        onClick: ({ key }) => {
          setSetting('size', key as SizeName);
          cache.dropAll();
          void message.success(MSG.sizeSwitched);
        },
      }}
    >
      <Button type="text" icon={<FontSizeOutlined />} aria-label="布局大小" />
    </Dropdown>
  );
}
