import { describe, expect, it } from 'vitest';
import { backPath, baseOf, createPath, editPath, listPath } from './paths';

describe('resource page paths', () => {
  it('finds the base from any of the three pages', () => {
    for (const p of [
      '/official/content/banner/list',
      '/official/content/banner/create',
      '/official/content/banner/edit/12',
      '/official/content/banner/create/3',
    ])
      expect(baseOf(p)).toBe('/official/content/banner');
  });

  it('spells the siblings', () => {
    expect(listPath('/a')).toBe('/a/list');
    expect(createPath('/a')).toBe('/a/create');
    expect(editPath('/a', 7)).toBe('/a/edit/7');
  });

  it('goes back to the list unless the page names another place', () => {
    expect(backPath('/vod/course')).toBe('/vod/course/list');
    expect(backPath('/vod/course', '/vod/index')).toBe('/vod/index');
  });
});
