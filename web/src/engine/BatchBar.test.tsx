import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { BatchBar } from './BatchBar';

describe('<BatchBar>', () => {
  it('offers delete and the page’s own batch buttons for the selected rows', () => {
    const onDelete = vi.fn();
    const done = vi.fn();
    const onClear = vi.fn();
    render(
      <BatchBar
        selected={[3, 5]}
        onDelete={onDelete}
        onClear={onClear}
        actions={(ids, clear) => (
          <Button
            onClick={() => {
              done(ids);
              clear();
            }}
          >
            批量上架
          </Button>
        )}
      />,
    );
    expect(screen.getByText('已选 2 项')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /批量上架/ }));
    expect(done).toHaveBeenCalledWith([3, 5]);
    expect(onClear).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: /批量删除/ }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('disables delete with nothing selected, and leaves it out for a list that cannot delete', () => {
    const { rerender } = render(<BatchBar selected={[]} onDelete={() => undefined} onClear={() => undefined} />);
    expect((screen.getByRole('button', { name: /批量删除/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText(/已选/)).toBeNull();
    rerender(<BatchBar selected={[1]} onClear={() => undefined} actions={() => <Button>批量通过</Button>} />);
    expect(screen.queryByRole('button', { name: /批量删除/ })).toBeNull();
    expect(screen.getByRole('button', { name: /批量通过/ })).toBeTruthy();
  });
});
