import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { sortableAnnouncements } from './announcements';

const names = ['姓名', '手机号', '性别'];
const keys = ['a', 'b', 'c'];
// The announcements read only the ids of what is dragged and what it is over.
const active = (id: string) => ({ id }) as Active;
const over = (id: string) => ({ id }) as Over;

describe('sortableAnnouncements', () => {
  const say = (unit: '项' | '个') =>
    sortableAnnouncements({
      nameOf: (id) => names[keys.indexOf(String(id))] ?? '',
      indexOf: (id) => keys.indexOf(String(id)),
      unit,
    });

  it('names the item and counts places from 1, in the list’s word for a place', () => {
    const a = say('个');
    expect(a.onDragStart({ active: active('b') })).toBe('已拿起「手机号」，当前第 2 个');
    expect(a.onDragOver({ active: active('b'), over: over('c') })).toBe('「手机号」移到第 3 个');
    expect(a.onDragEnd({ active: active('b'), over: over('a') })).toBe('「手机号」已放到第 1 个');
    expect(a.onDragCancel({ active: active('b'), over: null })).toBe('已取消移动「手机号」');
    expect(say('项').onDragStart({ active: active('c') })).toBe('已拿起「性别」，当前第 3 项');
  });

  it('says nothing while over no place, and a plain drop when let go there', () => {
    const a = say('项');
    expect(a.onDragOver({ active: active('a'), over: null })).toBe('');
    expect(a.onDragEnd({ active: active('a'), over: null })).toBe('已放下');
  });
});
