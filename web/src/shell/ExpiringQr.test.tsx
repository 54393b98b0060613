import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExpiringQr, useQrCountdown } from './ExpiringQr';

const T0 = Date.UTC(2026, 11, 7, 2, 0, 0);
const code = (o: Partial<Parameters<typeof useQrCountdown>[0]> = {}) => ({
  data: { expireSeconds: 120 },
  dataUpdatedAt: T0,
  isFetching: false,
  isError: false,
  ...o,
});

describe('useQrCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('counts the seconds left every second while running, and says the code expired at zero', () => {
    const { result } = renderHook(() => useQrCountdown(code(), true));
    expect(result.current).toEqual({ expiresAt: T0 + 120_000, left: 120, status: 'active' });
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.left).toBe(90);
    act(() => vi.advanceTimersByTime(90_000));
    expect(result.current).toMatchObject({ left: 0, status: 'expired' });
  });

  it('stands still while not running (a page behind another tab), and reads the time again when it runs', () => {
    const { result, rerender } = renderHook(({ running }) => useQrCountdown(code(), running), {
      initialProps: { running: false },
    });
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.left).toBe(120);
    rerender({ running: true });
    expect(result.current.left).toBe(90);
  });

  it('is loading while a code comes, and expired when none could be had', () => {
    expect(renderHook(() => useQrCountdown(code({ isFetching: true }), true)).result.current.status).toBe('loading');
    expect(renderHook(() => useQrCountdown(code({ data: undefined, isError: true }), true)).result.current.status).toBe(
      'expired',
    );
  });
});

describe('<ExpiringQr>', () => {
  const props = { url: undefined, label: '登录二维码', expired: '二维码已失效', prompt: '请扫码，1:00 后失效' };

  it('says how long the code lasts while it is valid', () => {
    render(<ExpiringQr {...props} status="active" onRefresh={() => undefined} />);
    expect(screen.getByText('请扫码，1:00 后失效')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /刷新二维码/ })).toBeNull();
  });

  it('says the code expired in its own word and gets a new one on 刷新二维码', () => {
    const onRefresh = vi.fn();
    render(<ExpiringQr {...props} status="expired" onRefresh={onRefresh} />);
    expect(screen.getByText('二维码已失效，请点击刷新')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /刷新二维码/ }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('says it is getting a code while one comes', () => {
    render(<ExpiringQr {...props} status="loading" onRefresh={() => undefined} />);
    expect(screen.getByText('正在获取二维码…')).toBeTruthy();
  });
});
