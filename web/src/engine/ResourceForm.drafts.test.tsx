import 'fake-indexeddb/auto';
import { coupon, VALIDITY } from '@console/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { drafts } from '../app/drafts/useFormDraft';
import { clearSession, saveSession } from '../session/store';
import { withProviders } from '../test/harness';
import { ResourceForm } from './ResourceForm';

const valid = {
  title: '满 300 减 30 元券',
  cover: 'https://img.example.com/c.png',
  faceValue: '30',
  thresholdType: 0,
  scope: 1,
  validityType: VALIDITY.afterClaim,
  validDays: 30,
  issueMode: 1,
  total: 100,
  perPerson: 1,
  startTime: '2030-01-01 09:00:00',
  endTime: '2030-01-10 09:00:00',
  isShow: '1',
};
const WAIT = { timeout: 15_000 };

/** Signs in (locally) as an account of the demo shop; an impersonated session skips the product signature. */
function signIn(phone: string) {
  const r = saveSession(
    {
      token: `token-${phone}`,
      roles: ['admin'],
      name: `店员${phone.slice(-4)}`,
      resources: [],
      permissions: [],
      products: [{ id: 2 }],
      productSign: '',
      userInfo: { phone, wxAppName: '启明教育' },
    },
    { impersonating: true },
  );
  if (!r.ok) throw new Error('not signed in');
}

const scope = (phone: string, route: string, record: number | string) => ({
  account: phone,
  shop: '2:启明教育',
  route,
  record,
});

describe('<ResourceForm> drafts', { timeout: 150_000 }, () => {
  afterEach(() => clearSession());

  it('keeps what was typed, offers it on coming back, restores it, and drops it once saved', async () => {
    signIn('13800000001');
    const path = '/marketing/coupon/create';
    const first = withProviders(<ResourceForm resource={coupon} initial={() => valid} />, {}, path);
    const view = render(first.ui);
    fireEvent.change(await screen.findByDisplayValue(valid.title, {}, WAIT), { target: { value: '新人专享券' } });
    await waitFor(
      async () => expect((await drafts.read(scope('13800000001', path, 'new')))?.values.title).toBe('新人专享券'),
      WAIT,
    );
    view.unmount();

    // Another account on the same browser is offered nothing.
    signIn('13800000002');
    const other = render(withProviders(<ResourceForm resource={coupon} initial={() => valid} />, {}, path).ui);
    await screen.findByDisplayValue(valid.title, {}, WAIT);
    expect(screen.queryByText(/未保存的内容/)).toBeNull();
    other.unmount();

    signIn('13800000001');
    const again = withProviders(
      <ResourceForm resource={coupon} initial={() => valid} afterSave={() => undefined} />,
      { 'check.sensitive': () => null, 'coupon.save': () => ({ id: 1 }) },
      path,
    );
    render(again.ui);
    expect(await screen.findByText(/未保存的内容/, {}, WAIT)).toBeTruthy();
    expect(screen.getByDisplayValue(valid.title)).toBeTruthy();
    fireEvent.click(screen.getByText(/^恢\s*复$/));
    expect(await screen.findByDisplayValue('新人专享券', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText(/未保存的内容/)).toBeNull();

    fireEvent.click(screen.getByText(/^保\s*存$/));
    await waitFor(() => expect(again.calls.some((c) => c.path === 'coupon.save')).toBe(true), WAIT);
    expect(again.calls.find((c) => c.path === 'coupon.save')?.input).toMatchObject({ title: '新人专享券' });
    await waitFor(async () => expect(await drafts.read(scope('13800000001', path, 'new'))).toBeUndefined(), WAIT);
  });

  it('放弃 removes the draft and leaves the form as loaded', async () => {
    signIn('13800000003');
    const path = '/marketing/coupon/create';
    await drafts.write(scope('13800000003', path, 'new'), {
      values: { ...valid, title: '草稿标题' },
      savedAt: Date.now(),
    });
    render(withProviders(<ResourceForm resource={coupon} initial={() => valid} />, {}, path).ui);
    fireEvent.click(await screen.findByText(/^放\s*弃$/, {}, WAIT));
    await waitFor(async () => expect(await drafts.read(scope('13800000003', path, 'new'))).toBeUndefined(), WAIT);
    expect(screen.getByDisplayValue(valid.title)).toBeTruthy();
    expect(screen.queryByDisplayValue('草稿标题')).toBeNull();
  });

  it('restores a draft typed on an older version through the conflict dialog, never silently over the newer', async () => {
    signIn('13800000004');
    const path = '/marketing/coupon/edit/9';
    await drafts.write(scope('13800000004', path, 9), {
      values: { ...valid, title: '草稿里的名称' },
      version: 3,
      savedAt: Date.now(),
    });
    const stored = {
      ...valid,
      id: 9,
      faceValue: 3000,
      version: 5,
      updateDate: '2030-01-02 10:00:00',
      title: '别处改过的名称',
    };
    const h = withProviders(
      <ResourceForm resource={coupon} id={9} afterSave={() => undefined} />,
      {
        'coupon.get': () => stored,
        'check.sensitive': () => null,
        'coupon.save': (input) => ({ ...stored, ...(input as object) }),
      },
      path,
    );
    render(h.ui);
    fireEvent.click(await screen.findByText(/^恢\s*复$/, {}, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(dialog.textContent).toContain('恢复的草稿是在版本 3 上填写的');
    expect(dialog.textContent).toContain('版本 5');
    expect(dialog.textContent).toContain('优惠券名称');
    expect(screen.getByDisplayValue('草稿里的名称')).toBeTruthy();
    // 覆盖保存 saves the draft over the version the dialog named.
    fireEvent.click(screen.getByText(/^覆盖保存$/));
    await waitFor(() => expect(h.calls.some((c) => c.path === 'coupon.save')).toBe(true), WAIT);
    expect(h.calls.find((c) => c.path === 'coupon.save')?.input).toMatchObject({ title: '草稿里的名称', version: 5 });
  });
});
