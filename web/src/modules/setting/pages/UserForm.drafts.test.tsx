import 'fake-indexeddb/auto';
import type { Account } from '@console/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { drafts } from '../../../app/drafts/useFormDraft';
import { clearSession } from '../../../session/store';
import { conflictAnswer } from '../../../test/conflict';
import { withProviders } from '../../../test/harness';
import { DRAFT_ACCOUNT, signInForDrafts } from '../../../test/signed-in';
import { UserForm } from './UserForm';

const PATH = '/setting/user/edit/7';
const PATTERN = '/setting/user/edit/:id';
const scope = { ...DRAFT_ACCOUNT, route: PATH, record: 7 };
const account = (version: number, name = '周前台'): Account => ({
  id: 7,
  phone: '13912340007',
  name,
  roleId: 2,
  roleName: '管理员',
  status: 1,
  version,
});

describe('<UserForm> draft', { timeout: 90_000 }, () => {
  afterEach(async () => {
    await drafts.remove(scope);
    clearSession();
  });

  it('keeps the account’s version with what was typed; restored over an account changed since, the save shows the conflict', async () => {
    signInForDrafts();
    let stored = account(3);
    const answers = {
      'user.edit': () => stored,
      'profile.get': () => ({ id: 1, name: '张校长', phone: '13800000001' }),
      'role.options': () => [{ id: 2, name: '管理员', isSuper: false }],
      'check.sensitive': () => null,
      'user.save': (i: unknown) => {
        if ((i as { version?: number }).version !== stored.version) throw conflictAnswer('user.save');
        return stored;
      },
    };
    const first = render(withProviders(<UserForm />, answers, PATH, PATTERN).ui);
    fireEvent.change(await screen.findByDisplayValue('周前台'), { target: { value: '周前台（早班）' } });
    await waitFor(async () =>
      expect(await drafts.read(scope)).toMatchObject({ values: { name: '周前台（早班）' }, version: 3 }),
    );
    first.unmount();

    // The account is changed elsewhere meanwhile; the page opened again offers what was typed.
    stored = account(4, '周主管');
    const again = withProviders(<UserForm />, answers, PATH, PATTERN);
    render(again.ui);
    expect(await screen.findByText(/未保存的内容/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /恢\s*复/ }));
    expect(await screen.findByDisplayValue('周前台（早班）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^保\s*存$/ }));
    // Saved on the version it was typed at: refused, and the conflict dialog opens with the typing kept.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('内容已在别处更新')).toBeTruthy();
    expect(again.calls.find((c) => c.path === 'user.save')?.input).toMatchObject({
      name: '周前台（早班）',
      version: 3,
    });
    expect(screen.getByDisplayValue('周前台（早班）')).toBeTruthy();
  });
});
