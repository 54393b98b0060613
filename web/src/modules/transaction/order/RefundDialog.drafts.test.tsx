import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { drafts } from '../../../app/drafts/useFormDraft';
import { clearSession } from '../../../session/store';
import { withProviders } from '../../../test/harness';
import { DRAFT_ACCOUNT, signInForDrafts } from '../../../test/signed-in';
import { orderRow } from './order-row.fixture';
import { RefundDialog } from './RefundDialog';
import { ShipDialog } from './ShipDialog';

const ROW = orderRow({ id: 41, orderNo: 'ZX202604010041' });
const PATH = '/transaction/order/list';
const scope = (name: string) => ({ ...DRAFT_ACCOUNT, route: `${PATH}#${name}`, record: ROW.id });

// The first render of antd's dialog in jsdom is slow on a shared machine; the limit only guards a hang.
describe('order dialogs keep a draft', { timeout: 90_000 }, () => {
  afterEach(() => clearSession());

  it('退款: a reason typed and the dialog closed is offered when it opens again for the order; 恢复 fills it', async () => {
    signInForDrafts();
    const reason = '家长临时有事，无法上课';
    const first = render(withProviders(<RefundDialog order={ROW} onClose={() => {}} onDone={() => {}} />, {}, PATH).ui);
    const box = await screen.findByRole('combobox', { name: '退款原因' });
    fireEvent.change(box, { target: { value: reason } });
    await waitFor(async () => expect((await drafts.read(scope('refund')))?.values.reason).toBe(reason));
    first.unmount();

    // Closed, then opened again for another order: nothing is offered there.
    const other = render(
      withProviders(<RefundDialog order={{ ...ROW, id: 42 }} onClose={() => {}} onDone={() => {}} />, {}, PATH).ui,
    );
    await screen.findByRole('combobox', { name: '退款原因' });
    expect(screen.queryByText(/未保存的内容/)).toBeNull();
    other.unmount();

    render(withProviders(<RefundDialog order={ROW} onClose={() => {}} onDone={() => {}} />, {}, PATH).ui);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/未保存的内容/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /恢\s*复/ }));
    await waitFor(() =>
      expect((within(dialog).getByRole('combobox', { name: '退款原因' }) as HTMLInputElement).value).toBe(reason),
    );
  });

  it('发货: the tracking number typed is kept per order until it ships', async () => {
    signInForDrafts();
    const first = render(withProviders(<ShipDialog order={ROW} onClose={() => {}} onDone={() => {}} />, {}, PATH).ui);
    fireEvent.change(await screen.findByLabelText('快递单号'), { target: { value: 'SF1234567890' } });
    await waitFor(async () => expect((await drafts.read(scope('ship')))?.values.trackingNo).toBe('SF1234567890'));
    first.unmount();

    render(withProviders(<ShipDialog order={ROW} onClose={() => {}} onDone={() => {}} />, {}, PATH).ui);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: /恢\s*复/ }));
    await waitFor(() =>
      expect((within(dialog).getByLabelText('快递单号') as HTMLInputElement).value).toBe('SF1234567890'),
    );
  });
});
