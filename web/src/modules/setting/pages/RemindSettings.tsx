import { Alert, Flex, List, Skeleton, Typography } from 'antd';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { Button, Switch } from '../../../widgets/busy';
import { LoadError } from '../../../widgets/load-error/LoadError';

/** What the official account sends, so a person knows what turning it on brings. */
const REMINDS = ['新线索分配给我时', '今日待跟进的线索', '学员报名和新订单', '提现审核结果'];

/**
 * 公众号提醒: reminders through the WeChat official account, for a bound WeChat — the switch
 * (`editRemindOpen`), its state (`getRemindOpenInfo`) and a test reminder (`sendWxOfficialAccounts`).
 */
export function RemindSettings({ onBind }: { onBind: () => void }) {
  const message = useMessage();
  const utils = trpc.useUtils();
  const info = trpc.user.remindOpenInfo.useQuery();
  const edit = trpc.user.editRemindOpen.useMutation();
  const send = trpc.user.sendWxOfficialAccounts.useMutation();

  if (info.error)
    return <LoadError error={info.error} onRetry={() => info.refetch()} retrying={info.isFetching} what="提醒设置" />;
  if (!info.data) return <Skeleton active />;
  const { open, bound } = info.data;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 640 }}>
      {bound ? null : (
        <Alert
          type="info"
          showIcon
          message="绑定微信后才能接收公众号提醒"
          action={
            <Button size="small" type="primary" onClick={onBind}>
              去绑定
            </Button>
          }
        />
      )}
      <Flex align="center" gap={12}>
        <Switch
          checked={open}
          disabled={!bound}
          loading={edit.isPending}
          aria-label="接收公众号提醒"
          onChange={async (next) => {
            await edit.mutateAsync({ open: next });
            void message.success(next ? '已开启公众号提醒' : '已关闭公众号提醒');
            await utils.user.remindOpenInfo.invalidate();
            await utils.profile.invalidate();
          }}
        />
        <Typography.Text strong>接收公众号提醒</Typography.Text>
      </Flex>
      <List
        size="small"
        header={<Typography.Text type="secondary">开启后，以下情况会通过公众号提醒您：</Typography.Text>}
        dataSource={REMINDS}
        renderItem={(item) => <List.Item>{item}</List.Item>}
      />
      <div>
        <Button
          disabled={!open}
          loading={send.isPending}
          onClick={async () => {
            const sent = await send.mutateAsync();
            void message.success(`测试提醒已发送到微信「${sent.wxNickname}」`);
          }}
        >
          发送测试提醒
        </Button>
      </div>
    </Flex>
  );
}
