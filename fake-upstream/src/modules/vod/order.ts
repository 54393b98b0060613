import { fail } from '../../errors.js';
import type { ResourceStore, StoredRow } from '../../kit/store.js';

const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/** A course's sections in play order: by `sort`, then the order they were added in. */
export function sectionOrder(a: StoredRow, b: StoredRow): number {
  return num(a.values.sort) - num(b.values.sort) || a.id - b.id;
}

/** The next place at the end of a course's sections. */
export function nextSort(sections: readonly StoredRow[]): number {
  return sections.reduce((max, s) => Math.max(max, num(s.values.sort)), 0) + 1;
}

/**
 * The new order of a course's sections after a drag: the `moved` sections take the places they held among
 * `current` (in play order), in the order given; the others keep theirs. A page of a long list reorders just
 * its rows this way. Refuses a section that is not the course's, or one named twice.
 */
export function reorderSections(current: readonly StoredRow[], moved: readonly number[]): StoredRow[] {
  const ordered = [...current].sort(sectionOrder);
  const index = new Map(ordered.map((s, i) => [s.id, i]));
  if (new Set(moved).size !== moved.length) throw fail('章节重复，请刷新后重试');
  const places = moved.map((id) => {
    const i = index.get(id);
    if (i === undefined) throw fail('章节不属于该课程，请刷新后重试');
    return i;
  });
  places.sort((a, b) => a - b);
  const out = [...ordered];
  moved.forEach((id, k) => {
    out[places[k] as number] = ordered[index.get(id) as number] as StoredRow;
  });
  return out;
}

/** Numbers sections 1..n in the order given; those whose place changed are changed rows of `store`. */
export function renumber(store: Pick<ResourceStore, 'edit'>, sections: readonly StoredRow[], now: number): void {
  sections.forEach((s, i) => {
    if (s.values.sort !== i + 1) store.edit(s, { sort: i + 1 }, now);
  });
}
