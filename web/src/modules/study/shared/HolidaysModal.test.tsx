import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withProviders } from '../../../test/harness';
import { HolidaysModal } from './HolidaysModal';
import { studySettings } from './settings.fixture';

describe('<HolidaysModal>', { timeout: 90_000 }, () => {
  it('saves on the version read; a change saved elsewhere opens the conflict dialog, and 覆盖保存 keeps 欠课 as it is now', async () => {
    const settings = studySettings({ allowNegative: false, holidays: ['2099-01-01'], version: 2 });
    const answers = {
      ...settings.answers,
    };
    const onClose = vi.fn();
    const { ui, calls } = withProviders(<HolidaysModal open onClose={onClose} />, answers, '/study/schedule');
    render(ui);
    expect(await screen.findByText('1月1日')).toBeTruthy();
    // Another tab turns 欠课 on meanwhile: the settings are at version 3.
    settings.change({ allowNegative: true, version: 3, updateTime: '2026-12-07 10:00:00' });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

    expect(await screen.findByText('内容已在别处更新')).toBeTruthy();
    expect(screen.getByText(/教务设置已于 2026-12-07 10:00:00 在别处保存（版本 3）/)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /覆盖保存/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((c) => c.path === 'studySetting.save').map((c) => c.input)).toEqual([
      { allowNegative: false, holidays: ['2099-01-01'], version: 2 },
      // The holidays as picked here, 欠课 as the other tab left it.
      { allowNegative: true, holidays: ['2099-01-01'], version: 3 },
    ]);
  });
});
