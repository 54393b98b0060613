import type { SessionContent } from '@console/contracts';
import { Flex, QRCode, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { trpc } from '../../app/trpc';
import { secondsLeft, useNow } from './useCountdown';

/** Spec: the QR login is polled every 2 s until it succeeds. */
const POLL_MS = 2000;

function formatSeconds(total: number): string {
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/**
 * QR-code sign-in: show the code, poll `qrLogin` every 2 s until the scan succeeds or the code expires, and
 * offer a refresh. Poll refusals are silent (spec section 8): until the scan, the upstream refuses.
 */
export default function QrLogin({ onSignedIn }: { onSignedIn: (content: SessionContent) => void }) {
  const client = trpc.useUtils().client;
  // The poll outlives renders (the countdown re-renders every second); it reads the latest callback.
  const signedIn = useRef(onSignedIn);
  useEffect(() => {
    signedIn.current = onSignedIn;
  }, [onSignedIn]);
  const qr = trpc.session.qrcode.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY, gcTime: 0 });
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
      <QRCode
        value={qr.data?.url || '-'}
        status={status}
        onRefresh={() => void qr.refetch()}
        size={200}
        aria-label="登录二维码"
      />
      <Typography.Text type="secondary" aria-live="polite">
        {status === 'loading'
          ? '正在获取二维码…'
          : status === 'expired'
            ? '二维码已失效，请点击刷新'
            : `请使用手机扫码登录，${formatSeconds(left)} 后失效`}
      </Typography.Text>
    </Flex>
  );
}
