import { Card, Segmented } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { useState } from 'react';
import { ListTable } from '../../../engine';
import { Chart } from '../../../widgets/chart/Chart';
import { cellText, type Section, type SectionCell } from './sections';

/**
 * One part of a screen: its chart, or the same figures as a table (图表 / 表格); the table is exactly what the
 * export writes for it.
 */
export function Panel(p: { section: Section; option?: EChartsCoreOption; height?: number; empty?: boolean }) {
  const [view, setView] = useState<'chart' | 'table'>(p.option ? 'chart' : 'table');
  const { section } = p;
  return (
    <Card
      size="small"
      title={section.title}
      aria-label={section.title}
      extra={
        p.option ? (
          <Segmented
            size="small"
            aria-label={`${section.title}显示方式`}
            value={view}
            onChange={(v) => setView(v as 'chart' | 'table')}
            options={[
              { value: 'chart', label: '图表' },
              { value: 'table', label: '表格' },
            ]}
          />
        ) : null
      }
    >
      {view === 'chart' && p.option ? (
        <Chart option={p.option} height={p.height ?? 300} label={section.title} empty={p.empty} />
      ) : (
        <ListTable
          query={null}
          size="small"
          rowKey={(r) => String(cellText(r[0] ?? ''))}
          pagination={section.rows.length > 10 ? { pageSize: 10, size: 'small' } : false}
          dataSource={section.rows}
          columns={section.header.map((h, i) => ({
            key: h,
            title: h,
            align: i === 0 ? undefined : ('right' as const),
            render: (_: unknown, r: SectionCell[]) => cellText(r[i] ?? ''),
          }))}
        />
      )}
    </Card>
  );
}
