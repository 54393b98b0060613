import { signUp } from '@console/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withProviders } from '../test/harness';
import { ResourceList } from './ResourceList';

const row = (id: number, title: string) => ({
  id,
  title,
  cover: '',
  address: '杭州市西湖区',
  capacity: 30,
  feeType: 1,
  price: 0,
  questions: [],
  startTime: '2030-01-01 09:00:00',
  endTime: '2030-01-10 09:00:00',
  activityStart: '2030-01-11 09:00:00',
  activityEnd: '2030-01-11 12:00:00',
  status: 1,
  participants: 0,
  writtenOff: 0,
  isShow: '1',
  createTime: '2029-12-01 10:00:00',
  updateDate: '2029-12-01 10:00:00',
});
const page = (...rows: ReturnType<typeof row>[]) => ({ list: rows, total: rows.length });

describe('ResourceList', () => {
  it('moves deleted items to the recycle bin after its own confirmation, with edit and copy where the page says', {
    timeout: 30_000,
  }, async () => {
    const h = withProviders(
      <ResourceList
        resource={signUp}
        recycle
        editTo={(id) => `/x/create/${id}`}
        copyTo={(id) => `/x/edit/${id}/copy`}
        columns={{ updateDate: false }}
      />,
      { 'signUp.list': () => page(row(7, '陶艺体验')), 'signUp.recycle': () => null },
      '/x/list',
    );
    render(h.ui);
    const tableRow = (await screen.findByText('陶艺体验')).closest('tr') as HTMLElement;
    expect(screen.queryByText('更新时间')).toBeNull();
    expect(within(tableRow).getByText('编辑').closest('a')?.getAttribute('href')).toBe('/x/create/7');
    expect(within(tableRow).getByText('复制').closest('a')?.getAttribute('href')).toBe('/x/edit/7/copy');
    fireEvent.click(within(tableRow).getByText('删除'));
    await screen.findByText('确定将该项移入回收站吗？');
    // Role queries crawl antd's table in jsdom; the dialog's button is found by its text.
    fireEvent.click(screen.getByText(/^确\s*定$/).closest('button') as HTMLElement);
    await waitFor(() => expect(h.calls.some((c) => c.path === 'signUp.recycle')).toBe(true));
    expect(h.calls.find((c) => c.path === 'signUp.recycle')?.input).toEqual({ ids: [7] });
    expect(h.calls.some((c) => c.path === 'signUp.removeMany')).toBe(false);
    expect(await screen.findByText('已移入回收站')).toBeTruthy();
  });

  it('the bin lists recycled items with 恢复 and 彻底删除, nothing to add', { timeout: 30_000 }, async () => {
    const h = withProviders(
      <ResourceList resource={signUp} bin />,
      { 'signUp.recycleList': () => page(row(9, '书法公开课')), 'signUp.restore': () => null },
      '/x/recycle',
    );
    render(h.ui);
    const tableRow = (await screen.findByText('书法公开课')).closest('tr') as HTMLElement;
    expect(screen.queryByText(/新增/)).toBeNull();
    expect(within(tableRow).queryByText('编辑')).toBeNull();
    expect(within(tableRow).getByText('彻底删除')).toBeTruthy();
    fireEvent.click(within(tableRow).getByText('恢复'));
    await waitFor(() => expect(h.calls.find((c) => c.path === 'signUp.restore')?.input).toEqual({ ids: [9] }));
    expect(await screen.findByText('恢复成功')).toBeTruthy();
    expect(h.calls.some((c) => c.path === 'signUp.list')).toBe(false);
  });
});
