import { role } from '@console/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBar } from './SearchBar';

const box = () => screen.getByPlaceholderText(/^搜索/) as HTMLInputElement;

describe('<SearchBar>', () => {
  it('keeps what is being typed when the list re-renders with the same address', () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchBar resource={role} value={{}} onSearch={onSearch} />);
    fireEvent.change(box(), { target: { value: '林前台' } });
    // A refetch re-renders the list with an equal, new query object.
    rerender(<SearchBar resource={role} value={{}} onSearch={onSearch} />);
    expect(box().value).toBe('林前台');
  });

  it('shows the address when it changes (back, forward, a link)', () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchBar resource={role} value={{}} onSearch={onSearch} />);
    fireEvent.change(box(), { target: { value: '半截' } });
    rerender(<SearchBar resource={role} value={{ keyword: '前台' }} onSearch={onSearch} />);
    expect(box().value).toBe('前台');
    rerender(<SearchBar resource={role} value={{}} onSearch={onSearch} />);
    expect(box().value).toBe('');
  });
});
