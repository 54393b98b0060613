import { coupon, type ExchangeType, mallProduct, vodCourse } from '@console/contracts';
import { ResourceSelect } from '../../../engine';

interface RefSelectProps {
  type: ExchangeType;
  value?: number | null;
  onChange?: (value: number) => void;
  id?: string;
}

const style = { width: 320, maxWidth: '100%' };

/** What an exchange item gives: a mall product, a marketing coupon or an online course, read through their contracts. */
export function RefSelect({ type, value, onChange, id }: RefSelectProps) {
  const common = {
    id,
    // 0 is the upstream's "nothing linked": shown empty, and what a cleared choice saves (null would be dropped).
    value: value || null,
    onChange: (v: number | number[] | null) => onChange?.(typeof v === 'number' ? v : 0),
    style,
  };
  if (type === 'coupon')
    return (
      <ResourceSelect
        {...common}
        key="coupon"
        resource={coupon}
        label={(c) => c.title}
        placeholder="请选择优惠券"
        aria-label="关联优惠券"
      />
    );
  if (type === 'course')
    return (
      <ResourceSelect
        {...common}
        key="course"
        resource={vodCourse}
        label={(c) => c.title}
        placeholder="请选择课程"
        aria-label="关联课程"
      />
    );
  return (
    <ResourceSelect
      {...common}
      key="goods"
      resource={mallProduct}
      label={(p) => p.name}
      allowClear
      placeholder="不关联商城商品"
      aria-label="关联商城商品"
    />
  );
}
