import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withProviders } from '../test/harness';
import { ListPagination } from './ListPagination';
import { ListTable } from './ListTable';

type Row = { id: number; name: string };

const columns = [{ key: 'name', dataIndex: 'name', title: '名称' }];

function List({ error, rows }: { error: unknown; rows: Row[] }) {
  const query = { error, isFetching: false, refetch: () => undefined };
  return (
    <>
      <ListTable<Row> rowKey="id" query={query} what="课时" dataSource={rows} columns={columns} pagination={false} />
      <ListPagination page={1} size={20} total={error ? undefined : rows.length} onChange={() => undefined} />
    </>
  );
}

describe('ListTable and ListPagination: a failed load is not an empty list', () => {
  it('a failed query shows what failed and 重试, never 暂无数据 nor 共 0 条', async () => {
    render(withProviders(<List error={new Error('boom')} rows={[]} />, {}, '/list').ui);
    expect(await screen.findByText('课时加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
    expect(screen.queryByText(/共 0 条/)).toBeNull();
  });

  it('an answered empty query keeps the empty text and its total', async () => {
    render(withProviders(<List error={null} rows={[]} />, {}, '/list').ui);
    expect(await screen.findByText('共 0 条')).toBeTruthy();
    expect(screen.queryByText('课时加载失败')).toBeNull();
    expect(screen.queryByRole('button', { name: /重\s*试/ })).toBeNull();
  });
});
