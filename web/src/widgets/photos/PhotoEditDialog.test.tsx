import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drafts } from '../../app/drafts/useFormDraft';
import { clearSession } from '../../session/store';
import { withProviders } from '../../test/harness';
import { DRAFT_ACCOUNT, signInForDrafts } from '../../test/signed-in';
import { type PhotoDraft, PhotoEditDialog } from './PhotoEditDialog';

const PATH = '/official/album/list';
const scope = { ...DRAFT_ACCOUNT, route: `${PATH}#photo`, record: 9 };
const INITIAL: PhotoDraft = { name: '春游合影', categoryId: 1, sort: 0 };
const answers = {
  'category.list': () => ({ list: [{ id: 1, name: '活动', isShow: '1' }], version: 1 }),
  'check.sensitive': () => null,
};

function dialog(onSave: (d: PhotoDraft) => Promise<void>, onClose = () => {}) {
  return withProviders(
    <PhotoEditDialog
      open
      record={9}
      itemName="照片"
      contentType="album"
      initial={INITIAL}
      saving={false}
      onSave={onSave}
      onClose={onClose}
    />,
    answers,
    PATH,
  ).ui;
}

describe('<PhotoEditDialog> draft', { timeout: 90_000 }, () => {
  afterEach(() => clearSession());

  it('keeps a name typed per photo; a refused save keeps it, a save removes it and closes', async () => {
    signInForDrafts();
    const first = render(dialog(async () => undefined));
    fireEvent.change(await screen.findByDisplayValue('春游合影'), { target: { value: '春游合影（大班）' } });
    await waitFor(async () => expect((await drafts.read(scope))?.values.name).toBe('春游合影（大班）'));
    first.unmount();

    const onSave = vi.fn(async (_d: PhotoDraft) => {
      if (onSave.mock.calls.length === 1) throw new Error('网络错误');
    });
    const onClose = vi.fn();
    render(dialog(onSave, onClose));
    const box = await screen.findByRole('dialog');
    fireEvent.click(await within(box).findByRole('button', { name: /恢\s*复/ }));
    expect(await within(box).findByDisplayValue('春游合影（大班）')).toBeTruthy();
    const save = within(box).getByRole('button', { name: /保\s*存/ });
    fireEvent.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();
    expect((await drafts.read(scope))?.values.name).toBe('春游合影（大班）');

    // OK ignores clicks while its first action settles (a busy dialog): click again once it is free.
    await waitFor(() => expect(save.className).not.toMatch(/ant-btn-loading/));
    fireEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenLastCalledWith({ name: '春游合影（大班）', categoryId: 1, sort: 0 });
    expect(await drafts.read(scope)).toBeUndefined();
  });
});
