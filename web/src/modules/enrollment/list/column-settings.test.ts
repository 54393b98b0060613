import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { columnsKey, DEFAULT_COLUMNS, parseColumns, useColumnSettings } from './column-settings';

afterEach(() => localStorage.clear());

describe('column settings', () => {
  it('reads a stored choice in display order, and falls back to the defaults', () => {
    expect(parseColumns('["createTime","phone","nope"]')).toEqual(['phone', 'createTime']);
    expect(parseColumns(null)).toEqual(DEFAULT_COLUMNS);
    expect(parseColumns('{')).toEqual(DEFAULT_COLUMNS);
    expect(parseColumns('[]')).toEqual([]);
  });

  it('remembers each list on its own, and resets to the defaults', () => {
    const { result } = renderHook(() => useColumnSettings('pool', false));
    act(() => result.current.save(['remark', 'phone']));
    expect(result.current.visible).toEqual(['phone', 'remark']);
    expect(localStorage.getItem(columnsKey('pool', false))).toBe('["phone","remark"]');
    expect(renderHook(() => useColumnSettings('pool', false)).result.current.visible).toEqual(['phone', 'remark']);
    expect(renderHook(() => useColumnSettings('my', false)).result.current.visible).toEqual(DEFAULT_COLUMNS);
    act(() => result.current.reset());
    expect(result.current.visible).toEqual(DEFAULT_COLUMNS);
    expect(localStorage.getItem(columnsKey('pool', false))).toBeNull();
  });
});
