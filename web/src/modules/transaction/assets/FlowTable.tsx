import { FLOW_TYPES, type Flow, formatYuan, labelOf } from '@console/contracts';
import { Table, Tag, Typography } from 'antd';
import { useFittedTable } from '../../../engine';
import { type LoadState, tableLocale } from '../../../widgets/load-error/LoadError';

/** The capital flow (spec: 交易单号, 关联订单, 时间, 收入/支出, 余额, 方式, 备注), newest first. */
export function FlowTable(p: { rows: readonly Flow[]; query: LoadState }) {
  const { box, table } = useFittedTable<Flow>([
    {
      key: 'tradeNo',
      fit: { width: 200, priority: 9, keep: true },
      title: '交易单号',
      render: (_: unknown, f) => (
        <Typography.Text copyable={{ text: f.tradeNo }} style={{ whiteSpace: 'nowrap' }}>
          {f.tradeNo}
        </Typography.Text>
      ),
    },
    {
      key: 'orderNo',
      fit: { width: 160, priority: 3 },
      title: '关联订单',
      render: (_: unknown, f) => f.orderNo ?? '—',
    },
    { key: 'time', fit: { width: 170, priority: 6 }, title: '时间', dataIndex: 'time', width: 170 },
    {
      key: 'type',
      fit: { width: 90, priority: 5 },
      title: '类型',
      render: (_: unknown, f) => <Tag>{labelOf(FLOW_TYPES, f.type)}</Tag>,
    },
    {
      key: 'amount',
      fit: { width: 110, priority: 9, keep: true },
      title: '收入/支出',
      align: 'right',
      render: (_: unknown, f) => (
        <Typography.Text type={f.direction === 'in' ? 'success' : 'danger'} style={{ whiteSpace: 'nowrap' }}>
          {f.direction === 'in' ? '+' : '-'}
          {formatYuan(f.amount)}
        </Typography.Text>
      ),
    },
    {
      key: 'balance',
      fit: { width: 100, priority: 4 },
      title: '余额',
      align: 'right',
      render: (_: unknown, f) => <span style={{ whiteSpace: 'nowrap' }}>{formatYuan(f.balance)}</span>,
    },
    { key: 'method', fit: { width: 80, priority: 2 }, title: '方式', dataIndex: 'method' },
    {
      key: 'remark',
      fit: { width: 120, priority: 1 },
      title: '备注',
      render: (_: unknown, f) => (
        <Typography.Text ellipsis={{ tooltip: f.remark }} style={{ maxWidth: 220 }}>
          {f.remark}
        </Typography.Text>
      ),
    },
  ]);

  return (
    <div ref={box}>
      <Table<Flow>
        rowKey="id"
        size="middle"
        dataSource={[...p.rows]}
        loading={p.query.isFetching}
        locale={tableLocale(p.query, '资金流水')}
        pagination={false}
        {...table}
      />
    </div>
  );
}
