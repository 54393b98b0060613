import { CopyOutlined, DownloadOutlined, QrcodeOutlined } from '@ant-design/icons';
import { LIMITS, MSG, PROMOTION_METHODS, UI } from '@console/contracts';
import { Flex, Form, Grid, Input, Menu, Steps, Typography, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useMessage } from '../../app/message';
import { Button, Modal } from '../busy';
import { downloadHref } from '../download';
import { copyText } from '../share/share';
import { ImageUpload } from '../upload/ImageUpload';
import { type PosterDraft, posterDefaults, posterFileName, posterProblem } from './rules';
import { useProxiedImage } from './useProxiedImage';

export interface PosterDialogProps {
  open: boolean;
  onClose: () => void;
  /** The content promoted: its title, summary and picture start the poster. */
  source: { title?: string | null; description?: string | null; image?: string | null };
  /** Where the promotion leads (the page's official-website address). */
  link: string | null;
  /** The mini-program shop's QR code image: the session's stored avatar field (spec §3). */
  qrImage: string | null;
  shopName?: string;
}

type Method = (typeof PROMOTION_METHODS)[number];

/** The poster as people see it and as html2canvas draws it: picture, title, description and the QR code. */
function PosterCard(p: { draft: PosterDraft; image: string | null; qr: string | null; shopName?: string }) {
  const { token } = theme.useToken();
  return (
    <div
      data-testid="poster"
      style={{
        width: 320,
        background: '#fff',
        borderRadius: 12,
        overflow: 'hidden',
        boxShadow: '0 6px 24px rgba(0,0,0,0.12)',
        fontFamily: 'inherit',
      }}
    >
      <div style={{ height: 220, background: `linear-gradient(135deg, ${token.colorPrimary}, #7ab1ff)` }}>
        {p.image ? (
          <img
            src={p.image}
            alt="海报图片"
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : null}
      </div>
      <div style={{ padding: '16px 18px 18px' }}>
        <div style={{ fontSize: 20, fontWeight: 600, color: '#1f1f1f', minHeight: 28 }}>
          {p.draft.title || '海报标题'}
        </div>
        <div style={{ fontSize: 14, color: '#666', marginTop: 6, minHeight: 20 }}>
          {p.draft.description || '海报描述'}
        </div>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            marginTop: 16,
            paddingTop: 14,
            borderTop: '1px dashed #e5e5e5',
          }}
        >
          <div
            style={{
              width: 76,
              height: 76,
              flexShrink: 0,
              display: 'grid',
              placeItems: 'center',
              background: '#f5f5f5',
              borderRadius: 6,
            }}
          >
            {p.qr ? (
              <img src={p.qr} alt="小程序码" style={{ width: 76, height: 76, display: 'block' }} />
            ) : (
              <QrcodeOutlined style={{ fontSize: 36, color: '#bbb' }} />
            )}
          </div>
          <div style={{ fontSize: 12, color: '#666', lineHeight: 1.6 }}>
            <div style={{ color: '#333', fontWeight: 500 }}>{p.shopName ?? '微信扫码查看详情'}</div>
            长按识别小程序码
            <br />
            了解更多精彩内容
          </div>
        </div>
      </div>
    </div>
  );
}

const STEPS: Record<Exclude<Method, '海报'>, string[]> = {
  微信好友: ['下载小程序码或复制链接', '打开微信，选择要分享的好友', '发送图片或链接，好友点开即可访问'],
  朋友圈: ['下载推广海报', '打开微信朋友圈，选择照片发布', '配上推荐语，好友长按识别即可访问'],
  公众号: ['复制页面链接', '在公众号后台「自定义菜单」添加跳转网页', '粘贴链接并发布菜单'],
  图文消息: ['复制页面链接', '在公众号图文编辑中插入「阅读原文」链接', '使用下方标题与描述作为图文摘要'],
};

/**
 * The promotion dialog (1520 px): five promotion methods; the poster takes a title (≤ 12), a description
 * (≤ 20) and a picture, draws the picture through the gateway's image proxy and the QR code from the stored
 * avatar field, and saves as PNG.
 */
export function PosterDialog(p: PosterDialogProps) {
  const message = useMessage();
  const screens = Grid.useBreakpoint();
  const [method, setMethod] = useState<Method>('海报');
  const [draft, setDraft] = useState<PosterDraft>(() => posterDefaults(p.source));
  const [saving, setSaving] = useState(false);
  const posterRef = useRef<HTMLDivElement>(null);
  const image = useProxiedImage(draft.image);
  const qr = useProxiedImage(p.qrImage);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new opening starts from the content again
  useEffect(() => {
    if (p.open) {
      setDraft(posterDefaults(p.source));
      setMethod('海报');
    }
  }, [p.open]);

  const download = async () => {
    const problem = posterProblem(draft);
    if (problem) {
      void message.warning(problem);
      return;
    }
    const node = posterRef.current?.querySelector<HTMLElement>('[data-testid="poster"]');
    if (!node) return;
    setSaving(true);
    try {
      const { default: html2canvas } = await import('html2canvas');
      const canvas = await html2canvas(node, { backgroundColor: '#ffffff', scale: 2, useCORS: true, logging: false });
      downloadHref(canvas.toDataURL('image/png'), posterFileName(draft.title));
    } finally {
      setSaving(false);
    }
  };

  const copyLink = async () => {
    if (p.link && (await copyText(p.link))) void message.success(MSG.copied);
  };

  const linkRow = (
    <Flex gap={8} style={{ maxWidth: 560 }}>
      <Input readOnly value={p.link ?? '当前账号未开通官网'} aria-label="推广链接" />
      <Button icon={<CopyOutlined />} onClick={copyLink} disabled={!p.link}>
        复制链接
      </Button>
    </Flex>
  );

  const posterTab = (
    <Flex gap={40} wrap align="flex-start">
      <Form layout="vertical" style={{ width: 360, maxWidth: '100%' }}>
        <Form.Item label="海报标题" required>
          <Input
            value={draft.title}
            maxLength={LIMITS.posterTitleMax}
            showCount
            placeholder={MSG.posterTitleRequired}
            onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))}
          />
        </Form.Item>
        <Form.Item label="海报描述" required>
          <Input
            value={draft.description}
            maxLength={LIMITS.posterDescMax}
            showCount
            placeholder={MSG.posterDescRequired}
            onChange={(e) => setDraft((d) => ({ ...d, description: e.target.value }))}
          />
        </Form.Item>
        <Form.Item label="海报图片" required extra="建议尺寸 640×440 像素">
          <ImageUpload
            value={draft.image}
            silent
            clearable
            label="选择图片"
            width={160}
            height={110}
            onChange={(url) => setDraft((d) => ({ ...d, image: url || null }))}
          />
        </Form.Item>
        <Button type="primary" icon={<DownloadOutlined />} loading={saving} onClick={download}>
          下载海报
        </Button>
      </Form>
      <div ref={posterRef} style={{ padding: 12, background: '#f5f7fa', borderRadius: 12 }}>
        <PosterCard draft={draft} image={image.src} qr={qr.src} shopName={p.shopName} />
      </div>
    </Flex>
  );

  const other = (m: Exclude<Method, '海报'>) => (
    <Flex vertical gap={20}>
      <Steps
        direction={screens.md ? 'horizontal' : 'vertical'}
        size="small"
        current={-1}
        items={STEPS[m].map((title) => ({ title }))}
      />
      {m === '微信好友' ? (
        <Flex vertical gap={8} align="flex-start">
          <div
            style={{
              width: 160,
              height: 160,
              display: 'grid',
              placeItems: 'center',
              background: '#f5f5f5',
              borderRadius: 8,
            }}
          >
            {qr.src ? (
              <img src={qr.src} alt="小程序码" width={160} height={160} />
            ) : (
              <QrcodeOutlined style={{ fontSize: 64, color: '#bbb' }} />
            )}
          </div>
          <Button
            icon={<DownloadOutlined />}
            disabled={!qr.src}
            onClick={() => qr.src && downloadHref(qr.src, `${UI.qrDownloadName}.png`)}
          >
            下载小程序码
          </Button>
        </Flex>
      ) : null}
      {m === '朋友圈' ? (
        <Button onClick={() => setMethod('海报')} style={{ alignSelf: 'flex-start' }}>
          去制作海报
        </Button>
      ) : null}
      {m === '图文消息' ? (
        <Flex gap={12} style={{ maxWidth: 560, padding: 12, border: '1px solid #f0f0f0', borderRadius: 8 }}>
          {image.src ? (
            <img src={image.src} alt="" width={96} height={72} style={{ objectFit: 'cover', borderRadius: 4 }} />
          ) : null}
          <div>
            <Typography.Text strong>{draft.title || '图文标题'}</Typography.Text>
            <br />
            <Typography.Text type="secondary">{draft.description || '图文摘要'}</Typography.Text>
          </div>
        </Flex>
      ) : null}
      {linkRow}
    </Flex>
  );

  return (
    <Modal
      open={p.open}
      onCancel={p.onClose}
      footer={null}
      title="推广"
      width={UI.promotionDialogWidth}
      destroyOnHidden
    >
      <Flex gap={24} vertical={!screens.md}>
        <Menu
          mode={screens.md ? 'inline' : 'horizontal'}
          selectedKeys={[method]}
          onClick={(e) => setMethod(e.key as Method)}
          items={PROMOTION_METHODS.map((m) => ({ key: m, label: m }))}
          style={{ width: screens.md ? 160 : '100%', flexShrink: 0 }}
        />
        <div style={{ flex: 1, minWidth: 0 }}>{method === '海报' ? posterTab : other(method)}</div>
      </Flex>
    </Modal>
  );
}
