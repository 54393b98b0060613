import { LOTTERY_PRIZE_TYPES, lotteryRecord, SHIP } from '@console/contracts';
import { Tag } from 'antd';
import { useState } from 'react';
import { Button } from '../../../widgets/busy';
import { DataPage } from '../shared/DataPage';
import { RecordTable } from '../shared/RecordTable';
import { ShipDialog, type ShippedPrize } from './ShipDialog';

const SHIP_COLORS: Record<number, string> = { 0: 'default', 1: 'warning', 2: 'success' };

function Records({ id }: { id: number }) {
  const [shipping, setShipping] = useState<ShippedPrize | null>(null);
  return (
    <>
      <RecordTable
        resource={lotteryRecord}
        parent={{ lotteryId: id }}
        columns={{
          prizeType: { render: (v: number) => <Tag>{LOTTERY_PRIZE_TYPES.find((t) => t.value === v)?.label}</Tag> },
          shipStatus: {
            render: (v: number) => (
              <Tag color={SHIP_COLORS[v]}>
                {lotteryRecord.fields.shipStatus.meta.options?.find((o) => o.value === v)?.label}
              </Tag>
            ),
          },
        }}
        rowActions={(r) =>
          r.shipStatus === SHIP.pending ? (
            <Button type="link" size="small" onClick={() => setShipping(r)}>
              发货
            </Button>
          ) : null
        }
      />
      {shipping ? <ShipDialog record={shipping} onClose={() => setShipping(null)} /> : null}
    </>
  );
}

/** 抽奖数据: draws, wins, prizes to ship, the daily chart, the prizes' stock; every draw, goods shipped here. */
export function LotteryData() {
  return (
    <DataPage playway="lottery" tabs={[{ key: 'records', label: '抽奖记录', render: (id) => <Records id={id} /> }]} />
  );
}
