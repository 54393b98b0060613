import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drafts } from '../../../app/drafts/useFormDraft';
import { clearSession, saveSession } from '../../../session/store';
import { conflictAnswer } from '../../../test/conflict';
import { withProviders } from '../../../test/harness';
import { orderRow } from './order-row.fixture';
import { RemarkDialog } from './RemarkDialog';

const ROW = orderRow({ id: 31, orderNo: 'ZX202604010031', remark: '原备注' });
const scope = { account: '13800000001', shop: '1:启明星', route: '/transaction/order/list#remark', record: 31 };

// The first render of antd's dialog in jsdom is slow on a shared machine; the limit only guards a hang.
const conflict = () => conflictAnswer('order.remark');

describe('<RemarkDialog> draft', { timeout: 90_000 }, () => {
  afterEach(() => clearSession());

  it('keeps a remark typed and not saved, per order, and offers it when the dialog opens again', async () => {
    saveSession(
      {
        token: 't',
        roles: ['admin'],
        name: '张校长',
        resources: [],
        permissions: [],
        products: [{ id: 1 }],
        productSign: '',
        userInfo: { phone: '13800000001', is_app: '1', wxAppName: '启明星' },
      },
      { impersonating: true },
    );
    const answers = { 'order.remark': () => ({ ...ROW, version: ROW.version + 1 }), 'check.sensitive': () => null };
    const first = render(
      withProviders(
        <RemarkDialog order={ROW} onClose={() => {}} onDone={() => {}} />,
        answers,
        '/transaction/order/list',
      ).ui,
    );
    const box = await screen.findByDisplayValue('原备注');
    fireEvent.change(box, { target: { value: '家长要求周末发货，已电话确认' } });
    await waitFor(async () => expect((await drafts.read(scope))?.values.remark).toBe('家长要求周末发货，已电话确认'));
    first.unmount();

    const second = withProviders(
      <RemarkDialog order={ROW} onClose={() => {}} onDone={() => {}} />,
      answers,
      '/transaction/order/list',
    );
    render(second.ui);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/未保存的内容/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /恢\s*复/ }));
    expect(await within(dialog).findByDisplayValue('家长要求周末发货，已电话确认')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(async () => expect(await drafts.read(scope)).toBeUndefined());
    // Saved on the version the dialog opened with: a remark saved meanwhile elsewhere is refused, not overwritten.
    expect(second.calls.find((c) => c.path === 'order.remark')?.input).toEqual({
      id: 31,
      remark: '家长要求周末发货，已电话确认',
      version: ROW.version,
    });
  });

  it('a remark saved meanwhile elsewhere opens the conflict dialog, keeps the typing, and 覆盖保存 saves it', async () => {
    const row = orderRow({ id: 32, orderNo: 'ZX202604010032', remark: '原备注', version: 2 });
    // Another tab saved a remark since the list was read: the order is at version 3 now.
    const latest = {
      ...row,
      version: 3,
      remark: '他人写的备注',
      logs: [{ time: '2026-12-07 10:00:00' }],
      timeline: [],
    };
    const answers = {
      'order.remark': (input: unknown) => {
        if ((input as { version?: number }).version !== 3) throw conflict();
        return latest;
      },
      'order.get': () => latest,
      'check.sensitive': () => null,
    };
    const onDone = vi.fn();
    const { ui, calls } = withProviders(
      <RemarkDialog order={row} onClose={() => {}} onDone={onDone} />,
      answers,
      '/transaction/order/list',
    );
    render(ui);
    const box = await screen.findByDisplayValue('原备注');
    fireEvent.change(box, { target: { value: '周末发货' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /确\s*定|OK/ }));

    const asked = (await screen.findByText('内容已在别处更新')).closest('.ant-modal') as HTMLElement;
    expect(within(asked).getByText(/该订单的备注已于 2026-12-07 10:00:00 在别处保存（版本 3）/)).toBeTruthy();
    expect(within(asked).getByLabelText('与最新内容不同的字段').textContent).toContain('备注');
    // No error toast beside the dialog, and what was typed is still in the box.
    expect(screen.queryByText('该内容已被他人修改，请刷新后再编辑')).toBeNull();
    expect(screen.getByDisplayValue('周末发货')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();

    fireEvent.click(within(asked).getByRole('button', { name: /覆盖保存/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls.filter((c) => c.path === 'order.remark').map((c) => c.input)).toEqual([
      { id: 32, remark: '周末发货', version: 2 },
      { id: 32, remark: '周末发货', version: 3 },
    ]);
  });
});
