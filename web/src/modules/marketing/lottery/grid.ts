/**
 * The lottery's 3×3 grid: the draw button in the middle, the eight prizes around it in the order the light
 * runs, clockwise from the top left. `GRID_CELLS[k]` is the prize shown in the k-th cell (row by row), or
 * null for the button.
 */
export const GRID_CELLS: ReadonlyArray<number | null> = [0, 1, 2, 7, null, 3, 6, 5, 4];

/** The prizes with the ones at `from` and `to` swapped (a drag onto another cell). */
export function swapped<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return next;
}
