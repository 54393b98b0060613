import { WEEKDAYS } from '@console/contracts';
import { Checkbox } from 'antd';

const OPTIONS = WEEKDAYS.map((w) => ({ value: w.value, label: w.label }));

/**
 * The weekdays of a schedule or a check-in task, as checkboxes. A required Form.Item's aria-required is not
 * passed on: the group is no field that can hold it, each checkbox is its own.
 */
export function WeekdayChecks({
  'aria-required': _required,
  ...props
}: {
  value?: number[];
  onChange?: (v: number[]) => void;
  id?: string;
  'aria-required'?: unknown;
  'aria-invalid'?: 'true';
  'aria-describedby'?: string;
}) {
  return <Checkbox.Group<number> {...props} options={OPTIONS} />;
}
