import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RangeBar } from './RangeBar';

describe('RangeBar', () => {
  // jsdom matches no media query: the width of a phone.
  it('on a phone offers the six ranges as buttons that wrap, each label whole, not a one-row bar that cuts them', () => {
    const onChange = vi.fn();
    render(
      <RangeBar value={{ preset: 'last7', startDate: '2026-12-02', endDate: '2026-12-08' }} onChange={onChange} />,
    );
    const group = screen.getByRole('radiogroup', { name: '时间范围' });
    expect(group.querySelector('.ant-segmented')).toBeNull();
    expect(group.closest('.ant-segmented')).toBeNull();
    expect(group.style.flexWrap).toBe('wrap');
    expect([...group.querySelectorAll('.ant-radio-button-wrapper')].map((b) => b.textContent)).toEqual([
      '今日',
      '昨日',
      '近7天',
      '近30天',
      '本月',
      '自定义',
    ]);
    fireEvent.click(screen.getByText('本月'));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ preset: 'month' }));
  });
});
