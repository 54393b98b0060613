import { CATEGORY, type Category, MSG } from '@console/contracts';

/**
 * The category editor's rules (spec §3, §4, 5 and 9), pure: new items get the temporary id
 * 'add-{timestamp}', type 2 and sort 99; reorder by drag or up/down; save needs every name and at least one
 * item, and reassigns sort 1..n in list order.
 */
export type DraftCategory = Category;

export function newCategory(now: number, taken: ReadonlySet<string | number> = new Set()): DraftCategory {
  // Two adds in one millisecond must not share an id.
  let stamp = now;
  while (taken.has(`${CATEGORY.tempIdPrefix}${stamp}`)) stamp++;
  return {
    id: `${CATEGORY.tempIdPrefix}${stamp}`,
    name: '',
    cover: null,
    isShow: '1',
    sort: CATEGORY.newSort,
    isIndex: '0',
    type: CATEGORY.newType,
  };
}

export function addCategory(list: readonly DraftCategory[], now: number): DraftCategory[] {
  return [...list, newCategory(now, new Set(list.map((c) => c.id)))];
}

/** Moves the item at `from` to `to` (drag and drop). */
export function moveCategory(list: readonly DraftCategory[], from: number, to: number): DraftCategory[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as DraftCategory);
  return next;
}

export const moveUp = (list: readonly DraftCategory[], i: number) => moveCategory(list, i, i - 1);
export const moveDown = (list: readonly DraftCategory[], i: number) => moveCategory(list, i, i + 1);

export function removeCategory(list: readonly DraftCategory[], id: DraftCategory['id']): DraftCategory[] {
  return list.filter((c) => c.id !== id);
}

export function updateCategory(
  list: readonly DraftCategory[],
  id: DraftCategory['id'],
  patch: Partial<Pick<DraftCategory, 'name' | 'isShow'>>,
): DraftCategory[] {
  return list.map((c) => (c.id === id ? { ...c, ...patch } : c));
}

/** The message that stops a save, or null: a name missing, or nothing left. */
export function validateCategories(list: readonly DraftCategory[]): string | null {
  if (list.length === 0) return MSG.categoryKeepOne;
  if (list.some((c) => c.name.trim() === '')) return MSG.categoryNameRequired;
  return null;
}

/** The list as saved: names trimmed, sort 1..n in the order shown; the UI's own flags left out. */
export function toSaveList(list: readonly DraftCategory[]): DraftCategory[] {
  return list.map(({ isEdit: _isEdit, ...c }, i) => ({ ...c, name: c.name.trim(), sort: i + 1 }));
}

/** Whether the draft differs from what was loaded. */
export function isChanged(draft: readonly DraftCategory[], saved: readonly DraftCategory[]): boolean {
  return JSON.stringify(toSaveList(draft)) !== JSON.stringify(toSaveList(saved));
}
