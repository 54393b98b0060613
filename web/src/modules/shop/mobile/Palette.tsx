import {
  DECOR_COMPONENTS,
  DECOR_GROUPS,
  DECOR_PAGE_MAX_COMPONENTS,
  DECOR_TYPES,
  type DecorType,
} from '@console/contracts';
import { useDraggable } from '@dnd-kit/core';
import { Flex, Typography } from 'antd';
import { memo, type PointerEventHandler } from 'react';
import { Button } from '../../../widgets/busy';

export type FixedPart = 'nav' | 'tabbar' | 'page';

const FIXED: Array<{ key: FixedPart; label: string }> = [
  { key: 'nav', label: '顶部导航' },
  { key: 'tabbar', label: '底部导航' },
  { key: 'page', label: '页面设置' },
];

/** The id a palette entry drags with: `new:<type>`. */
export const paletteId = (type: DecorType) => `new:${type}`;
export const typeOfPaletteId = (id: unknown): DecorType | null =>
  typeof id === 'string' && id.startsWith('new:') ? (id.slice(4) as DecorType) : null;

function PaletteItem({
  type,
  onAdd,
  disabled,
}: {
  type: DecorType;
  onAdd: (type: DecorType) => void;
  disabled: boolean;
}) {
  const { listeners, setNodeRef } = useDraggable({ id: paletteId(type), disabled });
  const label = DECOR_COMPONENTS[type].label;
  return (
    <Button
      ref={setNodeRef}
      // The pointer drags it onto the phone; the keyboard (Enter, Space) adds it after the selected component.
      // dnd-kit types its listeners as bare Functions; this one is its pointer sensor's React handler
      onPointerDown={listeners?.onPointerDown as PointerEventHandler<HTMLElement> | undefined}
      data-testid={`palette-${type}`}
      className="decor-palette-item"
      autoInsertSpace={false}
      disabled={disabled}
      onClick={() => onAdd(type)}
      aria-label={`添加${label}`}
      style={{ touchAction: 'none' }}
    >
      {label}
    </Button>
  );
}

/** The components by group, dragged onto the phone or clicked to add; and the fixed parts of every page. */
export const Palette = memo(function Palette(p: {
  onAdd: (type: DecorType) => void;
  onFixed: (part: FixedPart) => void;
  full: boolean;
}) {
  return (
    <Flex vertical gap={12} className="decor-palette" role="region" aria-label="组件库">
      {DECOR_GROUPS.map((g) => (
        <section key={g.key} aria-labelledby={`decor-group-${g.key}`}>
          <Typography.Text strong id={`decor-group-${g.key}`}>
            {g.label}
          </Typography.Text>
          <div className="decor-palette-grid">
            {DECOR_TYPES.filter((t) => DECOR_COMPONENTS[t].group === g.key).map((t) => (
              <PaletteItem key={t} type={t} onAdd={p.onAdd} disabled={p.full} />
            ))}
          </div>
        </section>
      ))}
      <section aria-labelledby="decor-group-fixed">
        <Typography.Text strong id="decor-group-fixed">
          固定部分
        </Typography.Text>
        <div className="decor-palette-grid">
          {FIXED.map((f) => (
            <Button key={f.key} className="decor-palette-item" autoInsertSpace={false} onClick={() => p.onFixed(f.key)}>
              {f.label}
            </Button>
          ))}
        </div>
      </section>
      {p.full ? <Typography.Text type="danger">一个页面最多 {DECOR_PAGE_MAX_COMPONENTS} 个组件</Typography.Text> : null}
    </Flex>
  );
});
