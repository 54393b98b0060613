import { formatYuan } from '@console/contracts';
import { CampaignList } from '../shared/CampaignList';

/** 优惠券: the coupons with their face value, threshold, scope, how they are issued, how many were claimed and used. */
export function CouponList() {
  return (
    <CampaignList
      playway="coupon"
      priorities={{ faceValue: 6, scope: 6 }}
      columns={{
        threshold: {
          title: '门槛',
          render: (v: number | null, r) =>
            r.thresholdType === 1 && typeof v === 'number' ? `满 ${formatYuan(v)}` : '无门槛',
        },
        total: { render: (v: number) => (v === 0 ? '不限' : v), align: 'right' },
        participants: { align: 'right' },
        used: { align: 'right' },
      }}
    />
  );
}
