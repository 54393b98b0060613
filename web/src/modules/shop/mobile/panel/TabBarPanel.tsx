import { BgColorsOutlined, MenuOutlined } from '@ant-design/icons';
import { decorTheme, linkText, type ShopStore } from '@console/contracts';
import { Descriptions, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Button } from '../../../../widgets/busy';
import { Heading } from '../../../../widgets/Heading';
import { type MobilePart, MobileSettingsDrawer } from '../../menu/MobileSettingsDrawer';

/**
 * 底部导航 and the theme: shared by every page of the shop, shown as the store settings have them and edited
 * in the decoration centre's drawer (saved on their own version, apart from the page).
 */
export function TabBarPanel({ store, onReload }: { store: ShopStore; onReload: () => Promise<ShopStore | undefined> }) {
  const [part, setPart] = useState<MobilePart | null>(null);
  const theme = decorTheme(store.themeId);
  return (
    <Flex vertical gap={12}>
      <Heading look={5} style={{ margin: 0 }}>
        底部导航与主题
      </Heading>
      <Typography.Text type="secondary">
        底部导航和主题配色是店铺所有页面共用的设置，保存后立即用于预览。
      </Typography.Text>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[{ key: 'theme', label: '主题配色', children: theme.name }]}
      />
      <Descriptions
        size="small"
        column={1}
        bordered
        items={store.tabBar.items.map((item, i) => ({
          key: String(i),
          label: `导航 ${i + 1}`,
          children: `${item.text}${item.link ? ` → ${linkText(item.link)}` : ''}`,
        }))}
      />
      <Flex gap={8} wrap>
        <Button icon={<MenuOutlined />} onClick={() => setPart('tabBar')}>
          编辑底部导航
        </Button>
        <Button icon={<BgColorsOutlined />} onClick={() => setPart('theme')}>
          编辑主题配色
        </Button>
      </Flex>
      {part ? (
        <MobileSettingsDrawer part={part} store={store} onReload={onReload} onClose={() => setPart(null)} />
      ) : null}
    </Flex>
  );
}
