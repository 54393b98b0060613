/**
 * Selection of the photo grid (spec: select-all per page): the page's ids decide what "all" means, and a
 * page change keeps nothing of the last page's selection.
 */
export type Selection = ReadonlySet<number>;

export function toggle(sel: Selection, id: number): Set<number> {
  const next = new Set(sel);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export function allSelected(sel: Selection, pageIds: readonly number[]): boolean {
  return pageIds.length > 0 && pageIds.every((id) => sel.has(id));
}

export function someSelected(sel: Selection, pageIds: readonly number[]): boolean {
  return pageIds.some((id) => sel.has(id)) && !allSelected(sel, pageIds);
}

/** Select-all of the page: all of it when not all are selected, none otherwise. */
export function toggleAll(sel: Selection, pageIds: readonly number[]): Set<number> {
  return allSelected(sel, pageIds) ? new Set() : new Set(pageIds);
}

/** Only ids still on the page count (after a delete or a refresh). */
export function keepOnPage<S extends Selection>(sel: S, pageIds: readonly number[]): S | Set<number> {
  const on = new Set(pageIds);
  const kept = [...sel].filter((id) => on.has(id));
  // Unchanged selections stay the same object, so React sees nothing to update.
  return kept.length === sel.size ? sel : new Set(kept);
}

/** '1.2 MB', '356 KB': a photo's size as the grid shows it. */
export function formatBytes(bytes: number | null | undefined): string {
  if (!bytes || bytes <= 0) return '—';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
