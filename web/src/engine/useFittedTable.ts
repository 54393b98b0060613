import { useLocation } from 'react-router-dom';
import { type ListColumn, useListColumns } from './useListColumns';

/** How a hand-made list's column counts when the list is laid out (see list-layout.ts). */
export type FittedColumn<Row> = ListColumn<Row>;

/**
 * A hand-made list laid out as the resource lists are (useListColumns): it reads without scrolling sideways at
 * 1280 px and up, the help panel open included, 列设置 chooses its columns (remembered per page), and on a phone
 * its status and actions stay in view. The first column is the item's name and always shows. Spread `table` on
 * the antd Table and put `box` on its wrapper.
 */
export function useFittedTable<Row>(
  columns: readonly FittedColumn<Row>[],
  options: { selection?: boolean; list?: string } = {},
) {
  const { pathname } = useLocation();
  // One remembered choice per page, whatever item it shows (/study/studentInfo/12 and /13 alike).
  const list = options.list ?? pathname.replace(/\/\d+(?=\/|$)/g, '/:id');
  const named = columns.map((c, i) => (i === 0 ? { ...c, fit: { ...c.fit, always: true } } : c));
  return useListColumns(list, named, options);
}
