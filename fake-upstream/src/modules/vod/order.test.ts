import { describe, expect, it } from 'vitest';
import type { StoredRow } from '../../kit/store.js';
import { nextSort, renumber, reorderSections, sectionOrder } from './order.js';

const row = (id: number, sort: number): StoredRow => ({
  id,
  createdAt: id,
  updatedAt: id,
  version: 1,
  recycled: false,
  values: { sort },
});
/** The store's `edit`, as renumber uses it: the values, a new version, the time. */
const store = {
  edit(r: StoredRow, values: Record<string, unknown>, at?: number) {
    Object.assign(r.values, values);
    r.version++;
    r.updatedAt = at ?? 0;
    return r;
  },
};

describe('section order', () => {
  it('plays by sort, then in the order sections were added', () => {
    const rows = [row(3, 2), row(1, 2), row(2, 1)];
    expect([...rows].sort(sectionOrder).map((r) => r.id)).toEqual([2, 1, 3]);
    expect(nextSort(rows)).toBe(3);
    expect(nextSort([])).toBe(1);
  });

  it('moves a whole course to the order given', () => {
    const rows = [row(1, 1), row(2, 2), row(3, 3)];
    expect(reorderSections(rows, [3, 1, 2]).map((r) => r.id)).toEqual([3, 1, 2]);
  });

  it('reorders one page of a long list in the places its rows held', () => {
    const rows = [1, 2, 3, 4, 5, 6].map((id) => row(id, id));
    // The second page (3, 4) of size 2, swapped: everything else stays.
    expect(reorderSections(rows, [4, 3]).map((r) => r.id)).toEqual([1, 2, 4, 3, 5, 6]);
    // Rows that were not neighbours trade places among the places they held.
    expect(reorderSections(rows, [5, 2]).map((r) => r.id)).toEqual([1, 5, 3, 4, 2, 6]);
  });

  it('refuses a section of another course and a section named twice', () => {
    const rows = [row(1, 1), row(2, 2)];
    expect(() => reorderSections(rows, [1, 9])).toThrow('章节不属于该课程');
    expect(() => reorderSections(rows, [1, 1])).toThrow('章节重复');
  });

  it('numbers 1..n and stamps only what changed', () => {
    const rows = [row(7, 1), row(8, 5), row(9, 9)];
    renumber(store, rows, 100);
    expect(rows.map((r) => r.values.sort)).toEqual([1, 2, 3]);
    expect(rows.map((r) => r.updatedAt)).toEqual([7, 100, 100]);
    expect(rows.map((r) => r.version)).toEqual([1, 2, 2]);
  });
});
