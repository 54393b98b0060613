import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withProviders } from '../../../test/harness';
import { orderRow } from './order-row.fixture';
import { RefundDialog } from './RefundDialog';

const ROW = orderRow();

/** The suggestions shown now, by their text. */
const suggestions = () =>
  [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map(
    (o) => o.textContent,
  );

// The first render of antd's dialog in jsdom is slow on a shared machine; the limit only guards a hang.
describe('<RefundDialog> reason', { timeout: 90_000 }, () => {
  it('suggests by the typed text, never replaces it, and the confirmation shows the reason typed', async () => {
    render(
      withProviders(
        <RefundDialog order={ROW} onClose={() => {}} onDone={() => {}} />,
        { 'check.sensitive': () => null },
        '/transaction/order/list',
      ).ui,
    );
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByRole('combobox', { name: '退款原因' });
    fireEvent.mouseDown(reason);
    fireEvent.change(reason, { target: { value: '下单' } });
    await waitFor(() => expect(suggestions()).toEqual(['重复下单']));
    fireEvent.change(reason, { target: { value: '家长临时有事，无法上课' } });
    await waitFor(() => expect(suggestions()).toEqual([]));
    // Enter on a list with nothing chosen keeps the text as typed.
    fireEvent.keyDown(reason, { key: 'Enter', code: 'Enter' });
    expect((reason as HTMLInputElement).value).toBe('家长临时有事，无法上课');

    fireEvent.click(within(dialog).getByRole('button', { name: /退\s*款/ }));
    await waitFor(() => {
      const confirm = document.querySelector('.ant-modal-confirm');
      expect(confirm?.textContent).toContain('将向买家 王小明 退款');
      expect(confirm?.textContent).toContain('退款原因：家长临时有事，无法上课');
    });
  });
});
