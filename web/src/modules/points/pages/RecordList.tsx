import { POINTS_DIRECTION, pointsRecord } from '@console/contracts';
import { Segmented, Typography } from 'antd';
import { useState } from 'react';
import { ResourceList } from '../../../engine';
import { signed } from '../format';

type Direction = (typeof POINTS_DIRECTION)[number]['value'] | 'all';

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
      // On a phone the change and its type stay beside the member; the phone number and note go first.
      priorities={{ change: 9, businessType: 8, time: 7, balance: 6, phone: 3, remark: 2 }}
      columns={{
        change: {
          align: 'right',
          render: (v: number) => <Typography.Text type={v < 0 ? 'danger' : 'success'}>{signed(v)}</Typography.Text>,
        },
        balance: { align: 'right' },
        // Records are never edited: 变动时间 is their only time.
        updateDate: false,
      }}
    />
  );
}
