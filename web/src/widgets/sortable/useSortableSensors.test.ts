import { KeyboardSensor, type KeyboardSensorOptions, PointerSensor } from '@dnd-kit/core';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSortableSensors } from './useSortableSensors';

describe('useSortableSensors', () => {
  it('gives the same sensors on every render (new ones would re-render every sortable item)', () => {
    const { result, rerender } = renderHook(() => useSortableSensors());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(first.map((s) => s.sensor)).toEqual([PointerSensor, KeyboardSensor]);
  });

  it('picks up with Space alone when asked, leaving Enter to the item', () => {
    const keyboard = (pickUp?: 'space') =>
      renderHook(() => useSortableSensors(pickUp)).result.current[1]?.options as KeyboardSensorOptions | undefined;
    expect(keyboard('space')?.keyboardCodes?.start).toEqual(['Space']);
    // The default codes (Space or Enter) apply.
    expect(keyboard()?.keyboardCodes).toBeUndefined();
  });
});
