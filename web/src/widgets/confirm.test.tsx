import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useConfirm } from './confirm';

function Harness(p: { onOk: () => Promise<void>; done: (ok: boolean) => void }) {
  const [confirm, holder] = useConfirm();
  // Asks once, when mounted: the test drives the one dialog.
  // biome-ignore lint/correctness/useExhaustiveDependencies: asking again on every render is not the scenario
  useEffect(() => {
    void confirm({ content: '确认退款 ¥100.00？', okText: '确认退款', onOk: p.onOk }).then(p.done);
  }, []);
  return holder;
}

describe('useConfirm', () => {
  it('keeps the dialog open after a failed OK, without an unhandled rejection, and resolves on the retry', async () => {
    const unhandled = vi.fn();
    window.addEventListener('unhandledrejection', unhandled);
    process.on('unhandledRejection', unhandled);
    let attempt = 0;
    const onOk = vi.fn(async () => {
      attempt++;
      if (attempt === 1) throw new Error('网络中断');
    });
    const done = vi.fn();
    render(<Harness onOk={onOk} done={done} />);
    fireEvent.click(await screen.findByRole('button', { name: '确认退款' }));
    await waitFor(() => expect(onOk).toHaveBeenCalledTimes(1));
    // The failed OK is over once its button stops loading; the dialog is still there.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '确认退款' }).className).not.toContain('ant-btn-loading'),
    );
    expect(screen.getByText('确认退款 ¥100.00？')).toBeTruthy();
    expect(done).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '确认退款' }));
    await waitFor(() => expect(done).toHaveBeenCalledWith(true));
    expect(unhandled).not.toHaveBeenCalled();
    process.off('unhandledRejection', unhandled);
  });

  it('resolves false on cancel', async () => {
    const done = vi.fn();
    render(<Harness onOk={async () => undefined} done={done} />);
    fireEvent.click(await screen.findByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(done).toHaveBeenCalledWith(false));
  });
});
