import { Flex, Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useLocation } from 'react-router-dom';
import { kindWidth } from './column-fit';
import { type ColumnFit, type ListColumn, useListColumns } from './useListColumns';

/** A column of a hand-made list: antd's, with how it counts when that is not what its width and key say. */
export type ListTableColumn<Row> = ColumnType<Row> & { fit?: Partial<ColumnFit> };

export interface ListTableProps<Row> extends Omit<TableProps<Row>, 'columns' | 'scroll' | 'tableLayout'> {
  columns: readonly ListTableColumn<Row>[];
  /** Where its 列设置 is remembered: the page's path by default. */
  list?: string;
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
export function ListTable<Row extends object>({ columns, list, title, ...rest }: ListTableProps<Row>) {
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
        {...rest}
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
