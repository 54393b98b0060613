import { describe, expect, it } from 'vitest';
import { GRID_CELLS, swapped } from './grid';

describe('lottery grid', () => {
  it('shows the eight prizes clockwise around the button', () => {
    expect(GRID_CELLS.filter((c) => c !== null).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(GRID_CELLS[4]).toBeNull();
    // Clockwise: top row left to right, down the right, bottom row right to left, up the left.
    expect([
      GRID_CELLS[0],
      GRID_CELLS[1],
      GRID_CELLS[2],
      GRID_CELLS[5],
      GRID_CELLS[8],
      GRID_CELLS[7],
      GRID_CELLS[6],
      GRID_CELLS[3],
    ]).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('swaps two prizes, and leaves the grid as it was for a drop on itself or outside', () => {
    expect(swapped(['a', 'b', 'c'], 0, 2)).toEqual(['c', 'b', 'a']);
    expect(swapped(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'b', 'c']);
    expect(swapped(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'b', 'c']);
  });
});
