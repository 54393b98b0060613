import { Grid, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { type FitColumn, fitTable } from './column-fit';
import { useBoxWidth } from './useBoxWidth';

/** How a hand-made list's column counts when the list is fitted to its box (see column-fit.ts). */
export type FittedColumn<Row> = ColumnType<Row> & { key: string; fit: Omit<FitColumn, 'key'> };

/** The selection checkbox column, as antd draws it. */
const SELECTION: FitColumn = { key: 'select', width: 48, priority: 9, keep: true };

/**
 * A hand-made list that reads without scrolling sideways at 1280 px and up, the help panel open included, as
 * the resource lists do: the columns a person needs least give way, long texts wrap. Spread `table` on the
 * antd Table and put `box` on its wrapper.
 */
export function useFittedTable<Row>(columns: readonly FittedColumn<Row>[], options: { selection?: boolean } = {}) {
  const screens = Grid.useBreakpoint();
  const [box, width] = useBoxWidth();
  const counted = [...(options.selection ? [SELECTION] : []), ...columns.map(({ key, fit }) => ({ key, ...fit }))];
  const { shown, x } = fitTable(counted, screens.md ? width : null);
  const table = {
    columns: columns.filter((c) => shown.has(c.key)).map(({ fit: _, ...column }) => column),
    scroll: { x },
    tableLayout: 'auto',
  } satisfies Pick<TableProps<Row>, 'columns' | 'scroll' | 'tableLayout'>;
  return { box, table };
}
