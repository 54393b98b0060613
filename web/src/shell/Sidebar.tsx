import { UI } from '@console/contracts';
import { Menu, type MenuProps, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { activeItemKey, leafCount, type MenuItem, type ModuleMenu } from '../routes/menu';
import { SITE_TITLE } from '../routes/paths';
import { useShell } from './context';
import { useSettings } from './settings';
import { useBrandColors } from './theme';
import { useMenuNavigate } from './useMenuNavigate';

/** Width of the second-level menu: the main area's left margin with it (225 px) less the first level (95 px). */
export const SECOND_MENU_WIDTH = UI.mainLeftWithSecondMenu - UI.sidebarWidth;

/**
 * The second menu's item box, as antd's inline menu lays it out: its border, the item's margins (4 px each
 * side), the indent per level (ours: antd's 24 px left 官网访问分析 five and a half of its six characters) and
 * the item's right padding; labels are 14 px. second-menu.test.ts checks every label of every edition fits.
 */
export const SECOND_MENU_BOX = { border: 1, margin: 8, indent: 16, paddingRight: 16, fontSize: 14 } as const;

type AntItem = NonNullable<MenuProps['items']>[number];

function toAntItems(items: readonly MenuItem[], depth = 0): AntItem[] {
  return items.map((item): AntItem => {
    if (!item.children) return { key: item.key, label: item.title };
    const children = toAntItems(item.children, depth + 1);
    // The second level's own groups are headings; anything deeper folds.
    return depth === 0
      ? { type: 'group', key: item.key, label: item.title, children }
      : { key: item.key, label: item.title, children };
  });
}

function findItem(items: readonly MenuItem[], key: string): MenuItem | undefined {
  for (const item of items) {
    if (item.key === key) return item;
    const found = item.children && findItem(item.children, key);
    if (found) return found;
  }
  return undefined;
}

/** The second-level menu of one module. */
export function SecondMenu({ menu, onChosen }: { menu: ModuleMenu; onChosen?: () => void }) {
  const { page, table } = useShell();
  const { token } = theme.useToken();
  const go = useMenuNavigate();
  const selected = page && page.moduleIndex === menu.index ? activeItemKey(menu, page, table) : undefined;
  return (
    <nav
      aria-label={`${menu.title}菜单`}
      style={{
        width: SECOND_MENU_WIDTH,
        height: '100%',
        overflowY: 'auto',
        background: token.colorBgContainer,
        borderRight: `1px solid ${token.colorBorderSecondary}`,
        boxSizing: 'border-box',
      }}
    >
      <div
        style={{
          padding: '18px 16px 10px',
          fontWeight: 600,
          fontSize: 15,
          color: token.colorText,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        {menu.title}
      </div>
      <Menu
        mode="inline"
        inlineIndent={SECOND_MENU_BOX.indent}
        items={toAntItems(menu.items)}
        selectedKeys={selected ? [selected] : []}
        defaultOpenKeys={menu.items.filter((i) => i.children).map((i) => i.key)}
        style={{ borderInlineEnd: 'none' }}
        onClick={({ key }) => {
          const item = findItem(menu.items, key);
          if (!item) return;
          go({ to: item.to, external: item.external, node: item.target });
          onChosen?.();
        }}
      />
    </nav>
  );
}

/**
 * The two-level sidebar (spec §2): a 95 px first level of module icons, and the second level beside it —
 * pinned for the current module when it has sub-menus (or on /marketing* and /study* pages other than their
 * menu pages), or opened over the page after hovering an icon for 100 ms.
 */
export function Sidebar({ pinned, onChosen }: { pinned: boolean; onChosen?: () => void }) {
  const { menus, activeMenu } = useShell();
  const { token } = theme.useToken();
  const settings = useSettings();
  const brand = useBrandColors();
  const go = useMenuNavigate();
  const { pathname } = useLocation();
  const [hovered, setHovered] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The index the pointer is on: moving between an icon's own parts does not restart its delay.
  const pointed = useRef<number | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A navigation closes the hover menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input
  useEffect(() => {
    pointed.current = null;
    setHovered(null);
  }, [pathname]);

  const hover = (index: number | null) => {
    if (pointed.current === index) return;
    pointed.current = index;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHovered(index), UI.sidebarHoverDelayMs);
  };
  // The pointer or the focus is on an open hover menu: it stays open.
  const keep = (index: number) => {
    pointed.current = index;
    clearTimeout(timer.current);
  };
  const flyout = menus.find((m) => m.index === hovered);
  const showFlyout = flyout && leafCount(flyout.items) >= 2 && !(pinned && flyout.index === activeMenu?.index);
  const dark = '#1d2b3a';

  return (
    // Leaving the sidebar closes the hover menu; keyboard users open the same menus by focusing the icons.
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer hover only, the icons handle focus
    <div style={{ display: 'flex', height: '100%', position: 'relative' }} onMouseLeave={() => hover(null)}>
      <nav
        aria-label="主菜单"
        style={{
          width: UI.sidebarWidth,
          height: '100%',
          background: dark,
          display: 'flex',
          flexDirection: 'column',
          overflowY: 'auto',
          flexShrink: 0,
        }}
      >
        {settings.sidebarLogo ? (
          <div
            title={SITE_TITLE}
            style={{
              height: 56,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              flexShrink: 0,
            }}
          >
            <span
              style={{
                width: 34,
                height: 34,
                borderRadius: 8,
                background: brand.solid,
                color: brand.onSolid,
                fontWeight: 700,
                fontSize: 18,
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              智
            </span>
          </div>
        ) : null}
        {menus.map((menu) => {
          const active = menu.index === activeMenu?.index;
          const Icon = menu.icon;
          return (
            <button
              key={menu.index}
              type="button"
              className="zx-plain-button"
              aria-current={active ? 'page' : undefined}
              // mouseover, not React's synthetic mouseenter: React derives enter from the mouseout of the
              // element the pointer left, and none comes when that element was re-rendered away under it.
              onMouseOver={() => hover(menu.index)}
              onFocus={() => setHovered(menu.index)}
              onClick={() => {
                go({ to: menu.to, node: menu.node });
                onChosen?.();
              }}
              style={{
                appearance: 'none',
                border: 0,
                margin: 0,
                font: 'inherit',
                cursor: 'pointer',
                boxSizing: 'border-box',
                width: '100%',
                padding: '11px 4px 9px',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 4,
                color: active ? brand.onSolid : 'rgba(255,255,255,0.72)',
                background: active ? brand.solid : hovered === menu.index ? 'rgba(255,255,255,0.08)' : 'transparent',
                // The active entry is marked by more than its fill, which for the dark presets is close to the bar.
                boxShadow: active ? `inset 3px 0 0 ${brand.onSolid}` : undefined,
                fontSize: 13,
              }}
            >
              {Icon ? (
                <span aria-hidden="true" style={{ display: 'inline-flex' }}>
                  <Icon style={{ fontSize: 18 }} />
                </span>
              ) : null}
              <span>{menu.title}</span>
            </button>
          );
        })}
      </nav>
      {pinned && activeMenu ? <SecondMenu menu={activeMenu} onChosen={onChosen} /> : null}
      {showFlyout ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: keeps the hover menu open while the pointer or focus is on it
        <div
          style={{
            position: 'absolute',
            left: UI.sidebarWidth,
            top: 0,
            bottom: 0,
            zIndex: 20,
            boxShadow: token.boxShadowSecondary,
          }}
          onMouseOver={() => keep(flyout.index)}
          onFocus={() => keep(flyout.index)}
        >
          <SecondMenu menu={flyout} onChosen={onChosen} />
        </div>
      ) : null}
    </div>
  );
}
