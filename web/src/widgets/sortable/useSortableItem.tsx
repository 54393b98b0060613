import { HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties } from 'react';
import { Button } from '../busy';

/**
 * One item of a list sorted with @dnd-kit: the ref of its node, the style that moves it while dragged (on top of
 * its neighbours), and its grip, a button named for screen readers by `label` (拖动排序：…) that starts the drag
 * by pointer or keyboard.
 */
export function useSortableItem(o: { id: string; label: string; disabled?: boolean }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: o.id,
    disabled: o.disabled,
  });
  const moving: CSSProperties = {
    transform: CSS.Transform.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
  };
  const handle = (
    <Button
      ref={setActivatorNodeRef}
      type="text"
      size="small"
      icon={<HolderOutlined />}
      style={{ cursor: 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
      aria-label={`拖动排序：${o.label}`}
    />
  );
  return { setNodeRef, isDragging, moving, handle };
}
