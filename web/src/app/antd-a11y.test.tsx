import { LockOutlined, PlusOutlined } from '@ant-design/icons';
import { render, waitFor } from '@testing-library/react';
import { ConfigProvider, Image, Pagination, Table, Tabs } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { describe, expect, it } from 'vitest';
import { Button } from '../widgets/busy';
import { correctAntdMarkup, watchAntdMarkup } from './antd-a11y';

/** Issue 20: antd's tab strip, as rendered by antd, corrected so its tab list holds only tabs. */

const items = [
  { key: 'a', label: '概况', closable: false },
  { key: 'b', label: '公告' },
  { key: 'c', label: '学习中心' },
];

const strip = (activeKey: string) => <Tabs type="editable-card" hideAdd activeKey={activeKey} items={items} />;

/** Elements with a role of their own inside the tab list, other than its tabs. */
function strangers(container: HTMLElement): Element[] {
  const lists = [...container.querySelectorAll('[role="tablist"]')];
  return lists.flatMap((list) =>
    [...list.querySelectorAll('button, [role]')].filter(
      (el) =>
        el.getAttribute('role') !== 'tab' && !el.closest('[aria-hidden="true"]') && el.closest('[role="tab"]') === null,
    ),
  );
}

describe('antd tab strips', () => {
  it('as antd draws them, hold close and more buttons in the tab list', () => {
    const { container } = render(strip('b'));
    expect(strangers(container).length).toBeGreaterThan(0);
  });

  it('once corrected, hold only tabs, and the close buttons are out of the tab order', () => {
    const { container } = render(strip('b'));
    correctAntdMarkup(container);
    expect(strangers(container)).toEqual([]);
    expect(container.querySelectorAll('[role="tab"]')).toHaveLength(3);
    const list = container.querySelector('[role="tablist"]');
    expect(list?.classList.contains('ant-tabs-nav-list')).toBe(true);
    for (const close of container.querySelectorAll<HTMLElement>('.ant-tabs-tab-remove')) {
      expect(close.tabIndex).toBe(-1);
      expect(close.getAttribute('aria-hidden')).toBe('true');
    }
    // Idempotent: a second pass changes nothing.
    const html = container.innerHTML;
    correctAntdMarkup(container);
    expect(container.innerHTML).toBe(html);
  });

  it('stay corrected when antd re-renders them with another active tab', async () => {
    const { container, rerender } = render(strip('b'));
    const stop = watchAntdMarkup(container);
    rerender(strip('c'));
    await waitFor(() => {
      expect(strangers(container)).toEqual([]);
      for (const close of container.querySelectorAll<HTMLElement>('.ant-tabs-tab-remove')) {
        expect(close.tabIndex).toBe(-1);
      }
    });
    stop();
  });
});

describe('antd icons', () => {
  it('lose their English names, and keep the Chinese ones given them', () => {
    const { container, getByRole } = render(
      <div>
        <Button icon={<PlusOutlined />}>新增联系方式</Button>
        <LockOutlined aria-label="已保护" />
      </div>,
    );
    expect(getByRole('button').textContent).toBe('新增联系方式');
    expect(container.querySelector('[aria-label="plus"]')).not.toBeNull();
    correctAntdMarkup(container);
    expect(container.querySelector('[aria-label="plus"]')).toBeNull();
    expect(container.querySelector('.anticon-plus')?.getAttribute('aria-hidden')).toBe('true');
    expect(getByRole('img', { name: '已保护' })).toBeTruthy();
  });

  it('that are all a button has give way to the Chinese title around it', () => {
    const { container, getByRole } = render(
      <ConfigProvider locale={zhCN}>
        <Pagination total={50} current={2} />
      </ConfigProvider>,
    );
    expect(container.querySelector('[aria-label="left"]')).not.toBeNull();
    correctAntdMarkup(container);
    expect(container.querySelector('[aria-label="left"], [aria-label="right"]')).toBeNull();
    expect(getByRole('button', { name: '上一页' })).toBeTruthy();
    expect(getByRole('button', { name: '下一页' })).toBeTruthy();
  });

  it('leave a link without an address unnamed (it is no control): the pagination’s 向后 5 页', () => {
    const { container } = render(
      <ConfigProvider locale={zhCN}>
        <Pagination total={500} current={1} />
      </ConfigProvider>,
    );
    correctAntdMarkup(container);
    expect(container.querySelector('.ant-pagination-jump-next')).not.toBeNull();
    expect(container.querySelectorAll('a:not([href])[aria-label]')).toHaveLength(0);
    expect(container.querySelectorAll('.ant-pagination-jump-next [role="img"]')).toHaveLength(0);
  });
});

describe('antd tables that scroll sideways', () => {
  const columns = [{ title: '名称', dataIndex: 'name', render: (v: string) => <a href="#x">{v}</a> }];
  const table = (rows: Array<{ key: number; name: string }>) => (
    <Table columns={columns} dataSource={rows} scroll={{ x: 900 }} pagination={false} />
  );

  it('take a tab stop while empty and give it back once a row brings a link', async () => {
    const { container, rerender } = render(<div>{table([])}</div>);
    const stop = watchAntdMarkup(container);
    const scroller = () => container.querySelector<HTMLElement>('.ant-table-content');
    expect(scroller()?.tabIndex).toBe(0);
    rerender(<div>{table([{ key: 1, name: '春季班' }])}</div>);
    await waitFor(() => expect(scroller()?.hasAttribute('tabindex')).toBe(false));
    stop();
  });
});

describe('antd previewable images', () => {
  it('are buttons named by what they show (antd names those with an alt text itself)', () => {
    const { container, getByRole, getAllByRole } = render(
      <div>
        <Image src="/a.png" alt="水彩颜料" width={40} />
        <Image src="/b.png" width={40} />
        <Image src="/c.png" width={40} alt="" />
      </div>,
    );
    correctAntdMarkup(container);
    expect(getByRole('button', { name: '水彩颜料' })).toBeTruthy();
    expect(getAllByRole('button', { name: '预览图片' })).toHaveLength(2);
  });
});

describe('a select box pointing at an option', () => {
  it('keeps a pointer to an option that is there and drops one to nothing (an empty list’s "-1")', () => {
    const { container } = render(
      <div>
        <input aria-activedescendant="pick_list_0" aria-label="有选项" />
        <input aria-activedescendant="pick_list_-1" aria-label="没有选项" />
        <span id="pick_list_0">王老师</span>
      </div>,
    );
    correctAntdMarkup(container);
    const [kept, dropped] = [...container.querySelectorAll('input')];
    expect(kept?.getAttribute('aria-activedescendant')).toBe('pick_list_0');
    expect(dropped?.hasAttribute('aria-activedescendant')).toBe(false);
  });
});
