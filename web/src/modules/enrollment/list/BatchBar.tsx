import { Alert, Flex, Space } from 'antd';
import { Button } from '../../../widgets/busy';
import type { ClueActions } from '../dialogs/useClueActions';
import type { BatchAction } from './scopes';

const LABELS: Record<BatchAction, string> = {
  claim: '批量领取',
  allocate: '批量分配',
  shift: '批量转移',
  tag: '批量打标签',
  status: '批量改状态',
  recycle: '移入回收站',
};

/** The batch actions over the selected rows; shown while rows are selected. */
export function BatchBar(props: {
  ids: number[];
  actions: ClueActions;
  available: readonly BatchAction[];
  recycled: boolean;
  onClear: () => void;
}) {
  const { ids, actions, available, recycled, onClear } = props;
  if (ids.length === 0) return null;
  const run = (a: BatchAction) => {
    if (a === 'claim') actions.claim(ids);
    else if (a === 'recycle') actions.recycle(ids);
    else actions.open({ kind: a, ids });
  };
  return (
    <Alert
      type="info"
      message={
        <Flex wrap gap={8} align="center" justify="space-between">
          <span>已选择 {ids.length} 条线索</span>
          <Space wrap size={8}>
            {recycled ? (
              <>
                <Button size="small" onClick={() => actions.restore(ids)}>
                  批量恢复
                </Button>
                <Button size="small" danger onClick={() => actions.remove(ids)}>
                  彻底删除
                </Button>
              </>
            ) : (
              available.map((a) => (
                <Button key={a} size="small" danger={a === 'recycle'} onClick={() => run(a)}>
                  {LABELS[a]}
                </Button>
              ))
            )}
            <Button size="small" type="link" onClick={onClear}>
              取消选择
            </Button>
          </Space>
        </Flex>
      }
    />
  );
}
