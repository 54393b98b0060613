import { POINTS_DIRECTION, pointsRecord } from '@console/contracts';
import { Segmented, Typography } from 'antd';
import { useState } from 'react';
import { ResourceList } from '../../../engine';

type Direction = (typeof POINTS_DIRECTION)[number]['value'] | 'all';

/** Points with their sign: what was earned reads as +N, what was used as −N. */
export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** 兑换记录: every change of members' points, by user, business type, earning or use and time; exported as filtered. */
export function RecordList() {
  const [direction, setDirection] = useState<Direction>('all');
  return (
    <ResourceList
      resource={pointsRecord}
      can={{ create: false, edit: false, delete: false }}
      fixed={direction === 'all' ? {} : { direction }}
      header={
        <Segmented<Direction>
          aria-label="收支"
          value={direction}
          onChange={setDirection}
          options={[{ value: 'all', label: '全部' }, ...POINTS_DIRECTION]}
          style={{ marginBottom: 12 }}
        />
      }
      columns={{
        change: {
          align: 'right',
          render: (v: number) => <Typography.Text type={v < 0 ? 'danger' : 'success'}>{signed(v)}</Typography.Text>,
        },
        balance: { align: 'right' },
      }}
    />
  );
}
