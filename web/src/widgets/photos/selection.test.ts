import { describe, expect, it } from 'vitest';
import { allSelected, formatBytes, keepOnPage, someSelected, toggle, toggleAll } from './selection';

describe('photo grid selection', () => {
  const page = [4, 5, 6];
  it('toggles single items', () => {
    expect([...toggle(new Set([4]), 5)]).toEqual([4, 5]);
    expect([...toggle(new Set([4, 5]), 5)]).toEqual([4]);
  });

  it('select-all covers the page only, and toggles back to none', () => {
    expect([...toggleAll(new Set([4]), page)]).toEqual([4, 5, 6]);
    expect([...toggleAll(new Set([4, 5, 6]), page)]).toEqual([]);
    expect(allSelected(new Set([4, 5, 6]), page)).toBe(true);
    expect(someSelected(new Set([4]), page)).toBe(true);
    expect(allSelected(new Set(), [])).toBe(false);
  });

  it('keeps only what is still on the page', () => {
    expect([...keepOnPage(new Set([1, 4, 6]), page)]).toEqual([4, 6]);
  });

  it('formats sizes', () => {
    expect(formatBytes(0)).toBe('—');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(356 * 1024)).toBe('356 KB');
    expect(formatBytes(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});
