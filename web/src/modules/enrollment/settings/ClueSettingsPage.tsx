import { Flex } from 'antd';
import { PageFrame } from '../../../widgets/PageFrame';
import { DefaultFollowUser } from './DefaultFollowUser';
import { PoolRules } from './PoolRules';
import { TransferReasons } from './TransferReasons';

/** `/enrollment/clue/setting`: pool rules, the default follow-up user and the transfer reasons. */
export function ClueSettingsPage() {
  return (
    <PageFrame title="线索设置">
      <Flex vertical gap={16}>
        <PoolRules />
        <DefaultFollowUser />
        <TransferReasons />
      </Flex>
    </PageFrame>
  );
}
