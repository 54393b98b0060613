import { CAMPAIGN } from '@console/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withProviders } from '../../../test/harness';
import { CampaignList } from './CampaignList';

const row = (id: number, title: string, status: number, participants: number) => ({
  id,
  title,
  cover: '',
  helpersNeeded: 5,
  startTime: '2026-01-01 09:00:00',
  endTime: '2026-12-31 22:00:00',
  status,
  participants,
  isShow: '1',
  succeeded: 0,
  createTime: '2026-01-01 09:00:00',
  updateDate: '2026-01-01 09:00:00',
});

function setup() {
  const harness = withProviders(
    <CampaignList playway="boost" />,
    {
      'boost.list': () => ({
        list: [row(1, '春季美术体验课助力', CAMPAIGN.running, 236), row(2, '暑期助力', CAMPAIGN.notStarted, 0)],
        total: 2,
      }),
      'boost.setShow': () => null,
    },
    '/marketing/boost/list',
  );
  render(harness.ui);
  return harness.calls;
}

const switchOf = async (id: number) => screen.findByRole('switch', { name: `上架状态 ${id}` });
const dialog = () => screen.findByRole('dialog');

// The first render of antd's table in jsdom is slow on a shared machine; the limit only guards a hang.
describe('<CampaignList> switching off', { timeout: 90_000 }, () => {
  it('asks before switching off a running campaign, naming its participants, and switches only on OK', async () => {
    const calls = setup();
    fireEvent.click(await switchOf(1));
    const asked = await dialog();
    expect(asked.textContent).toContain('确定下架「春季美术体验课助力」吗？');
    expect(asked.textContent).toContain('发起人数 236');
    expect(calls.some((c) => c.path === 'boost.setShow')).toBe(false);
    fireEvent.click(within(asked).getByRole('button', { name: /下\s*架/ }));
    await waitFor(() => expect(calls.find((c) => c.path === 'boost.setShow')?.input).toEqual({ ids: [1], value: '0' }));
  });

  it('leaves the campaign on when the question is cancelled', async () => {
    const calls = setup();
    fireEvent.click(await switchOf(1));
    fireEvent.click(within(await dialog()).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.path === 'boost.setShow')).toBe(false);
    expect((await switchOf(1)).getAttribute('aria-checked')).toBe('true');
  });

  it('switches a campaign nobody takes part in at once', async () => {
    const calls = setup();
    fireEvent.click(await switchOf(2));
    await waitFor(() => expect(calls.find((c) => c.path === 'boost.setShow')?.input).toEqual({ ids: [2], value: '0' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
