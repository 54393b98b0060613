import { teacher } from '@console/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withProviders } from '../test/harness';
import { ResourceSelect, selectOptions } from './ResourceSelect';

const row = (id: number, name: string) => ({ id, name });

describe('selectOptions', () => {
  it('offers the page, then chosen items outside it under the name last seen, or their number', () => {
    const known = new Map([[9, '周老师']]);
    expect(
      selectOptions(
        [row(1, '王老师'), row(2, '李老师')],
        (r) => r.name,
        known,
        [2, 9, 12],
        (r) => r.id === 1,
      ),
    ).toEqual([
      { value: 1, label: '王老师', disabled: true },
      { value: 2, label: '李老师', disabled: undefined },
      { value: 9, label: '周老师' },
      { value: 12, label: '#12' },
    ]);
  });
});

describe('<ResourceSelect>', () => {
  it('names a chosen item that is not on the first page by reading it, and searches by keyword', async () => {
    const page = { list: [row(1, '王雅琴'), row(2, '李书恒')], total: 40 };
    const harness = withProviders(
      <ResourceSelect resource={teacher} label={(t) => t.name} value={30} aria-label="上课老师" />,
      {
        'teacher.list': (input) =>
          (input as { keyword?: string }).keyword ? { list: [row(2, '李书恒')], total: 1 } : page,
        'teacher.get': () => row(30, '陈沐阳'),
      },
      '/study/createClass',
    );
    render(harness.ui);
    await waitFor(() => expect(document.querySelector('.ant-select-content')?.textContent).toBe('陈沐阳'));
    expect(harness.calls.filter((c) => c.path === 'teacher.get')).toEqual([{ path: 'teacher.get', input: { id: 30 } }]);

    fireEvent.change(screen.getByRole('combobox', { name: '上课老师' }), { target: { value: '李' } });
    await waitFor(() =>
      expect(
        harness.calls.some((c) => c.path === 'teacher.list' && (c.input as { keyword?: string }).keyword === '李'),
      ).toBe(true),
    );
    // antd renders slowly in jsdom on a busy machine: the time limit is generous, the waits are conditions.
  }, 20_000);

  it('says the list failed and offers 重试 in the dropdown, never 没有找到', async () => {
    let fail = true;
    const harness = withProviders(
      <ResourceSelect resource={teacher} label={(t) => t.name} aria-label="上课老师" />,
      {
        'teacher.list': () => {
          if (fail) throw new Error('网络异常，请稍后重试');
          return { list: [row(1, '王雅琴')], total: 1 };
        },
      },
      '/study/createClass',
    );
    render(harness.ui);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: '上课老师' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('讲师加载失败');
    expect(screen.queryByText('没有找到')).toBeNull();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(screen.getByTitle('王雅琴')).toBeTruthy(), { timeout: 10_000 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(harness.calls.filter((c) => c.path === 'teacher.list')).toHaveLength(2);
  }, 20_000);
});
