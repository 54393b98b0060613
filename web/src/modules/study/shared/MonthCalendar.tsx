import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { chinaToday } from '@console/contracts';
import { Calendar, ConfigProvider, Flex, Typography, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useBrandColors } from '../../../shell/theme';
import { Button } from '../../../widgets/busy';

/**
 * A month calendar with a header of named buttons (上个月, 本月, 下个月) instead of antd's unlabelled year
 * and month selects. Its colours are the theme's readable ones: the brand shade text reads on for today and
 * the chosen day, the secondary grey for the days of the months around it.
 */
export function MonthCalendar(p: {
  /** The day shown as chosen ('YYYY-MM-DD'); the month shown is its month. */
  value: string;
  onMonth: (firstDay: string) => void;
  onSelect?: (day: string) => void;
  cell: (d: Dayjs) => ReactNode;
  /** The small calendar (a side panel) instead of the full one. */
  compact?: boolean;
}) {
  const { token } = theme.useToken();
  const brand = useBrandColors();
  const month = dayjs(p.value).startOf('month');
  const go = (m: Dayjs) => p.onMonth(m.startOf('month').format('YYYY-MM-DD'));
  return (
    <ConfigProvider
      theme={{
        components: {
          Calendar: {
            // The full calendar writes today in the brand colour; the small one fills the chosen day with it.
            colorPrimary: p.compact ? brand.solid : brand.text,
            colorTextLightSolid: brand.onSolid,
            controlItemBgActive: brand.selectedBg,
            colorTextDisabled: token.colorTextDescription,
          },
        },
      }}
    >
      <Calendar
        fullscreen={!p.compact}
        value={dayjs(p.value)}
        onSelect={(d, info) => {
          if (info.source === 'date') p.onSelect?.(d.format('YYYY-MM-DD'));
          if (!d.isSame(month, 'month')) go(d);
        }}
        cellRender={(d, info) => (info.type === 'date' ? p.cell(d) : null)}
        headerRender={() => (
          <Flex justify="space-between" align="center" style={{ padding: '8px 0' }}>
            <Typography.Text strong>{month.format('YYYY年M月')}</Typography.Text>
            <Flex gap={4}>
              <Button
                size="small"
                icon={<LeftOutlined />}
                aria-label="上个月"
                onClick={() => go(month.subtract(1, 'month'))}
              />
              <Button size="small" onClick={() => go(dayjs(chinaToday()))}>
                本月
              </Button>
              <Button
                size="small"
                icon={<RightOutlined />}
                aria-label="下个月"
                onClick={() => go(month.add(1, 'month'))}
              />
            </Flex>
          </Flex>
        )}
      />
    </ConfigProvider>
  );
}
