import { ANALYSIS_MAX_DAYS, chinaToday, daysBetween } from '@console/contracts';
import { DatePicker, Flex, Grid, Segmented, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { comparedWith, PRESETS, type Preset, presetRange, type RangeState } from './range';
import './range-bar.css';

/**
 * 今日 / 昨日 / 近7天 / 近30天 / 本月 / 自定义: the range of the screen; a custom range is whole days up to today,
 * at most a year. Says what the figures are compared with.
 */
export function RangeBar(p: { value: RangeState; onChange: (r: RangeState) => void }) {
  const today = chinaToday();
  const screens = Grid.useBreakpoint();
  const pick = (preset: Preset) => {
    if (preset === 'custom') p.onChange({ ...p.value, preset });
    else p.onChange({ preset, ...presetRange(preset, today) });
  };
  return (
    <Flex wrap gap={12} align="center">
      <Segmented
        aria-label="时间范围"
        // On a phone six segments in one row cut their labels (近…, 自…): they wrap to a second row (range-bar.css).
        className={screens.sm ? undefined : 'zx-range-bar-wrap'}
        value={p.value.preset}
        onChange={(v) => pick(v as Preset)}
        options={PRESETS.map((x) => ({ value: x.value, label: x.label }))}
      />
      {p.value.preset === 'custom' ? (
        <DatePicker.RangePicker
          aria-label="自定义时间"
          allowClear={false}
          value={[dayjs(p.value.startDate), dayjs(p.value.endDate)]}
          disabledDate={(d: Dayjs, info) => {
            if (d.format('YYYY-MM-DD') > today) return true;
            const from = info?.from?.format('YYYY-MM-DD');
            return from !== undefined && Math.abs(daysBetween(from, d.format('YYYY-MM-DD'))) > ANALYSIS_MAX_DAYS;
          }}
          onChange={(r) => {
            if (!r?.[0] || !r[1]) return;
            p.onChange({ preset: 'custom', startDate: r[0].format('YYYY-MM-DD'), endDate: r[1].format('YYYY-MM-DD') });
          }}
        />
      ) : null}
      <Typography.Text type="secondary" aria-label="统计时间">
        {p.value.startDate === p.value.endDate ? p.value.startDate : `${p.value.startDate} 至 ${p.value.endDate}`}
        ，环比对比 {comparedWith(p.value)}
      </Typography.Text>
    </Flex>
  );
}
