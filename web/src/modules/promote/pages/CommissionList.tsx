import { COMMISSION_STATUSES, type CommissionStatus, promoterCommission } from '@console/contracts';
import { Tag } from 'antd';
import { ResourceList } from '../../../engine';

const COLORS: Record<CommissionStatus, string> = { pending: 'gold', settled: 'green', cancelled: 'default' };
const labelOf = (s: CommissionStatus) => COMMISSION_STATUSES.find((o) => o.value === s)?.label ?? s;

/** 佣金记录: each promoter's commission per order, filtered by state, level and day, and exported. */
export function CommissionList() {
  return (
    <ResourceList
      resource={promoterCommission}
      title="佣金记录"
      columns={{
        status: { render: (_: unknown, r) => <Tag color={COLORS[r.status]}>{labelOf(r.status)}</Tag> },
        updateDate: false,
      }}
      extraColumns={[{ key: 'createTime', dataIndex: 'createTime', title: '下单时间', width: 170 }]}
    />
  );
}
