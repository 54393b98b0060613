import { formatYuan } from '@console/contracts';
import { Statistic } from 'antd';

/**
 * An amount in fen shown as a card's figure: ¥ and the number as one unbreakable piece. antd draws the prefix as
 * its own inline block, so in a narrow card (two cards a row at 390 px) the ¥ stood on a line above 58,456.33.
 * `undefined` is an amount not read (a failed load): a dash, never ¥0.00.
 */
export function YuanStatistic({ title, fen }: { title: string; fen: number | undefined }) {
  return (
    <Statistic
      title={title}
      value={fen === undefined ? '—' : formatYuan(fen).replace('¥', '')}
      prefix={fen === undefined ? undefined : '¥'}
      styles={{ content: { whiteSpace: 'nowrap' } }}
    />
  );
}
