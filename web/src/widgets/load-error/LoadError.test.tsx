import type { ErrorKind } from '@console/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import { withProviders } from '../../test/harness';
import { LoadError } from './LoadError';

const failure = (kind: ErrorKind) =>
  new TRPCClientError('failed', {
    result: { error: { message: 'failed', code: -32600, data: { code: 'X', httpStatus: 404, path: 'a.b', kind } } },
  });

const show = (kind: ErrorKind, back?: { to: string; label?: string }) => {
  const onRetry = vi.fn();
  const harness = withProviders(
    <LoadError error={failure(kind)} onRetry={onRetry} what="角色" back={back} />,
    {},
    '/x',
  );
  render(harness.ui);
  return { onRetry, router: harness.router };
};

describe('<LoadError> on an edit or detail page', { timeout: 30_000 }, () => {
  it('says a record that is not found is gone and offers only the way back: asking again cannot bring it back', async () => {
    const { router } = show('notFound', { to: '/', label: '返回角色列表' });
    expect(await screen.findByText('数据不存在或已被删除')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /重\s*试/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '返回角色列表' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('offers 重试 beside 返回列表 when the load failed for another reason', async () => {
    const { onRetry } = show('network', { to: '/' });
    expect(await screen.findByText('角色加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '返回列表' })).toBeTruthy();
  });

  it('keeps 重试 for a not-found with nowhere to go back to (a list or a chart)', async () => {
    show('notFound');
    expect(await screen.findByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });
});
