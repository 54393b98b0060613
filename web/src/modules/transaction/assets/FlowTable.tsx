import { FLOW_TYPES, type Flow, formatYuan, labelOf } from '@console/contracts';
import { Table, Tag, Typography } from 'antd';

/** The capital flow (spec: 交易单号, 关联订单, 时间, 收入/支出, 余额, 方式, 备注), newest first. */
export function FlowTable(p: { rows: readonly Flow[]; loading?: boolean }) {
  return (
    <Table<Flow>
      rowKey="id"
      size="middle"
      dataSource={[...p.rows]}
      loading={p.loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'tradeNo',
          title: '交易单号',
          render: (_: unknown, f) => (
            <Typography.Text copyable={{ text: f.tradeNo }} style={{ whiteSpace: 'nowrap' }}>
              {f.tradeNo}
            </Typography.Text>
          ),
        },
        { key: 'orderNo', title: '关联订单', render: (_: unknown, f) => f.orderNo ?? '—' },
        { key: 'time', title: '时间', dataIndex: 'time', width: 170 },
        { key: 'type', title: '类型', render: (_: unknown, f) => <Tag>{labelOf(FLOW_TYPES, f.type)}</Tag> },
        {
          key: 'amount',
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
          title: '余额',
          align: 'right',
          render: (_: unknown, f) => <span style={{ whiteSpace: 'nowrap' }}>{formatYuan(f.balance)}</span>,
        },
        { key: 'method', title: '方式', dataIndex: 'method' },
        {
          key: 'remark',
          title: '备注',
          render: (_: unknown, f) => (
            <Typography.Text ellipsis={{ tooltip: f.remark }} style={{ maxWidth: 220 }}>
              {f.remark}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}
