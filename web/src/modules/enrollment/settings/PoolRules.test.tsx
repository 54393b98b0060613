import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { drafts } from '../../../app/drafts/useFormDraft';
import { clearSession } from '../../../session/store';
import { conflictAnswer } from '../../../test/conflict';
import { withProviders } from '../../../test/harness';
import { DRAFT_ACCOUNT, signInForDrafts } from '../../../test/signed-in';
import { PoolRules } from './PoolRules';

const PATH = '/enrollment/clue/setting';
const scope = { ...DRAFT_ACCOUNT, route: `${PATH}#pool-rules`, record: 'new' };
const setting = (version: number) => ({
  poolReturnEnabled: true,
  poolReturnDays: 15,
  claimLimitEnabled: true,
  claimDailyLimit: 20,
  claimedToday: 0,
  version,
  updateDate: '2026-11-20 10:00:00',
});

describe('<PoolRules> draft', { timeout: 90_000 }, () => {
  afterEach(async () => {
    await drafts.remove(scope);
    clearSession();
  });

  it('keeps the rules typed with their version; restored over rules changed since, the save shows the conflict', async () => {
    signInForDrafts();
    let stored = setting(3);
    const answers = {
      'clue.setting': () => stored,
      'clue.settingSave': (i: unknown) => {
        if ((i as { version?: number }).version !== stored.version) throw conflictAnswer('clue.settingSave');
        return stored;
      },
    };
    const first = render(withProviders(<PoolRules />, answers, PATH).ui);
    fireEvent.change(await screen.findByLabelText('未跟进天数'), { target: { value: '30' } });
    await waitFor(async () =>
      expect(await drafts.read(scope)).toMatchObject({ values: { poolReturnDays: 30 }, version: 3 }),
    );
    first.unmount();

    // Someone saves the rules meanwhile; the page opened again offers what was typed.
    stored = setting(4);
    const again = withProviders(<PoolRules />, answers, PATH);
    render(again.ui);
    expect(await screen.findByText(/未保存的内容/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /恢\s*复/ }));
    expect(await screen.findByDisplayValue('30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    // Saved on the version it was typed at: refused, and the conflict dialog opens with the typing kept.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('内容已在别处更新')).toBeTruthy();
    expect(again.calls.find((c) => c.path === 'clue.settingSave')?.input).toMatchObject({
      poolReturnDays: 30,
      version: 3,
    });
    expect(screen.getByDisplayValue('30')).toBeTruthy();
  });
});
