import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { MSG, UI } from '@console/contracts';
import { Alert, Flex, Input, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useMessage } from '../../app/message';
import { Button, Modal } from '../busy';
import { downloadHref } from '../download';
import { canShareQr, copyText, qrDataUrl } from './share';

export interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  /** What is shared ('新闻动态：春季招生简章'). */
  title: string;
  /** The address the QR code and the link carry; null when the account has no official site. */
  url: string | null;
  appVersion?: string | null;
}

/** The share dialog: a 262 px QR code (downloaded as 微信二维码) and the link to copy. */
export function ShareDialog(p: ShareDialogProps) {
  const message = useMessage();
  const [qr, setQr] = useState<string | null>(null);
  const allowed = canShareQr(p.appVersion);

  useEffect(() => {
    setQr(null);
    if (!p.open || !p.url || !allowed) return;
    let live = true;
    void qrDataUrl(p.url).then((d) => live && setQr(d));
    return () => {
      live = false;
    };
  }, [p.open, p.url, allowed]);

  return (
    <Modal open={p.open} onCancel={p.onClose} footer={null} title="分享" width={420} destroyOnHidden>
      <Typography.Paragraph type="secondary" ellipsis>
        {p.title}
      </Typography.Paragraph>
      {!allowed ? (
        <Alert type="warning" showIcon message={MSG.shareQrVersionTooLow} />
      ) : !p.url ? (
        <Alert type="info" showIcon message="当前账号未开通官网，暂无可分享的链接" />
      ) : (
        <Flex vertical align="center" gap={12}>
          <div style={{ width: UI.qrSize, height: UI.qrSize, display: 'grid', placeItems: 'center' }}>
            {qr ? (
              <img src={qr} width={UI.qrSize} height={UI.qrSize} alt="分享二维码" data-testid="share-qr" />
            ) : (
              <Spin />
            )}
          </div>
          <Typography.Text type="secondary">微信扫一扫，打开页面</Typography.Text>
          <Button
            icon={<DownloadOutlined />}
            disabled={!qr}
            onClick={() => qr && downloadHref(qr, `${UI.qrDownloadName}.png`)}
          >
            下载二维码
          </Button>
          <Flex gap={8} style={{ width: '100%' }}>
            <Input readOnly value={p.url} aria-label="分享链接" />
            <Button
              type="primary"
              icon={<CopyOutlined />}
              onClick={async () => {
                if (await copyText(p.url ?? '')) void message.success(MSG.copied);
              }}
            >
              复制链接
            </Button>
          </Flex>
        </Flex>
      )}
    </Modal>
  );
}
