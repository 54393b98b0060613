import { DownloadOutlined } from '@ant-design/icons';
import { BILL_PERIODS, type Bill, type BillPeriod, FLOW_DIRECTIONS, FLOW_TYPES, formatYuan } from '@console/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { DatePicker, Flex, Input, Segmented, Select, Tabs, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useMessage } from '../../../app/message';
import { type RouterInputs, trpc } from '../../../app/trpc';
import { ListPagination, ListTable } from '../../../engine';
import { Button } from '../../../widgets/busy';
import { downloadFile } from '../../../widgets/download';
import { PageFrame } from '../../../widgets/PageFrame';
import { FlowTable } from './FlowTable';

type FlowQuery = Omit<RouterInputs['assets']['flows'], 'page' | 'size'>;
type Range = [Dayjs, Dayjs] | null;
const days = (r: Range) => (r ? { startDate: r[0].format('YYYY-MM-DD'), endDate: r[1].format('YYYY-MM-DD') } : {});

/** Runs an export and tells how it went. */
function useExport() {
  const message = useMessage();
  const [busy, setBusy] = useState(false);
  const run = async (route: string, input: Record<string, unknown>, fallback: string) => {
    setBusy(true);
    try {
      void message.success(`已导出 ${await downloadFile(route, input, fallback)}`);
    } catch (err) {
      void message.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

function Flows() {
  const [filters, setFilters] = useState<FlowQuery>({});
  const [page, setPage] = useState({ page: 1, size: 20 });
  const flows = trpc.assets.flows.useQuery({ ...page, ...filters }, { placeholderData: keepPreviousData });
  const exporter = useExport();
  const set = (patch: FlowQuery) => {
    setFilters({ ...filters, ...patch });
    setPage({ ...page, page: 1 });
  };
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={12} align="center">
        <Select
          allowClear
          placeholder="收支"
          aria-label="收支"
          virtual={false}
          style={{ width: 100 }}
          options={FLOW_DIRECTIONS.map((d) => ({ value: d.value, label: d.label }))}
          onChange={(direction) => set({ direction })}
        />
        <Select
          allowClear
          placeholder="交易类型"
          aria-label="交易类型"
          virtual={false}
          style={{ width: 130 }}
          options={FLOW_TYPES.map((d) => ({ value: d.value, label: d.label }))}
          onChange={(type) => set({ type })}
        />
        <DatePicker.RangePicker
          aria-label="交易时间"
          onChange={(r) => set({ startDate: undefined, endDate: undefined, ...days(r as Range) })}
        />
        <Input.Search
          allowClear
          placeholder="交易单号或订单号"
          aria-label="交易单号或订单号"
          style={{ width: 220 }}
          onSearch={(v) => set({ keyword: v.trim() || undefined })}
        />
        <Button
          icon={<DownloadOutlined />}
          loading={exporter.busy}
          onClick={() => void exporter.run('/api/download/assets/flowExport', filters, '资金流水.xlsx')}
        >
          导出
        </Button>
      </Flex>
      {flows.data ? (
        <Typography.Text aria-label="流水合计">
          共 {flows.data.total} 笔 · 收入{' '}
          <Typography.Text type="success">{formatYuan(flows.data.income)}</Typography.Text> · 支出{' '}
          <Typography.Text type="danger">{formatYuan(flows.data.expense)}</Typography.Text>
        </Typography.Text>
      ) : null}
      <FlowTable rows={flows.data?.list ?? []} query={flows} />
      <ListPagination
        page={page.page}
        size={page.size}
        total={flows.data?.total}
        onChange={(p, size) => setPage({ page: p, size })}
      />
    </Flex>
  );
}

function Bills() {
  const [period, setPeriod] = useState<BillPeriod>('day');
  const [range, setRange] = useState<Range>(null);
  const [page, setPage] = useState({ page: 1, size: 20 });
  const bills = trpc.assets.bills.useQuery({ ...page, period, ...days(range) }, { placeholderData: keepPreviousData });
  const exporter = useExport();
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={12} align="center">
        <Segmented
          aria-label="账单周期"
          value={period}
          options={BILL_PERIODS.map((p) => ({ value: p.value, label: p.label }))}
          onChange={(v) => {
            setPeriod(v as BillPeriod);
            setPage({ ...page, page: 1 });
          }}
        />
        <DatePicker.RangePicker
          aria-label="账单时间"
          onChange={(r) => {
            setRange(r as Range);
            setPage({ ...page, page: 1 });
          }}
        />
        <Button
          icon={<DownloadOutlined />}
          loading={exporter.busy}
          onClick={() => void exporter.run('/api/download/assets/billExport', { period, ...days(range) }, '账单.xlsx')}
        >
          导出
        </Button>
      </Flex>
      <ListTable<Bill>
        rowKey="period"
        dataSource={bills.data?.list ?? []}
        query={bills}
        pagination={false}
        columns={[
          { key: 'period', title: '账单周期', dataIndex: 'period' },
          {
            key: 'income',
            title: '收入',
            align: 'right',
            render: (_: unknown, b) => <Typography.Text type="success">{formatYuan(b.income)}</Typography.Text>,
          },
          {
            key: 'expense',
            title: '支出',
            align: 'right',
            render: (_: unknown, b) => <Typography.Text type="danger">{formatYuan(b.expense)}</Typography.Text>,
          },
          {
            key: 'net',
            title: '入账',
            align: 'right',
            render: (_: unknown, b) => <strong>{formatYuan(b.net)}</strong>,
          },
          { key: 'count', title: '笔数', dataIndex: 'count', align: 'right' },
        ]}
      />
      <ListPagination
        page={page.page}
        size={page.size}
        total={bills.data?.total}
        onChange={(p, size) => setPage({ page: p, size })}
      />
    </Flex>
  );
}

/** 对账单: the capital flow line by line, and bills by day, week and month; each exported as shown. */
export function StatementPage() {
  return (
    <PageFrame title="对账单">
      <Tabs
        items={[
          { key: 'flows', label: '资金流水', children: <Flows /> },
          { key: 'bills', label: '账单', children: <Bills /> },
        ]}
      />
    </PageFrame>
  );
}
