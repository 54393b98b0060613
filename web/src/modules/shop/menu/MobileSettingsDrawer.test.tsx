import 'fake-indexeddb/auto';
import { MSG, type ShopStore } from '@console/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_KEPT } from '../../../app/drafts';
import { drafts } from '../../../app/drafts/useFormDraft';
import { clearSession } from '../../../session/store';
import { withProviders } from '../../../test/harness';
import { DRAFT_ACCOUNT, signInForDrafts } from '../../../test/signed-in';
import { MobileSettingsDrawer } from './MobileSettingsDrawer';

const PATH = '/shop/menu';
const scope = { ...DRAFT_ACCOUNT, route: `${PATH}#mobile-theme`, record: 'new' };
const tab = (text: string, id: number) => ({
  text,
  link: { kind: 'page' as const, id, title: text },
  icon: 'home',
  iconImage: '',
  activeIconImage: '',
});
const store = {
  themeId: 1,
  mobileVersion: 4,
  tabBar: {
    color: '#666666',
    activeColor: '#2975ee',
    bgColor: '#ffffff',
    items: [tab('首页', 1), tab('我的', 2)],
  },
} as ShopStore;

function drawer(answers: Record<string, (input: unknown) => unknown> = {}) {
  return withProviders(
    <MobileSettingsDrawer part="theme" store={store} onReload={async () => store} onClose={vi.fn()} />,
    answers,
    PATH,
  );
}

describe('<MobileSettingsDrawer> draft', { timeout: 90_000 }, () => {
  afterEach(() => clearSession());

  it('a theme chosen and left with 继续 is kept and said so; opened again, 恢复 chooses it and saves on the version it started from', async () => {
    signInForDrafts();
    const first = render(drawer().ui);
    fireEvent.click(await screen.findByRole('radio', { name: '热情红' }));
    await waitFor(async () => expect((await drafts.read(scope))?.values.themeId).toBe(3));
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    // The unsaved-changes question (spec §4), then 继续.
    await screen.findByText(MSG.unsavedChanges);
    fireEvent.click(screen.getByRole('button', { name: /继\s*续/ }));
    expect(await screen.findByText(DRAFT_KEPT)).toBeTruthy();
    first.unmount();

    const { ui, calls } = drawer({
      'check.sensitive': () => null,
      'shopStore.saveMobile': () => ({ status: 'saved', version: 5 }),
    });
    render(ui);
    expect((screen.getByRole('radio', { name: '天空蓝' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: /恢\s*复/ }));
    await waitFor(() => expect((screen.getByRole('radio', { name: '热情红' }) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(calls.some((c) => c.path === 'shopStore.saveMobile')).toBe(true));
    expect(calls.find((c) => c.path === 'shopStore.saveMobile')?.input).toMatchObject({ themeId: 3, version: 4 });
    await waitFor(async () => expect(await drafts.read(scope)).toBeUndefined());
  });
});
