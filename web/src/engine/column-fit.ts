import type { FieldKind } from '@console/contracts';

/**
 * Which columns of a list fit its box. A list must read without scrolling sideways at 1280 px and up, the help
 * panel open included: the columns a person needs least go first (when it was updated, computed counts,
 * pictures, then the trailing fields), the first field (the item's name) and the actions always stay. On a
 * phone the table scrolls instead, with every column.
 */
export interface FitColumn {
  key: string;
  /** Width it needs, in px. */
  width: number;
  /** Lower goes first; the same priority goes from the end. */
  priority: number;
  /** Never dropped (the item's name, the actions, the selection). */
  keep?: boolean;
}

/**
 * The width a header needs on one line (headers never break 报名人数 one character a line): its characters at
 * the table's font, the cell's padding and room for a sorter's arrows.
 */
export function headerWidth(label: string): number {
  return 14 * [...label].length + 36;
}

/** The width a column of a kind needs to read well. */
export function kindWidth(kind: FieldKind | 'updateDate' | 'sort'): number {
  switch (kind) {
    case 'text':
    case 'phone':
      return 150;
    case 'image':
      return 100;
    case 'datetime':
    case 'updateDate':
      return 170;
    case 'date':
      return 112;
    case 'switch':
      return 96;
    case 'number':
    case 'price':
      return 96;
    case 'sort':
      return 100;
    case 'tags':
      return 160;
    default:
      return 110;
  }
}

/** The keys of the columns shown in `available` px, in their order; every column when `available` is null. */
export function fitColumns(columns: readonly FitColumn[], available: number | null): Set<string> {
  const shown = new Set(columns.map((c) => c.key));
  if (available === null) return shown;
  let total = columns.reduce((s, c) => s + c.width, 0);
  const candidates = columns
    .map((c, i) => ({ ...c, i }))
    .filter((c) => !c.keep)
    .sort((a, b) => a.priority - b.priority || b.i - a.i);
  for (const c of candidates) {
    if (total <= available) break;
    shown.delete(c.key);
    total -= c.width;
  }
  return shown;
}

/**
 * The columns shown and the table's width for them: as wide as the shown columns were counted, so that long
 * texts wrap inside their column (at their content's width one long title would push the actions out of the
 * box); on a phone (`available` null) the content's width, and the table scrolls.
 */
export function fitTable(
  columns: readonly FitColumn[],
  available: number | null,
): { shown: Set<string>; x: number | 'max-content' } {
  const shown = fitColumns(columns, available);
  if (available === null) return { shown, x: 'max-content' };
  return { shown, x: columns.filter((c) => shown.has(c.key)).reduce((sum, c) => sum + c.width, 0) };
}

/** The width of an actions column holding small link buttons with these labels. */
export function actionsWidth(labels: readonly string[]): number {
  return 30 + labels.reduce((sum, label) => sum + 14 * label.length + 22, 0);
}
