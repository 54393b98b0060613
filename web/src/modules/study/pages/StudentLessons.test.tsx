import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withProviders } from '../../../test/harness';
import { studySettings } from '../shared/settings.fixture';
import { StudentLessons } from './StudentLessons';

describe('<StudentLessons> 允许欠课', { timeout: 90_000 }, () => {
  it('saves on the version read; a change saved elsewhere opens the conflict dialog instead of overwriting it', async () => {
    const settings = studySettings({ allowNegative: false, holidays: ['2099-01-01'], version: 4 });
    const answers = {
      'studyBalance.list': () => ({ list: [], total: 0 }),
      'studyCourse.list': () => ({ list: [], total: 0 }),
      ...settings.answers,
    };
    const { ui, calls } = withProviders(<StudentLessons />, answers, '/study/lessons');
    render(ui);
    const toggle = await screen.findByRole('switch', { name: '允许欠课' });
    await waitFor(() => expect(calls.some((c) => c.path === 'studySetting.get')).toBe(true));
    // Another tab saves the holidays meanwhile: the settings are at version 5.
    settings.change({ holidays: ['2099-01-01', '2099-01-02'], version: 5, updateTime: '2026-12-07 10:00:00' });
    fireEvent.click(toggle);

    expect(await screen.findByText('内容已在别处更新')).toBeTruthy();
    expect(screen.getByText(/教务设置已于 2026-12-07 10:00:00 在别处保存（版本 5）/)).toBeTruthy();
    expect(screen.queryByText('该内容已被他人修改，请刷新后再编辑')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /覆盖保存/ }));
    expect(await screen.findByText('已允许欠课：课时不足时点名仍会扣成负数')).toBeTruthy();
    expect(calls.filter((c) => c.path === 'studySetting.save').map((c) => c.input)).toEqual([
      { allowNegative: true, holidays: ['2099-01-01'], version: 4 },
      // 欠课 as switched here, the holidays as the other tab saved them.
      { allowNegative: true, holidays: ['2099-01-01', '2099-01-02'], version: 5 },
    ]);
  });
});
