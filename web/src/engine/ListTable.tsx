import { Flex, Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useLocation } from 'react-router-dom';
import { type LoadState, tableLocale } from '../widgets/load-error/LoadError';
import { kindWidth } from './column-fit';
import { type ColumnFit, type ListColumn, useListColumns } from './useListColumns';

/** A column of a hand-made list: antd's, with how it counts when that is not what its width and key say. */
export type ListTableColumn<Row> = ColumnType<Row> & { fit?: Partial<ColumnFit> };

export interface ListTableProps<Row> extends Omit<TableProps<Row>, 'columns' | 'scroll' | 'tableLayout'> {
  columns: readonly ListTableColumn<Row>[];
  /** Where its 列设置 is remembered: the page's path by default. */
  list?: string;
  /**
   * The query its rows come from: while it loads the table spins, and when it failed the table shows the load
   * error with 重试 in place of its empty text (rows that failed to load are not "no data"). `null` only for rows
   * that are no query's (a file's refused lines) or whose query's failure the page already shows in their place.
   */
  query: LoadState | null;
  /** What its rows are, in the page's words (课时, 补课): 「课时加载失败」. */
  what?: string;
}

/** A column's key: its own, or its data index (antd's own default). */
const keyOf = (c: ColumnType<unknown>, i: number) =>
  String(c.key ?? (Array.isArray(c.dataIndex) ? c.dataIndex.join('.') : (c.dataIndex ?? i)));

/**
 * A hand-made list (a page's own rows: records, learners, a data page): antd's Table laid out as every list is
 * (useListColumns) — 列设置 to take columns away and bring them back, headers on one line, amounts whole, and
 * on a phone the status (its `status` column) and the actions (its `actions` column) pinned in view. It keeps
 * every column on a wider screen and scrolls sideways; its first column is the item's name and always shows.
 */
export function ListTable<Row extends object>({ columns, list, title, query, what, ...rest }: ListTableProps<Row>) {
  const { pathname } = useLocation();
  const listed = columns.map((c, i): ListColumn<Row> => {
    const key = keyOf(c as ColumnType<unknown>, i);
    const fit: ColumnFit = {
      width: typeof c.width === 'number' ? c.width : kindWidth('text'),
      priority: 5,
      always: i === 0,
      ...c.fit,
    };
    return { ...c, key, fit };
  });
  const { box, table, chooser } = useListColumns(list ?? pathname.replace(/\/\d+(?=\/|$)/g, '/:id'), listed, {
    selection: Boolean(rest.rowSelection),
    fit: false,
  });
  return (
    <div ref={box}>
      <Table<Row>
        loading={query?.isFetching}
        {...rest}
        locale={(query && tableLocale(query, what)) ?? rest.locale}
        {...table}
        // The table's own title on the left of its title bar, 列设置 on the right.
        title={
          title
            ? (data) => (
                <Flex justify="space-between" align="center" gap={8} wrap>
                  <div>{title(data)}</div>
                  {chooser}
                </Flex>
              )
            : table.title
        }
      />
    </div>
  );
}
