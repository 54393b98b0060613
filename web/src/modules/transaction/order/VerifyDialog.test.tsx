import type { OrderRow } from '@console/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withProviders } from '../../../test/harness';
import { orderRow } from './order-row.fixture';
import { otherOrderCode, VerifyDialog } from './VerifyDialog';

const order = (id: number, orderNo: string) =>
  orderRow({
    id,
    orderNo,
    type: 'course',
    status: 'toVerify',
    goods: { name: '少儿创意美术 12 课时', image: '', count: 1 },
    payable: 128_000,
    paid: 128_000,
  });

const ROW = order(11, 'ZX202604010001');
const OTHER = order(12, 'ZX202604010002');

function setup(row: OrderRow | null) {
  const codes: Record<string, OrderRow> = { '880000000011': ROW, '880000000012': OTHER };
  const harness = withProviders(
    <VerifyDialog open order={row} onClose={() => {}} onDone={() => {}} />,
    { 'order.verifyFind': (input) => codes[(input as { code: string }).code] },
    '/transaction/order/list',
  );
  render(harness.ui);
}

const lookUp = async (code: string) => {
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('核销码'), { target: { value: code } });
  fireEvent.click(within(dialog).getByRole('button', { name: /查\s*询/ }));
  return dialog;
};

// The first render of antd's dialog in jsdom is slow on a shared machine; the limit only guards a hang.
describe('<VerifyDialog>', { timeout: 90_000 }, () => {
  it('opened from a row, shows that order before any code is typed', async () => {
    setup(ROW);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(ROW.orderNo)).toBeTruthy();
    expect(within(dialog).getByText('王小明 13800000000')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^核\s*销$/ })).toBeNull();
  });

  it('takes only a code of the row’s order, saying whose the code is', async () => {
    setup(ROW);
    const dialog = await lookUp('880000000012');
    expect(await within(dialog).findByText(otherOrderCode(OTHER.orderNo, ROW.orderNo))).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^核\s*销$/ })).toBeNull();
    await lookUp('880000000011');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /^核\s*销$/ })).toBeTruthy());
  });

  it('opened from the toolbar, shows the order of any code', async () => {
    setup(null);
    const dialog = await lookUp('880000000012');
    expect(await within(dialog).findByText(OTHER.orderNo)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /^核\s*销$/ })).toBeTruthy();
  });
});
