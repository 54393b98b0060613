import { Card, Flex, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { Button } from '../../../widgets/busy';
import { useClueOptions } from '../shared/options';

/** The default follow-up user (`getDefault`, `changeDefault`): new and imported leads without one go to them. */
export function DefaultFollowUser() {
  const message = useMessage();
  const utils = trpc.useUtils();
  const { followUsers } = useClueOptions();
  const current = trpc.clue.getDefault.useQuery();
  const change = trpc.clue.changeDefault.useMutation();
  const [userId, setUserId] = useState<number | undefined>();
  useEffect(() => setUserId(current.data?.id), [current.data]);

  const save = async () => {
    if (userId === undefined) {
      message.warning('请选择默认跟进人');
      return;
    }
    await change.mutateAsync({ userId });
    message.success('默认跟进人已设置');
    void utils.clue.getDefault.invalidate();
  };

  return (
    <Card title="默认跟进人" size="small">
      <Typography.Paragraph type="secondary">
        新增或导入线索时没有指定跟进人的，自动分配给默认跟进人。
      </Typography.Paragraph>
      <Flex wrap gap={8}>
        <Select
          showSearch
          optionFilterProp="label"
          style={{ width: 220 }}
          placeholder="选择跟进人"
          aria-label="默认跟进人"
          value={userId}
          loading={current.isLoading}
          onChange={setUserId}
          options={followUsers.map((u) => ({ value: u.id, label: u.name }))}
        />
        <Button type="primary" loading={change.isPending} onClick={() => void save().catch(() => undefined)}>
          保存
        </Button>
      </Flex>
    </Card>
  );
}
