import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CopyOutlined,
  DeleteOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  HolderOutlined,
} from '@ant-design/icons';
import { DECOR_COMPONENTS, type DecorComponent, type DecorPage, type DecorTabBar } from '@console/contracts';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Tooltip } from 'antd';
import { type KeyboardEvent, memo, type PointerEventHandler, useRef } from 'react';
import { Button } from '../../../widgets/busy';
import type { FixedPart } from './Palette';
import { NavBarView, TabBarView } from './PhoneChrome';
import { problemsOf } from './problems-cache';
import { ComponentView } from './render/ComponentView';

export const END_ZONE_ID = 'canvas-end';

export type ItemCommand = 'up' | 'down' | 'copy' | 'hide' | 'remove';

interface ItemProps {
  c: DecorComponent;
  index: number;
  count: number;
  selected: boolean;
  pageBg: string;
  /** A palette component is dragged over this one: it will go before it. */
  dropBefore: boolean;
  /** What the forbidden-word check refused in it at the last save, while that text stands. */
  flagged: string | undefined;
  onSelect: (id: string) => void;
  onCommand: (id: string, command: ItemCommand) => void;
}

const CanvasItem = memo(function CanvasItem(p: ItemProps) {
  const { c, index } = p;
  const n = index + 1;
  const label = DECOR_COMPONENTS[c.type].label;
  const problem = p.flagged ?? problemsOf(c)[0]?.message;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: c.id,
  });
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    listeners?.onKeyDown?.(e);
    if (e.key === 'Enter') p.onSelect(c.id);
  };
  const classes = ['decor-item'];
  if (p.selected) classes.push('is-selected');
  if (problem) classes.push('has-problem');
  if (c.hidden) classes.push('is-hidden');
  if (isDragging) classes.push('is-dragging');
  if (p.dropBefore) classes.push('drop-before');
  return (
    <div
      ref={setNodeRef}
      className={classes.join(' ')}
      data-testid={`decor-item-${n}`}
      data-type={c.type}
      data-id={c.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the mouse drags and selects anywhere on the component; the keyboard's way is the grip button below */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above, the grip button selects with Enter */}
      <div
        className="decor-item-handle"
        // dnd-kit types its listeners as bare Functions; this one is its pointer sensor's React handler
        onPointerDown={listeners?.onPointerDown as PointerEventHandler<HTMLDivElement> | undefined}
        onClick={() => p.onSelect(c.id)}
      >
        <div className="decor-item-body" inert>
          <ComponentView c={c} pageBg={p.pageBg} />
        </div>
        {c.hidden ? <span className="decor-item-tag">已隐藏</span> : null}
        {problem ? <span className="decor-item-problem">{problem}</span> : null}
      </div>
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="decor-item-grip"
        {...attributes}
        onKeyDown={onKeyDown}
        onClick={() => p.onSelect(c.id)}
        aria-roledescription="可排序组件"
        aria-label={`第 ${n} 个组件：${label}${c.hidden ? '（已隐藏）' : ''}${problem ? `，${problem}` : ''}`}
        aria-pressed={p.selected}
      >
        <HolderOutlined aria-hidden />
      </button>
      {p.selected ? <ItemToolbar {...p} label={label} /> : null}
    </div>
  );
});

function ItemToolbar(p: ItemProps & { label: string }) {
  const { c, index, count } = p;
  const run = (command: ItemCommand) => (e: { stopPropagation(): void }) => {
    e.stopPropagation();
    p.onCommand(c.id, command);
  };
  const tool = (command: ItemCommand, title: string, icon: React.ReactNode, disabled = false, danger = false) => (
    <Tooltip title={title} placement="right">
      <Button
        size="small"
        icon={icon}
        disabled={disabled}
        danger={danger}
        aria-label={`${title}「${p.label}」`}
        onClick={run(command)}
        onKeyDown={(e) => e.stopPropagation()}
        onPointerDown={(e) => e.stopPropagation()}
      />
    </Tooltip>
  );
  return (
    <div className="decor-toolbar" role="toolbar" aria-label={`第 ${index + 1} 个组件的操作`}>
      {tool('up', '上移', <ArrowUpOutlined />, index === 0)}
      {tool('down', '下移', <ArrowDownOutlined />, index === count - 1)}
      {tool('copy', '复制', <CopyOutlined />)}
      {tool('hide', c.hidden ? '显示' : '隐藏', c.hidden ? <EyeOutlined /> : <EyeInvisibleOutlined />)}
      {tool('remove', '删除', <DeleteOutlined />, false, true)}
    </div>
  );
}

function EndZone({ empty, active }: { empty: boolean; active: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: END_ZONE_ID });
  return (
    <div
      ref={setNodeRef}
      className={`decor-end${isOver ? ' is-over' : ''}${active ? ' is-active' : ''}`}
      data-testid="decor-end"
    >
      {empty ? '从左侧拖入组件，或点击组件添加' : '拖到这里放在最后'}
    </div>
  );
}

/**
 * The components' ids, as the same array while they are the same: the sortable context re-renders every
 * sortable component when its list changes, which a property change must not cause.
 */
function useStableIds(components: readonly DecorComponent[]): string[] {
  const kept = useRef<string[]>([]);
  const ids = components.map((c) => c.id);
  if (ids.length !== kept.current.length || ids.some((id, i) => id !== kept.current[i])) kept.current = ids;
  return kept.current;
}

/** The phone: the top navigation, the page's components in order, the tab bar; what customers see. */
export function Canvas(p: {
  doc: DecorPage;
  tabBar: DecorTabBar | undefined;
  selected: string | null;
  /** Components with a text the forbidden-word check refused, by id, with its message. */
  flagged: ReadonlyMap<string, string>;
  dropBeforeId: string | null;
  paletteDragging: boolean;
  onSelect: (id: string) => void;
  onFixed: (part: FixedPart) => void;
  onCommand: (id: string, command: ItemCommand) => void;
}) {
  const { doc } = p;
  const ids = useStableIds(doc.components);
  const pageBg = doc.settings.bgColor || '#f5f5f5';
  return (
    <section className="decor-phone" aria-label="手机预览">
      <button
        type="button"
        className="decor-fixed-part"
        onClick={() => p.onFixed('nav')}
        aria-label={`顶部导航：${doc.settings.title || '页面标题'}`}
      >
        <NavBarView doc={doc} />
      </button>
      <div
        className="decor-page"
        data-testid="decor-page"
        style={{
          background: doc.settings.bgImage
            ? `${pageBg} top / 100% auto no-repeat url("${encodeURI(doc.settings.bgImage)}")`
            : pageBg,
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          {doc.components.map((c, i) => (
            <CanvasItem
              key={c.id}
              c={c}
              index={i}
              count={ids.length}
              selected={p.selected === c.id}
              pageBg={pageBg}
              dropBefore={p.dropBeforeId === c.id}
              flagged={p.flagged.get(c.id)}
              onSelect={p.onSelect}
              onCommand={p.onCommand}
            />
          ))}
        </SortableContext>
        <EndZone empty={ids.length === 0} active={p.paletteDragging} />
      </div>
      <button
        type="button"
        className="decor-fixed-part"
        onClick={() => p.onFixed('tabbar')}
        aria-label={`底部导航：${(p.tabBar?.items ?? []).map((t, i) => t.text || `导航 ${i + 1}`).join(' ')}`}
      >
        <TabBarView bar={p.tabBar} />
      </button>
    </section>
  );
}
