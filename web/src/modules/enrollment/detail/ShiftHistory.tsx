import { SHIFT_TYPE_LABELS } from '@console/contracts';
import { Tag } from 'antd';
import { useState } from 'react';
import { trpc } from '../../../app/trpc';
import { ListTable } from '../../../engine';
import { tableLocale } from '../../../widgets/load-error/LoadError';

const TYPE_COLORS: Record<number, string> = { 1: 'blue', 2: 'orange', 3: 'green', 4: 'default' };

/** A lead's shift history (`shift/getListByOperationsType`): allocations, shifts, claims and returns to the pool. */
export function ShiftHistory({ clewId }: { clewId: number }) {
  const [page, setPage] = useState(1);
  const records = trpc.clue.shiftRecords.useQuery({ clewId, page, size: 10 });
  return (
    <ListTable
      rowKey="id"
      size="small"
      query={records}
      dataSource={records.data?.list ?? []}
      locale={tableLocale(records, '转移记录') ?? { emptyText: '暂无转移记录' }}
      pagination={{
        current: page,
        pageSize: 10,
        total: records.data?.total ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
      }}
      columns={[
        {
          key: 'type',
          title: '类型',
          render: (_, r) => (
            <Tag color={TYPE_COLORS[r.operationsType]}>{SHIFT_TYPE_LABELS[r.operationsType] ?? '变更'}</Tag>
          ),
        },
        { key: 'from', title: '原跟进人', render: (_, r) => r.fromUserName ?? '公海' },
        { key: 'to', title: '新跟进人', render: (_, r) => r.toUserName ?? '公海' },
        { key: 'reason', title: '原因', render: (_, r) => (typeof r.reason === 'string' && r.reason ? r.reason : '—') },
        { key: 'operator', title: '操作人', dataIndex: 'operatorName' },
        { key: 'time', title: '时间', dataIndex: 'createTime' },
      ]}
    />
  );
}
