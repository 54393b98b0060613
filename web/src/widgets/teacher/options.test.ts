import { describe, expect, it } from 'vitest';
import { teacherOptions } from './options';

const listed = [
  { id: 1, name: '王雅琴', employment: 1, title: '美术教研组长' },
  { id: 2, name: '李书恒', employment: 3, title: null },
  { id: 4, name: '陈沐阳', employment: 3 },
];

describe('teacher picker options', () => {
  it('names each teacher with the title, marks those who left and keeps them only where chosen', () => {
    expect(teacherOptions(listed, [4], [], 3)).toEqual([
      { value: 1, label: '王雅琴 · 美术教研组长' },
      { value: 2, label: '李书恒（离职）', disabled: true },
      { value: 4, label: '陈沐阳（离职）' },
    ]);
  });

  it('keeps a chosen teacher the search did not list, by the name the item answered', () => {
    const options = teacherOptions(listed.slice(0, 1), [1, 9, 12], [{ id: 9, name: '赵思远' }], 3);
    expect(options.map((o) => o.label)).toEqual(['王雅琴 · 美术教研组长', '赵思远', '讲师 12']);
  });
});
