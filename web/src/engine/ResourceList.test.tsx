import { productSignature, role, SETTING_CODES, seckill } from '@console/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MessageProvider, useMessageApi } from '../app/message';
import type { RouterOutputs } from '../app/trpc';
import { saveSession } from '../session/store';
import { withProviders } from '../test/harness';
import { Button } from '../widgets/busy';
import { type ListAbilities, ResourceList } from './ResourceList';

function WithMessage({ children }: { children: ReactNode }) {
  const [api, holder] = useMessageApi();
  return (
    <MessageProvider api={api}>
      {holder}
      {children}
    </MessageProvider>
  );
}

const row = (id: number, name: string, isSuper: '0' | '1'): Row => ({
  id,
  version: 1,
  name,
  kind: 'admin',
  description: '',
  resources: ['800'],
  permissions: [],
  accountCount: 1,
  isSuper,
  createTime: '2026-01-01 09:00:00',
  updateDate: '2026-01-01 09:00:00',
});

type Row = RouterOutputs['role']['list']['list'][number];

function setup(can?: ListAbilities<Row>, batchActions?: (selected: number[], clear: () => void) => ReactNode) {
  const harness = withProviders(
    <WithMessage>
      <ResourceList resource={role} can={can} batchActions={batchActions} />
    </WithMessage>,
    { 'role.list': () => ({ list: [row(1, '超级管理员', '1'), row(2, '前台', '0')], total: 2 }) },
    '/setting/roles/list',
  );
  render(harness.ui);
}

const checkbox = (r: HTMLElement) => r.querySelector<HTMLInputElement>('input[type=checkbox]');
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

// The first render of antd's table in jsdom is slow on a shared machine; the limit only guards a hang.
describe('<ResourceList can>', { timeout: 30_000 }, () => {
  it('shows every action the resource has by default', async () => {
    setup();
    const rows = [await rowOf('超级管理员'), await rowOf('前台')];
    for (const r of rows) {
      expect(within(r).getByText(/^编\s*辑$/)).toBeTruthy();
      expect(within(r).getByText(/^删\s*除$/)).toBeTruthy();
    }
    expect(screen.getByText('新增角色')).toBeTruthy();
  });

  it('hides what a person may not do, row by row; a row that may not go cannot be picked for the batch', async () => {
    setup({ create: false, edit: (r) => r.isSuper !== '1', delete: (r) => r.isSuper !== '1' });
    const locked = await rowOf('超级管理员');
    const open = await rowOf('前台');
    expect(within(locked).queryByText(/^编\s*辑$/)).toBeNull();
    expect(within(locked).queryByText(/^删\s*除$/)).toBeNull();
    expect(checkbox(locked)?.disabled).toBe(true);
    expect(within(open).getByText(/^编\s*辑$/)).toBeTruthy();
    expect(checkbox(open)?.disabled).toBe(false);
    expect(screen.queryByText('新增角色')).toBeNull();
  });

  it('without delete at all there is no batch delete and no picking', async () => {
    setup({ delete: false });
    const open = await rowOf('前台');
    expect(within(open).queryByText(/^删\s*除$/)).toBeNull();
    expect(checkbox(open)).toBeNull();
    expect(screen.queryByText('批量删除')).toBeNull();
  });

  it('offers the page’s own batch buttons for the selected rows, even where nothing may be deleted', async () => {
    const done = vi.fn();
    setup({ delete: false }, (ids, clear) => (
      <Button
        onClick={() => {
          done(ids);
          clear();
        }}
      >
        批量通过
      </Button>
    ));
    const open = await rowOf('前台');
    expect(screen.queryByText('批量删除')).toBeNull();
    const box = checkbox(open);
    if (!box) throw new Error('the row cannot be picked');
    fireEvent.click(box);
    expect(await screen.findByText('已选 1 项')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /批量通过/ }));
    expect(done).toHaveBeenCalledWith([2]);
    expect(screen.queryByText('已选 1 项')).toBeNull();
  });
});

describe('<ResourceList editTo copyTo>', { timeout: 30_000 }, () => {
  it('leads 编辑 and 复制 where the page says instead of the usual paths', async () => {
    const harness = withProviders(
      <ResourceList resource={role} editTo={(id) => `/x/create/${id}`} copyTo={(id) => `/x/edit/${id}/copy`} />,
      { 'role.list': () => ({ list: [row(2, '前台', '0')], total: 1 }) },
      '/x/list',
    );
    render(harness.ui);
    const r = await rowOf('前台');
    expect(within(r).getByText('编辑').closest('a')?.getAttribute('href')).toBe('/x/create/2');
    expect(within(r).getByText('复制').closest('a')?.getAttribute('href')).toBe('/x/edit/2/copy');
  });
});

describe('<ResourceList> columns', { timeout: 60_000 }, () => {
  const seckillRow = {
    id: 7,
    title: '周末钢琴体验课秒杀',
    cover: 'https://img.example.com/c.png',
    productName: '钢琴体验课',
    originalPrice: 212150,
    seckillPrice: 9900,
    stock: 50,
    perOrderLimit: 1,
    perPersonLimit: 1,
    slotStart: 10,
    slotHours: 2,
    startTime: '2030-01-01 09:00:00',
    endTime: '2030-01-10 09:00:00',
    status: 2,
    participants: 12,
    isShow: '1',
    shareTitle: '',
    shareImage: '',
    rules: '',
    detail: '',
    sold: 8,
    createTime: '2030-01-01 09:00:00',
    updateDate: '2030-01-01 09:00:00',
  };

  it('offers 列设置, and on a phone pins the status and the actions at the right edge', async () => {
    localStorage.clear();
    const harness = withProviders(
      <ResourceList resource={seckill} />,
      { 'seckill.list': () => ({ list: [seckillRow], total: 1 }) },
      '/marketing/seckill/list',
    );
    render(harness.ui);
    await screen.findByText('周末钢琴体验课秒杀');
    expect(screen.getByRole('button', { name: /列设置/ })).toBeTruthy();
    // jsdom matches no media query: the list is laid out as on a phone.
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent ?? '');
    expect(headers.slice(-2)).toEqual(['活动状态', '操作']);
    for (const name of ['活动状态', '操作'])
      expect(screen.getByRole('columnheader', { name }).className).toMatch(/ant-table-cell-fix-end/);
    // Every field column is there on a phone: the table scrolls between the name and the pinned columns.
    for (const name of ['原价', '秒杀库存', '已售', '商品名称'])
      expect(screen.getByRole('columnheader', { name })).toBeTruthy();
  });
});

describe('<ResourceList> by the person’s calls (issue 29)', { timeout: 30_000 }, () => {
  const signIn = (resources: string[]) =>
    saveSession({
      token: `zx_${resources.join('_')}`,
      roles: ['staff'],
      name: '前台',
      resources,
      permissions: [],
      products: [{ id: 1 }],
      productSign: productSignature([1]),
      userInfo: { is_app: '1', shop_id: 1 },
    });

  it('a role that may only see the page lists its rows with no button that changes them', async () => {
    signIn(['800', String(SETTING_CODES.roles)]);
    setup();
    const r = await rowOf('前台');
    expect(within(r).queryByText(/^编\s*辑$/)).toBeNull();
    expect(within(r).queryByText(/^删\s*除$/)).toBeNull();
    expect(screen.queryByText('新增角色')).toBeNull();
    expect(checkbox(r)).toBeNull();
  });

  it('granted the buttons’ codes, the same role sees them', async () => {
    signIn(['800', String(SETTING_CODES.roles), String(SETTING_CODES.roleEdit), String(SETTING_CODES.roleDelete)]);
    setup();
    const r = await rowOf('前台');
    expect(within(r).getByText(/^编\s*辑$/)).toBeTruthy();
    expect(within(r).getByText(/^删\s*除$/)).toBeTruthy();
  });
});
