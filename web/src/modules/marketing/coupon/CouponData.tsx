import { COUPON_USE_STATUS, couponIssue } from '@console/contracts';
import { Tag } from 'antd';
import { DataPage } from '../shared/DataPage';
import { RecordTable } from '../shared/RecordTable';

const USE_COLORS: Record<number, string> = { 1: 'processing', 2: 'success', 3: 'default' };

/** 优惠券数据: claimed, used, expired, the use rate, the daily chart; every coupon people claimed. */
export function CouponData() {
  return (
    <DataPage
      playway="coupon"
      tabs={[
        {
          key: 'issued',
          label: '领取记录',
          render: (id) => (
            <RecordTable
              resource={couponIssue}
              parent={{ couponId: id }}
              columns={{
                status: {
                  render: (v: number) => (
                    <Tag color={USE_COLORS[v]}>{COUPON_USE_STATUS.find((s) => s.value === v)?.label}</Tag>
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
