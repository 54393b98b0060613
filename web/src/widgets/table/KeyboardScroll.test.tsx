import { render, screen } from '@testing-library/react';
import { Table } from 'antd';
import { describe, expect, it } from 'vitest';
import { KeyboardScroll } from './KeyboardScroll';

const columns = [{ key: 'no', title: '提现单号', dataIndex: 'no' }];

describe('KeyboardScroll', () => {
  it('makes the sideways-scrolling box of a read-only table a named region the keyboard reaches', () => {
    render(
      <KeyboardScroll label="提现记录">
        <Table rowKey="no" columns={columns} dataSource={[{ no: 'W1' }]} scroll={{ x: 'max-content' }} />
      </KeyboardScroll>,
    );
    const region = screen.getByRole('region', { name: '提现记录' });
    expect(region.classList.contains('ant-table-content')).toBe(true);
    expect(region.tabIndex).toBe(0);
  });

  it('keeps the region named when the rows change', () => {
    const table = (rows: Array<{ no: string }>) => (
      <KeyboardScroll label="提现记录">
        <Table rowKey="no" columns={columns} dataSource={rows} scroll={{ x: 'max-content' }} />
      </KeyboardScroll>
    );
    const { rerender } = render(table([]));
    rerender(table([{ no: 'W1' }, { no: 'W2' }]));
    expect(screen.getByRole('region', { name: '提现记录' }).tabIndex).toBe(0);
  });
});
