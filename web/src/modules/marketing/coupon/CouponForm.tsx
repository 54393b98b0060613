import { VALIDITY } from '@console/contracts';
import { CampaignForm } from '../shared/CampaignForm';

/** What a coupon's choices leave out: a threshold without one, items for all products, the other validity. */
function relevant(v: Record<string, unknown>): Record<string, unknown> {
  const out = { ...v };
  if (out.thresholdType !== 1) out.threshold = '';
  if (out.scope === 1) out.scopeItems = [];
  if (out.validityType === VALIDITY.afterClaim) {
    out.validStart = '';
    out.validEnd = '';
  } else out.validDays = undefined;
  return out;
}

/**
 * 新增优惠券 / 编辑优惠券: face value, threshold, scope, validity (days after claiming or fixed dates), the claim
 * window, how many in all and per person, and how it is issued. Fields that a choice makes irrelevant hide.
 */
export function CouponForm() {
  return (
    <CampaignForm
      playway="coupon"
      initial={() => ({
        thresholdType: 0,
        scope: 1,
        validityType: VALIDITY.afterClaim,
        validDays: 30,
        issueMode: 1,
        total: 100,
        perPerson: 1,
      })}
      transform={relevant}
      fields={{
        threshold: { visible: (v) => v.thresholdType === 1 },
        scopeItems: { visible: (v) => v.scope !== 1, extra: '输入分类或商品名称后回车' },
        validDays: { visible: (v) => v.validityType === VALIDITY.afterClaim },
        validStart: { visible: (v) => v.validityType === VALIDITY.fixed },
        validEnd: { visible: (v) => v.validityType === VALIDITY.fixed },
        startTime: { extra: '用户可领取的时间段' },
        isShow: { extra: '关闭后用户无法再领取' },
        rules: { extra: '写明适用门店、能否与其他优惠同时使用等' },
      }}
    />
  );
}
