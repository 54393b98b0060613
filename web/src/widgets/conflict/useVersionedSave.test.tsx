import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MessageProvider, useMessageApi } from '../../app/message';
import { conflictAnswer } from '../../test/conflict';
import { useVersionedSave } from './useVersionedSave';

function WithMessage({ children }: { children: ReactNode }) {
  const [api, holder] = useMessageApi();
  return (
    <MessageProvider api={api}>
      {holder}
      {children}
    </MessageProvider>
  );
}

const conflict = () => conflictAnswer('shopSetting.save');

type Rec = { version: number; updateDate: string; name: string; phone: string };
type In = { name: string; phone: string };

function setup(save: (input: In & { version?: number }) => Promise<Rec>, latest: Rec) {
  const onSaved = vi.fn();
  const onLoadLatest = vi.fn();
  const { result } = renderHook(
    () =>
      useVersionedSave<Rec, In>({
        save,
        latest: async () => latest,
        labels: { name: '名称', phone: '电话' },
        onLoadLatest,
        onSaved,
      }),
    { wrapper: WithMessage },
  );
  return { result, onSaved, onLoadLatest };
}

describe('useVersionedSave', () => {
  it('saves on the version loaded, then on the version the save answered', async () => {
    const save = vi.fn(async (i: In & { version?: number }) => ({
      ...i,
      version: (i.version ?? 0) + 1,
      updateDate: '',
    }));
    const { result, onSaved } = setup(save, { version: 9, updateDate: '', name: '', phone: '' });
    act(() => result.current.load({ version: 3, updateDate: '', name: 'a', phone: '1' }));
    await act(() => result.current.submit({ name: 'b', phone: '1' }));
    await act(() => result.current.submit({ name: 'c', phone: '1' }));
    expect(save.mock.calls.map(([i]) => i.version)).toEqual([3, 4]);
    expect(onSaved).toHaveBeenCalledTimes(2);
  });

  it('a conflict keeps what was typed, names what differs, and 覆盖保存 saves it on the latest version', async () => {
    const latest = { version: 5, updateDate: '2026-12-07 10:00:00', name: 'theirs', phone: '1' };
    const save = vi.fn(async (i: In & { version?: number }) => {
      if (i.version !== 5) throw conflict();
      return { ...i, version: 6, updateDate: '' };
    });
    const { result, onSaved } = setup(save, latest);
    act(() => result.current.load({ version: 4, updateDate: '', name: 'mine', phone: '1' }));
    let saved: boolean | undefined;
    await act(async () => {
      saved = await result.current.submit({ name: 'typed', phone: '1' });
    });
    expect(saved).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
    expect(result.current.dialog.conflict).toEqual({ updateDate: latest.updateDate, version: 5, changes: ['名称'] });

    await act(() => result.current.dialog.onOverwrite());
    expect(save).toHaveBeenLastCalledWith({ name: 'typed', phone: '1', version: 5 });
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(result.current.dialog.conflict).toBeNull();
  });

  it('加载最新 puts the latest in the form and saves on its version next', async () => {
    const latest = { version: 7, updateDate: '', name: 'theirs', phone: '2' };
    const save = vi.fn(async (i: In & { version?: number }) => {
      if (i.version !== 7) throw conflict();
      return { ...i, version: 8, updateDate: '' };
    });
    const { result, onLoadLatest } = setup(save, latest);
    act(() => result.current.load({ version: 6, updateDate: '', name: 'mine', phone: '1' }));
    await act(() => result.current.submit({ name: 'typed', phone: '1' }));
    act(() => result.current.dialog.onReload());
    expect(onLoadLatest).toHaveBeenCalledWith(latest);
    expect(result.current.dialog.conflict).toBeNull();
    await act(() => result.current.submit({ name: 'again', phone: '2' }));
    expect(save).toHaveBeenLastCalledWith({ name: 'again', phone: '2', version: 7 });
  });

  it('another refusal is for the page to mark: thrown, no dialog', async () => {
    const save = vi.fn(async () => {
      throw new Error('手机号已存在');
    });
    const { result } = setup(save, { version: 1, updateDate: '', name: '', phone: '' });
    await act(() => expect(result.current.submit({ name: 'a', phone: '1' })).rejects.toThrow('手机号已存在'));
    expect(result.current.dialog.conflict).toBeNull();
  });
});
