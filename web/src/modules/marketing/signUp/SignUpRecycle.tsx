import { signUp } from '@console/contracts';
import { ResourceList } from '../../../engine';
import { LinkButton } from '../../../widgets/LinkButton';
import { listOf, playwayBase } from '../shared/paths';
import { StatusTag } from '../shared/StatusTag';

/**
 * 活动回收站: deleted activities with when they were deleted, restored to the list or deleted for good (spec
 * §8's confirmation). The shelf reads 已上架 / 已下架 (the field's own words) and the status as the list's.
 */
export function SignUpRecycle() {
  return (
    <ResourceList
      resource={signUp}
      base={playwayBase('signUp')}
      title="活动回收站"
      recycled
      columns={{
        endTime: false,
        detail: false,
        updateDate: false,
        status: { render: (v) => <StatusTag status={v} /> },
      }}
      extraColumns={[
        {
          key: 'deleteTime',
          dataIndex: 'deleteTime',
          title: '删除时间',
          width: 170,
          render: (v: string | null | undefined) => v ?? '—',
        },
      ]}
      // What a deleted activity was doing and when it was deleted outlast its other figures on a narrow list.
      priorities={{ status: 8, isShow: 8, deleteTime: 8, participants: 6 }}
      toolbar={<LinkButton to={listOf('signUp')}>返回活动列表</LinkButton>}
    />
  );
}
