import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RangeBar } from './RangeBar';

describe('RangeBar', () => {
  // jsdom matches no media query: the width of a phone.
  it('on a phone offers the six ranges as segments that wrap (range-bar.css), each label whole', () => {
    const onChange = vi.fn();
    const { container } = render(
      <RangeBar value={{ preset: 'last7', startDate: '2026-12-02', endDate: '2026-12-08' }} onChange={onChange} />,
    );
    expect(container.querySelector('.ant-segmented.zx-range-bar-wrap .ant-segmented-group')).not.toBeNull();
    expect([...container.querySelectorAll('.ant-segmented-item-label')].map((b) => b.textContent)).toEqual([
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
