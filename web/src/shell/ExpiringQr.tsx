import { ReloadOutlined } from '@ant-design/icons';
import { Flex, Skeleton, Spin, theme } from 'antd';
import { secondsLeft, useNow } from '../session/login/useCountdown';
import { Button } from '../widgets/busy';
import { QrImage } from './QrImage';

const QR_SIZE = 200;

export type QrStatus = 'loading' | 'expired' | 'active';

/** What a code query tells the countdown: the code's lifetime, when it came, and whether it is coming. */
interface CodeQuery {
  data?: { expireSeconds: number };
  dataUpdatedAt: number;
  isFetching: boolean;
  isError: boolean;
}

/**
 * The countdown of a code that expires (the QR sign-in, the WeChat binding): when it expires, the whole seconds
 * left (counted every second while `running`), and whether it is loading, expired (or failed to come) or valid.
 */
export function useQrCountdown(qr: CodeQuery, running: boolean) {
  const expiresAt = qr.data ? qr.dataUpdatedAt + qr.data.expireSeconds * 1000 : 0;
  const now = useNow(Boolean(qr.data) && running);
  const left = secondsLeft(expiresAt, now);
  const status: QrStatus = qr.isFetching
    ? 'loading'
    : qr.isError || (Boolean(qr.data) && left === 0)
      ? 'expired'
      : 'active';
  return { expiresAt, left, status };
}

/**
 * A QR code that expires: the code (a placeholder while it loads), covered by a spinner while a new one comes
 * or by `expired` and 刷新二维码 once it expired, and under it a line read out as it changes: 正在获取二维码…,
 * `expired`，请点击刷新, or `prompt` with the time left.
 */
export function ExpiringQr(p: {
  url: string | undefined;
  label: string;
  status: QrStatus;
  /** How the code says it expired: 二维码已失效 or 二维码已过期. */
  expired: string;
  prompt: string;
  onRefresh: () => void;
}) {
  const { token } = theme.useToken();
  return (
    <>
      <div style={{ position: 'relative', width: QR_SIZE, height: QR_SIZE }}>
        {p.url ? (
          <QrImage value={p.url} size={QR_SIZE} label={p.label} />
        ) : (
          <Skeleton.Node active style={{ width: QR_SIZE, height: QR_SIZE }} />
        )}
        {p.status !== 'active' ? (
          <Flex
            vertical
            align="center"
            justify="center"
            gap={8}
            style={{ position: 'absolute', inset: 0, background: 'rgba(255,255,255,0.92)' }}
          >
            {p.status === 'loading' ? (
              <Spin />
            ) : (
              <>
                <span>{p.expired}</span>
                <Button type="primary" size="small" icon={<ReloadOutlined />} onClick={p.onRefresh}>
                  刷新二维码
                </Button>
              </>
            )}
          </Flex>
        ) : null}
      </div>
      <span style={{ color: token.colorTextSecondary }} aria-live="polite">
        {p.status === 'loading' ? '正在获取二维码…' : p.status === 'expired' ? `${p.expired}，请点击刷新` : p.prompt}
      </span>
    </>
  );
}
