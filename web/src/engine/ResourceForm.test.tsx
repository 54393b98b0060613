import { BANNER_POSITIONS, coupon, MSG_EXTRA, officialBanner, VALIDITY } from '@console/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { withProviders } from '../test/harness';
import { ResourceForm } from './ResourceForm';

/** A coupon that passes every check except what the test changes. */
const valid = {
  title: '满 300 减 30 元券',
  cover: 'https://img.example.com/c.png',
  faceValue: '30',
  thresholdType: 0,
  scope: 1,
  validityType: VALIDITY.fixed,
  validDays: 30,
  issueMode: 1,
  total: 100,
  perPerson: 1,
  startTime: '2030-01-01 09:00:00',
  endTime: '2030-01-10 09:00:00',
  isShow: '1',
};
// Validation and the forbidden-word call take a while in jsdom on a loaded machine: waits end on the condition.
const WAIT = { timeout: 15_000 };
const fixedOnly = { visible: (v: Record<string, unknown>) => v.validityType === VALIDITY.fixed };

// The first render of antd's form in jsdom is slow on a shared machine; the limit only guards a hang.
describe('<ResourceForm>', { timeout: 150_000 }, () => {
  it('saves once a field marked by a cross-field check is hidden by another choice', async () => {
    const h = withProviders(
      <ResourceForm
        resource={coupon}
        initial={() => valid}
        fields={{ threshold: { hidden: true }, validStart: fixedOnly, validEnd: fixedOnly }}
      />,
      { 'check.sensitive': () => null, 'coupon.save': () => ({ id: 1 }) },
      '/marketing/coupon/create',
    );
    render(h.ui);
    fireEvent.click(await screen.findByText(/^保\s*存$/, {}, WAIT));
    expect(await screen.findByText('请选择使用开始日期', {}, WAIT)).toBeTruthy();
    expect(h.calls.some((c) => c.path === 'coupon.save')).toBe(false);

    fireEvent.click(screen.getByText('领取后生效'));
    fireEvent.click(screen.getByText(/^保\s*存$/));
    await waitFor(() => expect(h.calls.some((c) => c.path === 'coupon.save')).toBe(true), WAIT);
    expect(h.calls.find((c) => c.path === 'coupon.save')?.input).toMatchObject({ validityType: VALIDITY.afterClaim });
  });

  it('shows the aside (a live preview) with the values as they are typed, below the form on a narrow screen', async () => {
    const h = withProviders(
      <ResourceForm
        resource={coupon}
        initial={() => valid}
        aside={(v) => <output aria-label="预览">{String(v.title ?? '')}</output>}
      />,
      { 'check.sensitive': () => null },
      '/marketing/coupon/create',
    );
    render(h.ui);
    const preview = await screen.findByRole('status', { name: '预览' }, WAIT);
    expect(preview.textContent).toBe(valid.title);
    fireEvent.change(screen.getByDisplayValue(valid.title), { target: { value: '新人专享券' } });
    await waitFor(() => expect(preview.textContent).toBe('新人专享券'), WAIT);
    // Sticky only beside the form on a wide screen; stacked under it, it scrolls with the page.
    expect(screen.getByTestId('form-aside').style.position).toBe('');
  });

  it('saves with an optional price box left untouched', async () => {
    const h = withProviders(
      <ResourceForm resource={coupon} initial={() => ({ ...valid, validityType: VALIDITY.afterClaim })} />,
      { 'check.sensitive': () => null, 'coupon.save': () => ({ id: 1 }) },
      '/marketing/coupon/create',
    );
    render(h.ui);
    fireEvent.click(await screen.findByText(/^保\s*存$/, {}, WAIT));
    await waitFor(() => expect(h.calls.some((c) => c.path === 'coupon.save')).toBe(true), WAIT);
    expect(h.calls.find((c) => c.path === 'coupon.save')?.input).not.toHaveProperty('threshold');
  });

  it('shows the checks across fields at the first submit, with the fields’ own errors', async () => {
    const h = withProviders(
      <ResourceForm
        resource={coupon}
        initial={() => ({ ...valid, title: '', thresholdType: 1, threshold: '20', perPerson: 200 })}
      />,
      { 'check.sensitive': () => null, 'coupon.save': () => ({ id: 1 }) },
      '/marketing/coupon/create',
    );
    render(h.ui);
    fireEvent.click(await screen.findByText(/^保\s*存$/, {}, WAIT));
    expect(await screen.findByText('请输入优惠券名称', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('每人限领不能大于 100', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('使用门槛须高于面值', {}, WAIT)).toBeTruthy();
    expect(h.calls.some((c) => c.path === 'coupon.save')).toBe(false);
  });

  it('marks a field required while a choice makes it so, and only then', async () => {
    const h = withProviders(
      <ResourceForm resource={coupon} initial={() => ({ ...valid, thresholdType: 0 })} />,
      { 'check.sensitive': () => null },
      '/marketing/coupon/create',
    );
    render(h.ui);
    const label = await screen.findByText('满额', { selector: 'label' }, WAIT);
    expect(label.classList.contains('ant-form-item-required')).toBe(false);
    fireEvent.click(screen.getByText('满额可用'));
    await waitFor(() => expect(label.classList.contains('ant-form-item-required')).toBe(true), WAIT);
    // The validity's fields follow its choice the same way.
    expect(screen.getByText('使用开始日期', { selector: 'label' }).classList.contains('ant-form-item-required')).toBe(
      true,
    );
    expect(screen.getByText('有效天数', { selector: 'label' }).classList.contains('ant-form-item-required')).toBe(
      false,
    );
    fireEvent.click(screen.getByText('领取后生效'));
    await waitFor(
      () =>
        expect(screen.getByText('有效天数', { selector: 'label' }).classList.contains('ant-form-item-required')).toBe(
          true,
        ),
      WAIT,
    );
  });

  it('shows a refusal that names a field at that field, not only in a toast', async () => {
    const h = withProviders(
      <ResourceForm resource={coupon} initial={() => ({ ...valid, validityType: VALIDITY.afterClaim })} />,
      {
        'check.sensitive': () => null,
        'coupon.save': () => {
          throw refusal('优惠券名称「满 300 减 30 元券」已存在');
        },
      },
      '/marketing/coupon/create',
    );
    render(h.ui);
    fireEvent.click(await screen.findByText(/^保\s*存$/, {}, WAIT));
    const error = await screen.findByText('优惠券名称「满 300 减 30 元券」已存在', {}, WAIT);
    expect(error.closest('.ant-form-item')?.querySelector('label')?.textContent).toBe('优惠券名称');
  });
});

/** A business refusal (code 0) as the gateway shapes it. */
function refusal(msg: string) {
  return new TRPCClientError(msg, {
    result: {
      error: {
        message: msg,
        code: -32600,
        data: {
          code: 'BAD_REQUEST',
          httpStatus: 400,
          path: 'coupon.save',
          kind: 'business',
          upstream: { code: 0, msg },
        },
      },
    },
  });
}
/** The gateway's answer to a save on a stale version, as the web receives it. */
const conflictError = () =>
  new TRPCClientError(MSG_EXTRA.conflict, {
    result: {
      error: {
        message: MSG_EXTRA.conflict,
        code: -32009,
        data: { code: 'CONFLICT', httpStatus: 409, kind: 'conflict', upstream: { code: 409, msg: MSG_EXTRA.conflict } },
      },
    },
  });

describe('<ResourceForm> on a record changed elsewhere', { timeout: 60_000 }, () => {
  const banner = {
    id: 7,
    version: 3,
    title: '春季招生',
    image: 'https://img.example.com/a.png',
    position: BANNER_POSITIONS[0].value,
    link: '',
    sort: 1,
    isShow: '1',
    createTime: '2026-01-01 09:00:00',
    updateDate: '2026-01-01 09:00:00',
  } as const;
  const theirs = {
    ...banner,
    version: 4,
    title: '春季招生（已改）',
    link: 'https://x.cn',
    updateDate: '2026-01-02 10:00:00',
  };

  /** The form loads version 3; someone saves version 4; the first save is refused as a conflict. */
  function setup() {
    let gets = 0;
    let saves = 0;
    const h = withProviders(
      <ResourceForm resource={officialBanner} id={7} afterSave={() => undefined} />,
      {
        'check.sensitive': () => null,
        'officialBanner.get': () => (gets++ === 0 ? banner : theirs),
        'officialBanner.save': (input) => {
          if (saves++ === 0) throw conflictError();
          return { ...theirs, ...(input as object), version: 5 };
        },
      },
      '/official/banner/edit/7',
    );
    render(h.ui);
    const saveCalls = () => h.calls.filter((c) => c.path === 'officialBanner.save').map((c) => c.input);
    return { h, saveCalls };
  }

  async function typeAndSave() {
    fireEvent.change(await screen.findByDisplayValue('春季招生', {}, WAIT), { target: { value: '我的标题' } });
    fireEvent.click(screen.getByText(/^保\s*存$/));
    return screen.findByRole('dialog', { name: '内容已在别处更新' }, WAIT);
  }

  it('sends the version it loaded, keeps what was typed, names the fields that differ, and saves over theirs', async () => {
    const { saveCalls } = setup();
    const dialog = await typeAndSave();
    expect(saveCalls()[0]).toMatchObject({ id: 7, version: 3, title: '我的标题' });
    expect(dialog.textContent).toContain('2026-01-02 10:00:00');
    expect(dialog.textContent).toContain('版本 4');
    const changed = within(dialog).getByLabelText('与最新内容不同的字段');
    expect(
      within(changed)
        .getAllByText(/.+/, { selector: '.ant-tag' })
        .map((t) => t.textContent),
    ).toEqual(['标题', '跳转链接']);
    expect(screen.getByDisplayValue('我的标题')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: '覆盖保存' }));
    await waitFor(() => expect(saveCalls()).toHaveLength(2), WAIT);
    // Saved on the version the dialog showed, with what was typed here.
    expect(saveCalls()[1]).toMatchObject({ id: 7, version: 4, title: '我的标题', link: '' });
  });

  it('加载最新 replaces what was typed with the latest, and the next save is on its version', async () => {
    const { saveCalls } = setup();
    const dialog = await typeAndSave();
    fireEvent.click(within(dialog).getByRole('button', { name: '加载最新' }));
    expect(await screen.findByDisplayValue('春季招生（已改）', {}, WAIT)).toBeTruthy();
    expect(screen.queryByDisplayValue('我的标题')).toBeNull();
    fireEvent.click(screen.getByText(/^保\s*存$/));
    await waitFor(() => expect(saveCalls()).toHaveLength(2), WAIT);
    expect(saveCalls()[1]).toMatchObject({ id: 7, version: 4, title: '春季招生（已改）', link: 'https://x.cn' });
  });

  it('继续编辑 closes the dialog and leaves the form as typed', async () => {
    const { saveCalls } = setup();
    const dialog = await typeAndSave();
    fireEvent.click(within(dialog).getByRole('button', { name: '继续编辑' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '内容已在别处更新' })).toBeNull(), WAIT);
    expect(screen.getByDisplayValue('我的标题')).toBeTruthy();
    expect(saveCalls()).toHaveLength(1);
  });
});
