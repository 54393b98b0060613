import { WechatOutlined } from '@ant-design/icons';
import { Flex, Result, Skeleton, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { usePageVisible } from '../../../shell/context';
import { ExpiringQr, useQrCountdown } from '../../../shell/ExpiringQr';
import { Button } from '../../../widgets/busy';
import { useConfirm } from '../../../widgets/confirm';
import { Heading } from '../../../widgets/Heading';

/** How often the page asks whether the code was scanned. */
const POLL_MS = 2000;

/**
 * 微信绑定: bound, the WeChat's nickname and an unbind with confirmation; not bound, a QR code to scan with
 * WeChat (`/ajax/qrcode/bind`), watched through `/ajax/profile` every 2 s until it is scanned or expires,
 * with a refresh.
 */
export function WechatBind() {
  const message = useMessage();
  const [confirm, confirmHolder] = useConfirm();
  const utils = trpc.useUtils();
  const profile = trpc.profile.get.useQuery();
  const bound = Boolean(profile.data?.openId);
  const qr = trpc.profile.bindQrcode.useQuery(undefined, {
    enabled: profile.data !== undefined && !bound,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  // Behind another tab the page neither counts down nor asks: the time left is read again when it is shown.
  const visible = usePageVisible();
  const { left, status } = useQrCountdown(qr, !bound && visible);
  const waiting = Boolean(qr.data) && !bound && left > 0 && !qr.isFetching;
  // Watching for the scan: the profile shows the WeChat once it is bound.
  const watching = waiting && visible;
  trpc.profile.get.useQuery(undefined, { enabled: watching, refetchInterval: watching ? POLL_MS : false });
  const unbind = trpc.profile.unbindOpenId.useMutation();

  const wasWaiting = useRef(false);
  useEffect(() => {
    if (waiting) wasWaiting.current = true;
    if (bound && wasWaiting.current) {
      wasWaiting.current = false;
      void message.success('微信绑定成功');
      void utils.user.remindOpenInfo.invalidate();
    }
  }, [waiting, bound, message, utils]);

  if (!profile.data) return <Skeleton active />;

  if (bound)
    return (
      <>
        {confirmHolder}
        <Result
          icon={<WechatOutlined style={{ color: '#07c160' }} />}
          title={`已绑定微信：${profile.data.wxNickname ?? ''}`}
          subTitle="可以用这个微信扫码登录，并在公众号接收提醒。"
          extra={
            <Button
              danger
              loading={unbind.isPending}
              onClick={async () => {
                let done = false;
                await confirm({
                  title: '解除微信绑定',
                  content: '解除后将不能再用这个微信扫码登录，也不会再收到公众号提醒，是否继续?',
                  danger: true,
                  onOk: async () => {
                    done = await unbind.mutateAsync({}).then(
                      () => true,
                      () => false,
                    );
                  },
                });
                if (!done) return;
                void message.success('已解除微信绑定');
                await utils.profile.invalidate();
                await utils.user.remindOpenInfo.invalidate();
              }}
            >
              解除绑定
            </Button>
          }
        />
      </>
    );

  return (
    <Flex vertical align="center" gap={12} style={{ padding: '24px 0' }}>
      <Heading look={5} style={{ margin: 0 }}>
        微信扫码绑定
      </Heading>
      <ExpiringQr
        url={qr.data?.url}
        label="微信绑定二维码"
        status={status}
        expired="二维码已过期"
        prompt={`请用微信扫描二维码完成绑定，${left} 秒后过期`}
        onRefresh={() => void qr.refetch()}
      />
      <Typography.Text type="secondary" style={{ maxWidth: 360, textAlign: 'center' }}>
        绑定后可以用微信扫码登录，并通过公众号接收新线索、新订单等提醒。
      </Typography.Text>
    </Flex>
  );
}
