import { ReloadOutlined } from '@ant-design/icons';
import type { SessionContent } from '@console/contracts';
import { Flex, Skeleton, Spin, theme } from 'antd';
import { useEffect, useRef } from 'react';
import { trpc } from '../../app/trpc';
import { QrImage } from '../../shell/QrImage';
import { Button } from '../../widgets/busy';
import { secondsLeft, useNow } from './useCountdown';

/** Spec: the QR login is polled every 2 s until it succeeds. */
const POLL_MS = 2000;
const QR_SIZE = 200;

function formatSeconds(total: number): string {
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/**
 * QR-code sign-in: show the code, poll `qrLogin` every 2 s until the scan succeeds or the code expires, and
 * offer a refresh. Poll refusals are silent (spec §8): until the scan, the upstream refuses.
 */
export default function QrLogin({ onSignedIn }: { onSignedIn: (content: SessionContent) => void }) {
  const client = trpc.useUtils().client;
  const { token } = theme.useToken();
  // The poll outlives renders (the countdown re-renders every second); it reads the latest callback.
  const signedIn = useRef(onSignedIn);
  useEffect(() => {
    signedIn.current = onSignedIn;
  }, [onSignedIn]);
  // Failing to get a code is silent too: the pane offers its refresh instead.
  const qr = trpc.session.qrcode.useQuery(undefined, {
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    meta: { silentError: true },
  });
  const uuid = qr.data?.uuid;
  const expiresAt = qr.data ? qr.dataUpdatedAt + qr.data.expireSeconds * 1000 : 0;
  const now = useNow(Boolean(qr.data));
  const left = secondsLeft(expiresAt, now);
  const expired = Boolean(qr.data) && left === 0;

  useEffect(() => {
    if (!uuid) return;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      if (Date.now() >= expiresAt) return;
      try {
        const content = await client.session.qrLogin.mutate({ uuid }, { signal: abort.signal });
        if (!abort.signal.aborted) signedIn.current(content);
        return;
      } catch {
        // Not scanned yet (or a passing failure): ask again on the next tick while the code is valid.
      }
      if (!abort.signal.aborted) timer = setTimeout(poll, POLL_MS);
    };
    timer = setTimeout(poll, POLL_MS);
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [uuid, expiresAt, client]);

  const status = qr.isFetching ? 'loading' : qr.isError || expired ? 'expired' : 'active';
  return (
    <Flex vertical align="center" gap={12} style={{ paddingBottom: 8 }}>
      <div style={{ position: 'relative', width: QR_SIZE, height: QR_SIZE }}>
        {qr.data?.url ? (
          <QrImage value={qr.data.url} size={QR_SIZE} label="登录二维码" />
        ) : (
          <Skeleton.Node active style={{ width: QR_SIZE, height: QR_SIZE }} />
        )}
        {status !== 'active' ? (
          <Flex
            vertical
            align="center"
            justify="center"
            gap={8}
            style={{ position: 'absolute', inset: 0, background: 'rgba(255,255,255,0.92)' }}
          >
            {status === 'loading' ? (
              <Spin />
            ) : (
              <>
                <span>二维码已失效</span>
                <Button type="primary" size="small" icon={<ReloadOutlined />} onClick={() => void qr.refetch()}>
                  刷新二维码
                </Button>
              </>
            )}
          </Flex>
        ) : null}
      </div>
      <span style={{ color: token.colorTextSecondary }} aria-live="polite">
        {status === 'loading'
          ? '正在获取二维码…'
          : status === 'expired'
            ? '二维码已失效，请点击刷新'
            : `请使用微信扫码登录，${formatSeconds(left)} 后失效`}
      </span>
    </Flex>
  );
}
