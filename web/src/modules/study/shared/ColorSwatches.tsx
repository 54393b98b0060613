import { CheckOutlined } from '@ant-design/icons';
import { COURSE_COLORS } from '@console/contracts';
import { Radio, Tooltip } from 'antd';

/** The course's timetable colour, chosen by swatch (its name in the tooltip and for screen readers). */
export function ColorSwatches({
  value,
  onChange,
  id,
}: {
  value?: string;
  onChange?: (v: string) => void;
  id?: string;
}) {
  return (
    <Radio.Group id={id} value={value} onChange={(e) => onChange?.(e.target.value)} aria-label="课表颜色">
      {COURSE_COLORS.map((c) => (
        <Tooltip key={c.value} title={c.label}>
          <Radio.Button
            value={c.value}
            aria-label={c.label}
            style={{ background: c.value, color: '#fff', width: 36, textAlign: 'center', paddingInline: 0 }}
          >
            {value === c.value ? <CheckOutlined /> : <span aria-hidden>&nbsp;</span>}
          </Radio.Button>
        </Tooltip>
      ))}
    </Radio.Group>
  );
}

/** A small square of a course's colour, before its name. */
export function ColorDot({ color }: { color: string }) {
  return (
    <span
      aria-hidden
      style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 3, background: color, marginRight: 6 }}
    />
  );
}
