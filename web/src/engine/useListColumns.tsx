import { Flex, Grid, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { type ReactNode, useCallback, useState } from 'react';
import { ColumnChooser } from '../widgets/table/ColumnChooser';
import { type ColumnChoice, choiceKey, choose, NO_CHOICE, parseChoice } from './column-choice';
import { type LayoutColumn, layoutList } from './list-layout';
import { useBoxWidth } from './useBoxWidth';

/**
 * How a column counts in its list's layout (see list-layout.ts): its label is its title's text, and a column
 * keyed `status` is the row's state, unless it says otherwise.
 */
export type ColumnFit = Omit<LayoutColumn, 'key' | 'label'> & { label?: string };

/** A list's column: antd's, with its key and how it counts. */
export type ListColumn<Row> = ColumnType<Row> & { key: string; fit: ColumnFit };

/** The selection checkbox column, as antd draws it. */
const SELECTION: LayoutColumn = { key: 'select', label: '', width: 48, priority: 9, always: true };

/** The actions column on a phone: its buttons wrap under each other in a narrow column pinned to the right. */
const PHONE_ACTIONS_WIDTH = 96;

/** A list's remembered 列设置. */
function useColumnChoice(list: string) {
  const key = choiceKey(list);
  const [choice, setChoice] = useState<ColumnChoice>(() => parseChoice(localStorage.getItem(key)));
  const save = useCallback(
    (next: ColumnChoice) => {
      setChoice(next);
      localStorage.setItem(key, JSON.stringify(next));
    },
    [key],
  );
  const reset = useCallback(() => {
    localStorage.removeItem(key);
    setChoice(NO_CHOICE);
  }, [key]);
  return { choice, save, reset };
}

/**
 * Every list's columns, the resource lists' and the hand-made ones alike: fitted to the list's box on wider
 * screens, kept and asked back as the resource and the person say, 列设置 to choose them, and on a phone the
 * status and the actions pinned in view. The actions always show, as does any column marked `always` (the
 * item's name).
 * Spread `table` on the antd Table, put `box` on its wrapper; `chooser` is the 列设置 button, shown by the
 * table's title bar (`table.title`).
 */
export function useListColumns<Row>(
  list: string,
  columns: readonly ListColumn<Row>[],
  o: { selection?: boolean; fit?: boolean } = {},
) {
  const screens = Grid.useBreakpoint();
  const phone = !screens.md;
  const [box, width] = useBoxWidth();
  const { choice, save, reset } = useColumnChoice(list);
  const counted: LayoutColumn[] = [
    ...(o.selection ? [SELECTION] : []),
    ...columns.map(({ key, title, fit }) => ({
      ...fit,
      key,
      label: fit.label ?? (typeof title === 'string' ? title : key),
      always: fit.always || key === 'actions',
      // A list's 状态 column is its row's state unless it says otherwise.
      status: fit.status ?? key === 'status',
    })),
  ];
  // A list that is not fitted keeps every column on a wider screen and scrolls sideways.
  const layout = layoutList(counted, choice, phone ? null : o.fit === false ? Number.POSITIVE_INFINITY : width);
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const shownColumns = layout.shown
    .map((key) => byKey.get(key))
    .filter((c): c is ListColumn<Row> => c !== undefined)
    .map(({ fit: _, ...column }) => ({
      ...column,
      fixed: layout.pinned.has(column.key) ? ('right' as const) : phone ? undefined : column.fixed,
      ...(phone && column.key === 'actions'
        ? {
            width: Math.min(typeof column.width === 'number' ? column.width : PHONE_ACTIONS_WIDTH, PHONE_ACTIONS_WIDTH),
          }
        : {}),
    }));
  const chooser: ReactNode = (
    <ColumnChooser
      choices={layout.choices}
      onChange={(wanted) =>
        save(
          choose(
            choice,
            new Set(layout.choices.filter((c) => c.shown).map((c) => c.key)),
            wanted,
            layout.choices.map((c) => c.key),
          ),
        )
      }
      onReset={reset}
    />
  );
  const table = {
    columns: shownColumns,
    scroll: { x: layout.x },
    tableLayout: 'auto',
    title: layout.choices.length > 0 ? () => <Flex justify="flex-end">{chooser}</Flex> : undefined,
  } satisfies Pick<TableProps<Row>, 'columns' | 'scroll' | 'tableLayout' | 'title'>;
  return { box, table, chooser };
}
