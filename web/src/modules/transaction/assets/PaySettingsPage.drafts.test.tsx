import 'fake-indexeddb/auto';
import type { PaySetting } from '@console/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { drafts } from '../../../app/drafts/useFormDraft';
import { clearSession } from '../../../session/store';
import { conflictAnswer } from '../../../test/conflict';
import { withProviders } from '../../../test/harness';
import { DRAFT_ACCOUNT, signInForDrafts } from '../../../test/signed-in';
import { PaySettingsPage } from './PaySettingsPage';

const PATH = '/transaction/assets/pay';
const scope = { ...DRAFT_ACCOUNT, route: PATH, record: 'new' };
const KEY = 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6';
const saved = (version: number, appId = 'wx0123456789abcdef'): PaySetting => ({
  appId,
  mchId: '1900000109',
  serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  apiV3Key: { set: true, updateTime: '2026-12-01 10:00:00' },
  privateKey: { set: true, updateTime: '2026-12-01 10:00:00', fileName: 'apiclient_key.pem' },
  enabled: '1',
  updateTime: '2026-12-07 09:00:00',
  lastTest: null,
  version,
});

const conflict = () => conflictAnswer('paySetting.save');

describe('<PaySettingsPage> draft', { timeout: 90_000 }, () => {
  afterEach(() => clearSession());

  it('keeps what was typed but never the API v3 key; a draft of an older version is refused, not saved over', async () => {
    signInForDrafts();
    const first = render(withProviders(<PaySettingsPage />, { 'paySetting.get': () => saved(3) }, PATH).ui);
    fireEvent.change(await screen.findByDisplayValue('wx0123456789abcdef'), {
      target: { value: 'wx1111222233334444' },
    });
    fireEvent.change(screen.getByLabelText('API v3 密钥'), { target: { value: KEY } });
    await waitFor(async () => expect((await drafts.read(scope))?.values.appId).toBe('wx1111222233334444'));
    const kept = await drafts.read(scope);
    expect(kept?.version).toBe(3);
    expect(JSON.stringify(kept)).not.toContain(KEY);
    expect(kept?.values).not.toHaveProperty('apiV3Key');
    first.unmount();

    // Saved meanwhile elsewhere: the settings are at version 4 now.
    const answers = {
      'paySetting.get': () => saved(4, 'wx9999888877776666'),
      'paySetting.save': (input: unknown) => {
        if ((input as { version?: number }).version !== 4) throw conflict();
        return saved(5, 'wx1111222233334444');
      },
    };
    const second = withProviders(<PaySettingsPage />, answers, PATH);
    render(second.ui);
    expect(await screen.findByText(/未保存的内容/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /恢\s*复/ }));
    expect(await screen.findByDisplayValue('wx1111222233334444')).toBeTruthy();
    expect((screen.getByLabelText('API v3 密钥') as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('内容已在别处更新')).toBeTruthy();
    expect(second.calls.find((c) => c.path === 'paySetting.save')?.input).toMatchObject({
      appId: 'wx1111222233334444',
      version: 3,
    });
  });
});
