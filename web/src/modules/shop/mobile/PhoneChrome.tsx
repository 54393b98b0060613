import { LeftOutlined, SearchOutlined } from '@ant-design/icons';
import type { DecorPage, DecorTabBar } from '@console/contracts';
import { DecorIconView } from '../parts/DecorIconView';
import { ink } from './render/colors';

/** 顶部导航 as customers see it: the page title on the bar's colour (laid over the page when immersive). */
export function NavBarView({ doc }: { doc: DecorPage }) {
  const bg = doc.nav.style === 'immersive' ? 'transparent' : doc.nav.bgColor || '#ffffff';
  const behind = doc.nav.style === 'immersive' ? '#000000' : doc.nav.bgColor || '#ffffff';
  const color = doc.nav.textColor === 'light' ? ink('#ffffff', behind) : ink('#1f1f1f', behind);
  return (
    <div
      className="decor-nav"
      style={{ background: bg, color, position: doc.nav.style === 'immersive' ? 'absolute' : 'relative' }}
    >
      <LeftOutlined aria-hidden style={{ fontSize: 14 }} />
      <span className="decor-nav-title">{doc.settings.title || '页面标题'}</span>
      {doc.nav.showSearch ? <SearchOutlined aria-hidden style={{ fontSize: 14 }} /> : <span style={{ width: 14 }} />}
    </div>
  );
}

/** 底部导航 from the store settings: every tab, the first one active. */
export function TabBarView({ bar }: { bar: DecorTabBar | undefined }) {
  if (!bar) return null;
  return (
    <div className="decor-tabbar" style={{ background: bar.bgColor }}>
      {bar.items.map((item, i) => {
        const active = i === 0;
        const color = ink(active ? bar.activeColor : bar.color, bar.bgColor);
        const picture = active ? item.activeIconImage || item.iconImage : item.iconImage;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: tabs are shown in their order and have no ids
          <span key={i} className="decor-tab" style={{ color }}>
            {picture ? (
              <img src={picture} alt="" width={22} height={22} />
            ) : (
              <DecorIconView name={item.icon} style={{ fontSize: 20 }} />
            )}
            <span>{item.text || `导航 ${i + 1}`}</span>
          </span>
        );
      })}
    </div>
  );
}
