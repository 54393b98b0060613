import { CampaignList } from '../shared/CampaignList';

/** 优惠券: the coupons with their face value, scope, how they are issued, how many were claimed and used. */
export function CouponList() {
  return (
    <CampaignList
      playway="coupon"
      priorities={{ faceValue: 6, scope: 6 }}
      columns={{
        total: { render: (v: number) => (v === 0 ? '不限' : v), align: 'right' },
        participants: { align: 'right' },
        used: { align: 'right' },
      }}
    />
  );
}
