import type { DecorTabBar } from '@console/contracts';
import { Flex } from 'antd';
import { DecorIconView } from '../parts/DecorIconView';

/** The tab bar as customers see it at the foot of the phone: the first tab active. */
export function TabBarPreview({ value, width = 375 }: { value: DecorTabBar; width?: number }) {
  return (
    <Flex
      role="img"
      aria-label={`底部导航预览：${value.items.map((i) => i.text || '未命名').join('、')}`}
      style={{
        width,
        maxWidth: '100%',
        height: 52,
        background: value.bgColor,
        borderTop: '1px solid rgba(0,0,0,0.08)',
      }}
    >
      {value.items.map((item, i) => {
        const colour = i === 0 ? value.activeColor : value.color;
        const picture = i === 0 ? item.activeIconImage || item.iconImage : item.iconImage;
        return (
          // Tabs have no ids; their order is what the bar shows.
          // biome-ignore lint/suspicious/noArrayIndexKey: the preview redraws the whole bar on every change
          <Flex key={i} vertical align="center" justify="center" gap={2} style={{ flex: 1, color: colour }}>
            {picture ? (
              <img src={picture} alt="" width={22} height={22} style={{ objectFit: 'contain' }} />
            ) : (
              <DecorIconView name={item.icon} style={{ fontSize: 20 }} />
            )}
            <span style={{ fontSize: 11, lineHeight: 1.2 }}>{item.text || '未命名'}</span>
          </Flex>
        );
      })}
    </Flex>
  );
}
