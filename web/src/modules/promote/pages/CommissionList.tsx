import { COMMISSION_STATUSES, type CommissionStatus, promoterCommission } from '@console/contracts';
import { Alert, Tag } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { ResourceList } from '../../../engine';
import { Button } from '../../../widgets/busy';

const COLORS: Record<CommissionStatus, string> = { pending: 'gold', settled: 'green', cancelled: 'default' };
const labelOf = (s: CommissionStatus) => COMMISSION_STATUSES.find((o) => o.value === s)?.label ?? s;

/**
 * 佣金记录: each promoter's commission per order, filtered by state, level and day, and exported; opened from a
 * promoter's row, only theirs (`?promoterId=`) until 查看全部.
 */
export function CommissionList() {
  const [search, setSearch] = useSearchParams();
  // The name rides along for the notice; a search made here keeps the id, and the notice its generic words.
  const promoter = search.get('promoterId') ? search.get('promoter') || '所选推广大使' : '';
  return (
    <ResourceList
      resource={promoterCommission}
      title="佣金记录"
      header={
        promoter ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message={`正在查看「${promoter}」的佣金记录`}
            action={
              <Button size="small" onClick={() => setSearch(new URLSearchParams())}>
                查看全部
              </Button>
            }
          />
        ) : null
      }
      columns={{
        status: { render: (_: unknown, r) => <Tag color={COLORS[r.status]}>{labelOf(r.status)}</Tag> },
        updateDate: false,
      }}
      extraColumns={[{ key: 'createTime', dataIndex: 'createTime', title: '下单时间', width: 170 }]}
    />
  );
}
