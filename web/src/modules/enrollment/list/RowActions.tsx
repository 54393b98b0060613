import { DownOutlined } from '@ant-design/icons';
import { Dropdown, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../widgets/busy';
import type { ClueActions } from '../dialogs/useClueActions';
import { cluePaths } from '../shared/paths';
import type { Clue, ClueScope } from '../shared/types';

/** One lead's actions in its row: the frequent one or two as links, the rest under "更多". */
export function RowActions(props: { clue: Clue; scope: ClueScope; recycled: boolean; actions: ClueActions }) {
  const { clue, scope, recycled, actions } = props;
  const navigate = useNavigate();
  const ids = [clue.id];
  if (recycled)
    return (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => actions.restore(ids)}>
          恢复
        </Button>
        <Button type="link" size="small" danger onClick={() => actions.remove(ids)}>
          删除
        </Button>
      </Space>
    );
  const inPool = clue.followUserId === null;
  const edit = () =>
    scope === 'appointment' ? navigate(cluePaths.edit(clue.id)) : actions.open({ kind: 'edit', clue });
  return (
    <Space size={0}>
      {inPool ? (
        <Button type="link" size="small" onClick={() => actions.claim(ids)}>
          领取
        </Button>
      ) : (
        <Button type="link" size="small" onClick={() => navigate(cluePaths.detail(scope, clue.id))}>
          跟进
        </Button>
      )}
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'edit', label: '编辑' },
            inPool ? { key: 'allocate', label: '分配' } : { key: 'shift', label: '转移' },
            { key: 'tag', label: '标签' },
            { key: 'status', label: '修改状态' },
            { type: 'divider' },
            { key: 'recycle', label: '移入回收站', danger: true },
          ],
          onClick: ({ key }) => {
            if (key === 'edit') edit();
            else if (key === 'allocate') actions.open({ kind: 'allocate', ids });
            else if (key === 'shift') actions.open({ kind: 'shift', ids, currentUserId: clue.followUserId });
            else if (key === 'tag') actions.open({ kind: 'tag', ids, initial: clue.tags.map((t) => t.id) });
            else if (key === 'status') actions.open({ kind: 'status', ids });
            else if (key === 'recycle') actions.recycle(ids);
          },
        }}
      >
        <Button type="link" size="small" aria-label={`更多操作：${clue.name}`}>
          更多 <DownOutlined />
        </Button>
      </Dropdown>
    </Space>
  );
}
