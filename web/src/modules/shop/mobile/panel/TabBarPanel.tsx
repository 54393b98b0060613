import { decorTheme, linkText, type ShopStore } from '@console/contracts';
import { Descriptions, Flex, Typography } from 'antd';

/** 底部导航 and the theme: shared by every page of the shop, shown here as the store settings have them. */
export function TabBarPanel({ store }: { store: ShopStore; onSaved: () => void }) {
  const theme = decorTheme(store.themeId);
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        底部导航与主题
      </Typography.Title>
      <Typography.Text type="secondary">底部导航和主题配色是店铺所有页面共用的设置。</Typography.Text>
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
    </Flex>
  );
}
