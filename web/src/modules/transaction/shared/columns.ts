import { formatYuan } from '@console/contracts';
import type { FittedColumn } from '../../../engine';

/** The fields of a row that hold a number. */
type NumberKey<Row> = { [K in keyof Row]: Row[K] extends number ? K : never }[keyof Row] & string;

/** A right-aligned amount column, in yuan, of a field holding fen. */
export function yuanColumn<Row>(key: NumberKey<Row>, title: string, fit: FittedColumn<Row>['fit']): FittedColumn<Row> {
  return { key, title, fit, align: 'right', render: (_: unknown, row) => formatYuan(row[key] as number) };
}
