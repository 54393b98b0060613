import { describe, expect, it } from 'vitest';
import { actionsWidth, fitColumns, fitTable, kindWidth } from './column-fit';

const news = [
  { key: 'select', width: 48, priority: 9, keep: true },
  { key: 'title', width: 200, priority: 9, keep: true },
  { key: 'cover', width: kindWidth('image'), priority: 2 },
  { key: 'categoryId', width: kindWidth('category'), priority: 5 },
  { key: 'publishDate', width: kindWidth('date'), priority: 5 },
  { key: 'isShow', width: kindWidth('switch'), priority: 5 },
  { key: 'viewCount', width: kindWidth('number'), priority: 1 },
  { key: 'updateDate', width: kindWidth('updateDate'), priority: 0 },
  { key: 'actions', width: 220, priority: 9, keep: true },
];

describe('fitting a list’s columns to its box', () => {
  it('keeps every column where they fit, and on a phone (no limit)', () => {
    expect(fitColumns(news, 1400).size).toBe(news.length);
    expect(fitColumns(news, null).size).toBe(news.length);
  });

  it('drops the least needed first: when it was updated, then counts, then pictures, then trailing fields', () => {
    expect([...fitColumns(news, 1000)]).not.toContain('updateDate');
    expect([...fitColumns(news, 1000)]).toContain('viewCount');
    expect([...fitColumns(news, 900)]).toEqual([
      'select',
      'title',
      'cover',
      'categoryId',
      'publishDate',
      'isShow',
      'actions',
    ]);
    expect([...fitColumns(news, 800)]).toEqual(['select', 'title', 'categoryId', 'publishDate', 'isShow', 'actions']);
    expect([...fitColumns(news, 700)]).toEqual(['select', 'title', 'categoryId', 'publishDate', 'actions']);
  });

  it('never drops the name, the selection or the actions', () => {
    expect([...fitColumns(news, 100)]).toEqual(['select', 'title', 'actions']);
  });
});

describe('the fitted table’s width', () => {
  it('is the counted width of the shown columns, so that long texts wrap inside the box', () => {
    const { shown, x } = fitTable(news, 800);
    expect(x).toBe(48 + 200 + kindWidth('category') + kindWidth('date') + kindWidth('switch') + 220);
    expect(x).toBeLessThanOrEqual(800);
    expect(shown.has('updateDate')).toBe(false);
  });

  it('is the content’s width on a phone, where the table scrolls', () => {
    expect(fitTable(news, null).x).toBe('max-content');
  });

  it('is wider than the box when kept columns do not fit it (a data page scrolls sideways)', () => {
    const answers = Array.from({ length: 10 }, (_, i) => ({ key: `f${i}`, width: 130, priority: 4, keep: true }));
    const { shown, x } = fitTable([...news, ...answers], 900);
    for (const a of answers) expect(shown.has(a.key)).toBe(true);
    expect(shown.has('cover')).toBe(false);
    expect(x).toBe(48 + 200 + 220 + 1300);
  });

  it('counts an actions column by its labels', () => {
    expect(actionsWidth(['编辑', '删除'])).toBe(30 + 50 + 50);
    expect(actionsWidth(['移入回收站'])).toBeGreaterThan(actionsWidth(['删除']) + 40);
  });
});
