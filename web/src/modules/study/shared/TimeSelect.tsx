import { timeOf } from '@console/contracts';
import { Select } from 'antd';

/** Times of day a lesson may start or end on: every 5 minutes from 06:00 to 22:55. */
export const TIME_OPTIONS = Array.from({ length: (23 - 6) * 12 }, (_, i) => {
  const t = timeOf(6 * 60 + i * 5);
  return { value: t, label: t };
});

/** A time of day ('HH:mm'), picked or typed. */
export function TimeSelect(p: {
  value?: string;
  onChange?: (v: string) => void;
  id?: string;
  placeholder?: string;
  'aria-label'?: string;
}) {
  return (
    <Select
      id={p.id}
      value={p.value}
      onChange={p.onChange}
      options={TIME_OPTIONS}
      showSearch
      placeholder={p.placeholder ?? '选择时间'}
      aria-label={p['aria-label']}
      style={{ width: 120 }}
    />
  );
}
