import type { SessionContent } from '@console/contracts';
import { Flex } from 'antd';
import { useEffect, useRef } from 'react';
import { trpc } from '../../app/trpc';
import { ExpiringQr, useQrCountdown } from '../../shell/ExpiringQr';

/** Spec: the QR login is polled every 2 s until it succeeds. */
const POLL_MS = 2000;

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
  const { expiresAt, left, status } = useQrCountdown(qr, true);

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

  return (
    <Flex vertical align="center" gap={12} style={{ paddingBottom: 8 }}>
      <ExpiringQr
        url={qr.data?.url}
        label="登录二维码"
        status={status}
        expired="二维码已失效"
        prompt={`请使用微信扫码登录，${formatSeconds(left)} 后失效`}
        onRefresh={() => void qr.refetch()}
      />
    </Flex>
  );
}
