import { classCourse, coupon, group, mallProduct, officialActivity, seckill, vodCourse } from '@console/contracts';
import { ResourceSelect } from '../../../../engine';
import type { ItemSource } from '../render/chosen-items';

interface Props {
  source: ItemSource;
  value: number[];
  onChange: (ids: number[]) => void;
  id: string;
  label: string;
}

const asIds = (v: number | number[] | null) => (Array.isArray(v) ? v : typeof v === 'number' ? [v] : []);

/** The items a component shows, chosen from their own module's list (searchable by name). */
export function IdsField({ source, value, onChange, id, label }: Props) {
  const common = {
    id,
    multiple: true,
    value,
    onChange: (v: number | number[] | null) => onChange(asIds(v)),
    placeholder: label,
    'aria-label': label,
    style: { width: '100%' },
  };
  switch (source) {
    case 'vod':
      return <ResourceSelect {...common} resource={vodCourse} label={(r) => r.title} />;
    case 'class':
      return <ResourceSelect {...common} resource={classCourse} label={(r) => r.name} />;
    case 'product':
      return <ResourceSelect {...common} resource={mallProduct} label={(r) => r.name} />;
    case 'groupBuy':
      return <ResourceSelect {...common} resource={group} label={(r) => r.title} />;
    case 'seckill':
      return <ResourceSelect {...common} resource={seckill} label={(r) => r.title} />;
    case 'coupon':
      return <ResourceSelect {...common} resource={coupon} label={(r) => r.title} />;
    case 'article':
      return <ResourceSelect {...common} resource={officialActivity} label={(r) => r.title} />;
  }
}
