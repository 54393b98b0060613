import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Flex, theme } from 'antd';
import { type ReactNode, useRef } from 'react';
import { sortableAnnouncements } from '../../../widgets/sortable/announcements';
import { useSortableItem } from '../../../widgets/sortable/useSortableItem';
import { useSortableSensors } from '../../../widgets/sortable/useSortableSensors';

let lastKey = 0;

/**
 * Keys for the items of a list that has no ids of its own (tabs, navigation entries), kept in step with the
 * list's moves: a moved item keeps its key, so dragging follows it. Items added or removed at the end get or
 * lose keys there.
 */
function useKeys(length: number) {
  const keys = useRef<string[]>([]);
  while (keys.current.length < length) keys.current.push(`k${++lastKey}`);
  if (keys.current.length > length) keys.current = keys.current.slice(0, length);
  return keys;
}

/** Moves the item at `from` to `to` (a new array). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export interface SortableListProps<T> {
  items: readonly T[];
  /** What the person calls an item (its text or name), for the handle's label and the announcements. */
  nameOf: (item: T, index: number) => string;
  onMove: (from: number, to: number) => void;
  /** Draws one item, with the drag handle to place in it. */
  render: (item: T, index: number, handle: ReactNode) => ReactNode;
  disabled?: boolean;
  testId?: string;
}

/**
 * A list sorted by dragging a handle, or from the keyboard (the handle focused: Space, the arrow keys, Space),
 * with @dnd-kit as the form builder uses it; each move is announced in Chinese.
 */
export function SortableList<T>(p: SortableListProps<T>) {
  const keys = useKeys(p.items.length);
  const sensors = useSortableSensors();
  const indexOf = (key: unknown) => keys.current.indexOf(String(key));
  const nameOf = (key: unknown) => {
    const i = indexOf(key);
    const item = p.items[i];
    return item === undefined ? '' : p.nameOf(item, i);
  };
  const onDragEnd = (e: DragEndEvent) => {
    if (!e.over || e.active.id === e.over.id) return;
    const from = indexOf(e.active.id);
    const to = indexOf(e.over.id);
    keys.current = moveItem(keys.current, from, to);
    p.onMove(from, to);
  };
  const announcements = sortableAnnouncements({ nameOf, indexOf, unit: '项' });
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: '按空格键拿起，用上下方向键移动，再按空格键放下，按 Esc 取消' },
      }}
    >
      <SortableContext items={keys.current.slice(0, p.items.length)} strategy={verticalListSortingStrategy}>
        <Flex vertical gap={8} data-testid={p.testId}>
          {p.items.map((item, i) => (
            <SortableRow
              key={keys.current[i]}
              id={keys.current[i] ?? ''}
              label={p.nameOf(item, i)}
              disabled={p.disabled}
            >
              {(handle) => p.render(item, i, handle)}
            </SortableRow>
          ))}
        </Flex>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow(p: { id: string; label: string; disabled?: boolean; children: (handle: ReactNode) => ReactNode }) {
  const { token } = theme.useToken();
  const { setNodeRef, isDragging, moving, handle } = useSortableItem(p);
  return (
    <div
      ref={setNodeRef}
      style={{
        ...moving,
        background: isDragging ? token.colorPrimaryBg : undefined,
        borderRadius: token.borderRadiusLG,
      }}
    >
      {p.children(handle)}
    </div>
  );
}
