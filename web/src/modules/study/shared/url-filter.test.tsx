import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useUrlPage } from './url-filter';

function pageAt(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ ...useUrlPage(), search: useLocation().search }), { wrapper });
}

describe('useUrlPage', () => {
  it('reads the page and its size from the address', () => {
    expect(pageAt('/study/scheduleList?page=3&size=50').result.current).toMatchObject({ page: 3, size: 50 });
  });

  it('starts at page 1 of 20 when the address says nothing, or nothing whole and positive', () => {
    expect(pageAt('/x').result.current).toMatchObject({ page: 1, size: 20 });
    expect(pageAt('/x?page=-2&size=abc').result.current).toMatchObject({ page: 1, size: 20 });
    expect(pageAt('/x?page=1.5').result.current).toMatchObject({ page: 1 });
  });

  it('writes a change to the address, keeping the filters', () => {
    const { result } = pageAt('/x?classId=4&page=2');
    act(() => result.current.onChange(1, 50));
    expect(result.current).toMatchObject({ page: 1, size: 50 });
    expect(new URLSearchParams(result.current.search).get('classId')).toBe('4');
  });
});
