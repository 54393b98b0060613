import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';

/**
 * What a screen reader hears while an item of a sorted list is moved, in Chinese: the item by its name and
 * its place counted from 1, in the list's own word for a place ('项' for entries, '个' for form fields).
 */
export function sortableAnnouncements(p: {
  nameOf: (id: UniqueIdentifier) => string;
  /** The item's index in the list (0-based). */
  indexOf: (id: UniqueIdentifier) => number;
  unit: '项' | '个';
}): Announcements {
  const { nameOf, indexOf, unit } = p;
  return {
    onDragStart: ({ active }) => `已拿起「${nameOf(active.id)}」，当前第 ${indexOf(active.id) + 1} ${unit}`,
    onDragOver: ({ active, over }) => (over ? `「${nameOf(active.id)}」移到第 ${indexOf(over.id) + 1} ${unit}` : ''),
    onDragEnd: ({ active, over }) =>
      over ? `「${nameOf(active.id)}」已放到第 ${indexOf(over.id) + 1} ${unit}` : '已放下',
    onDragCancel: ({ active }) => `已取消移动「${nameOf(active.id)}」`,
  };
}
