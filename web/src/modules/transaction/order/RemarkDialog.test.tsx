import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { drafts } from '../../../app/drafts/useFormDraft';
import { clearSession, saveSession } from '../../../session/store';
import { withProviders } from '../../../test/harness';
import { orderRow } from './order-row.fixture';
import { RemarkDialog } from './RemarkDialog';

const ROW = orderRow({ id: 31, orderNo: 'ZX202604010031', remark: '原备注' });
const scope = { account: '13800000001', shop: '1:启明星', route: '/transaction/order/list#remark', record: 31 };

// The first render of antd's dialog in jsdom is slow on a shared machine; the limit only guards a hang.
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
    const answers = { 'order.remark': () => null, 'check.sensitive': () => null };
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
});
