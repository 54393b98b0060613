import { signUp } from '@console/contracts';
import { ResourceList } from '../../../engine';
import { LinkButton } from '../../../widgets/LinkButton';
import { listOf, playwayBase } from '../shared/paths';

/** 活动回收站: deleted activities, restored to the list or deleted for good (spec §8's confirmation). */
export function SignUpRecycle() {
  return (
    <ResourceList
      resource={signUp}
      base={playwayBase('signUp')}
      title="活动回收站"
      recycled
      columns={{ endTime: false, detail: false, updateDate: { title: '删除时间' } }}
      toolbar={<LinkButton to={listOf('signUp')}>返回活动列表</LinkButton>}
    />
  );
}
