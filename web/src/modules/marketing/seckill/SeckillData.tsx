import { SECKILL_ORDER_STATUS, seckillOrder } from '@console/contracts';
import { Tag } from 'antd';
import { DataPage } from '../shared/DataPage';
import { RecordTable } from '../shared/RecordTable';

const ORDER_COLORS: Record<number, string> = { 1: 'warning', 2: 'success', 3: 'default', 4: 'error' };

/** 秒杀数据: buyers, paid amount, stock left, the daily chart; the orders. */
export function SeckillData() {
  return (
    <DataPage
      playway="seckill"
      tabs={[
        {
          key: 'orders',
          label: '秒杀订单',
          render: (id) => (
            <RecordTable
              resource={seckillOrder}
              parent={{ seckillId: id }}
              columns={{
                status: {
                  render: (v: number) => (
                    <Tag color={ORDER_COLORS[v]}>{SECKILL_ORDER_STATUS.find((s) => s.value === v)?.label}</Tag>
                  ),
                },
              }}
            />
          ),
        },
      ]}
    />
  );
}
