import type { ColumnChoice } from './column-choice';
import { fitTable, headerWidth } from './column-fit';

/** A list's column as its layout counts it. */
export interface LayoutColumn {
  key: string;
  /** Its header as a word, for its width and for 列设置. */
  label: string;
  /** The width its content needs, in px. */
  width: number;
  /** How much the page needs it when a narrow list gives some up: lower goes first. */
  priority: number;
  /** Never given up by the fit (a key figure the resource marks: 原价, 秒杀库存, 已售). 列设置 may still hide it. */
  keep?: boolean;
  /** Always there and not in 列设置: the item's name, the actions, the selection. */
  always?: boolean;
  /** What state the row is in (状态, 上架): on a phone it stays in view beside the actions. */
  status?: boolean;
}

export interface ListLayout {
  /** The columns shown, in the order shown. */
  shown: string[];
  /** Pinned to the right edge, so that they stay in view while the rest scrolls. */
  pinned: Set<string>;
  /** The table's width: the counted widths on a wider screen, the content's on a phone. */
  x: number | 'max-content';
  /** The columns 列设置 offers, with whether each is shown now. */
  choices: Array<{ key: string; label: string; shown: boolean }>;
}

/**
 * How a list lays out its columns in `available` px (null on a phone, Infinity for a list that is not fitted
 * and scrolls sideways instead). A wider screen reads without scrolling sideways: the columns a person needs
 * least give way (column-fit.ts), except those the resource keeps and those the person asked back; every header
 * has room for one line. On a phone the table scrolls with every column, and the row's status and its actions
 * are pinned to the right edge, so neither is ever out of reach.
 */
export function layoutList(
  columns: readonly LayoutColumn[],
  choice: ColumnChoice,
  available: number | null,
): ListLayout {
  const hidden = new Set(choice.hidden);
  const asked = new Set(choice.shown);
  const candidates = columns.filter((c) => c.always || !hidden.has(c.key));
  const { shown, x } = fitTable(
    candidates.map((c) => ({
      key: c.key,
      width: Math.max(c.width, headerWidth(c.label)),
      priority: c.priority,
      keep: Boolean(c.always || c.keep || asked.has(c.key)),
    })),
    available,
  );
  const scrolls = available === Number.POSITIVE_INFINITY;
  let order = candidates.filter((c) => shown.has(c.key)).map((c) => c.key);
  const pinned = new Set<string>(order.filter((k) => k === 'actions'));
  if (available === null) {
    const status = candidates.find((c) => c.status && shown.has(c.key))?.key;
    if (status) {
      // Beside the actions at the right edge: pinned columns sit together at the end.
      order = [...order.filter((k) => k !== status && k !== 'actions'), status, ...(pinned.size ? ['actions'] : [])];
      pinned.add(status);
    }
  }
  const choices = columns
    .filter((c) => !c.always && c.key !== 'select')
    .map((c) => ({ key: c.key, label: c.label, shown: shown.has(c.key) }));
  return { shown: order.filter((k) => k !== 'select'), pinned, x: scrolls ? 'max-content' : x, choices };
}
