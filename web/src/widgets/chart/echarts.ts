import { BarChart, FunnelChart, LineChart, PieChart } from 'echarts/charts';
import { DatasetComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

/**
 * The parts of ECharts the console draws with: line, bar, pie and funnel charts, rendered as SVG (crisp at any
 * zoom, and readable by tests). Imported only by Chart.tsx's lazy loader, so the library never enters the
 * shell's bundle.
 */
echarts.use([
  LineChart,
  BarChart,
  PieChart,
  FunnelChart,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  SVGRenderer,
]);

export { echarts };
