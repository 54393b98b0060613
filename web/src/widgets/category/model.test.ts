import { describe, expect, it } from 'vitest';
import {
  addCategory,
  type DraftCategory,
  isChanged,
  moveCategory,
  moveDown,
  moveUp,
  newCategory,
  removeCategory,
  toSaveList,
  updateCategory,
  validateCategories,
} from './model';

const saved = (id: number, name: string, sort: number): DraftCategory => ({ id, name, isShow: '1', sort, type: 1 });
const list = [saved(1, '校园风采', 1), saved(2, '教学环境', 2), saved(3, '节日活动', 3)];

describe('category editor', () => {
  it('adds with the temporary id add-{timestamp}, type 2, sort 99', () => {
    expect(newCategory(1700000000000)).toMatchObject({
      id: 'add-1700000000000',
      type: 2,
      sort: 99,
      name: '',
      isShow: '1',
    });
    const two = addCategory(addCategory(list, 5), 5);
    expect(two.slice(3).map((c) => c.id)).toEqual(['add-5', 'add-6']);
  });

  it('reorders by drag and by up/down, ignoring moves past the ends', () => {
    expect(moveCategory(list, 0, 2).map((c) => c.id)).toEqual([2, 3, 1]);
    expect(moveUp(list, 1).map((c) => c.id)).toEqual([2, 1, 3]);
    expect(moveDown(list, 1).map((c) => c.id)).toEqual([1, 3, 2]);
    expect(moveUp(list, 0).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(moveDown(list, 2).map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it('deletes and edits by id', () => {
    expect(removeCategory(list, 2).map((c) => c.id)).toEqual([1, 3]);
    expect(updateCategory(list, 3, { name: '节日', isShow: '0' })[2]).toMatchObject({ name: '节日', isShow: '0' });
  });

  it('save needs a name for each and at least one, with the exact messages', () => {
    expect(validateCategories(list)).toBeNull();
    expect(validateCategories(addCategory(list, 1))).toBe('请输入分类名称');
    expect(validateCategories(updateCategory(list, 1, { name: '   ' }))).toBe('请输入分类名称');
    expect(validateCategories([])).toBe('分类选项至少保留一条');
  });

  it('reassigns sort 1..n in the order shown and trims names', () => {
    const draft = updateCategory(moveCategory(addCategory(list, 9), 3, 0), 'add-9', { name: ' 新分类 ' });
    expect(toSaveList(draft).map((c) => [c.id, c.name, c.sort])).toEqual([
      ['add-9', '新分类', 1],
      [1, '校园风采', 2],
      [2, '教学环境', 3],
      [3, '节日活动', 4],
    ]);
  });

  it('knows when the draft differs from what was saved', () => {
    expect(isChanged(list, list)).toBe(false);
    expect(isChanged(moveUp(list, 1), list)).toBe(true);
  });
});
