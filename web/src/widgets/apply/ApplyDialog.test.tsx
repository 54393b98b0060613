import { MSG } from '@console/contracts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withProviders } from '../../test/harness';
import { ApplyDialogHost } from './ApplyDialogHost';
import { markApplied } from './applied';
import { openApply } from './store';

function setup() {
  const harness = withProviders(<ApplyDialogHost />, { 'home.upgradeApply': () => null }, '/marketing/lottery/list');
  render(harness.ui);
  return harness;
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the apply dialog', () => {
  it('is 590 px wide and checks name, phone, then the phone rule before sending', async () => {
    const { calls } = setup();
    act(() => openApply({ productId: 18 }));
    const dialog = await screen.findByRole('dialog');
    expect((dialog.closest('.ant-modal') as HTMLElement | null)?.style.width).toBe('590px');
    fill('联系人姓名', '');
    fill('联系电话', '');
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText(MSG.applyNameRequired)).toBeTruthy();
    fill('联系人姓名', '王老师');
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText(MSG.applyPhoneRequired)).toBeTruthy();
    fill('联系电话', '12345');
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText(MSG.applyPhoneInvalid)).toBeTruthy();
    expect(calls).toEqual([]);

    fill('联系电话', '010-12345678');
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText(MSG.applySuccessTitle)).toBeTruthy();
    expect(screen.getByText(MSG.applySuccessBody)).toBeTruthy();
    expect(calls).toEqual([
      { path: 'home.upgradeApply', input: { type: 1, productId: 18, name: '王老师', phone: '010-12345678' } },
    ]);
    expect(JSON.parse(localStorage.getItem('zx_console_appliedProducts') ?? '[]')).toEqual([18]);
  });

  it('opens on its success state for a product already applied for', async () => {
    markApplied(6);
    setup();
    act(() => openApply({ productId: 6 }));
    expect(await screen.findByText(MSG.applySuccessTitle)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交申请' })).toBeNull();
  });

  it('goes back one page on close when opened with the back flag', async () => {
    const { router } = setup();
    act(() => openApply({ productId: 6, back: true }));
    fireEvent.click(await screen.findByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
