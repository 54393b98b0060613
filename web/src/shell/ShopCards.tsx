import { UI } from '@console/contracts';
import { Flex, Image, Typography } from 'antd';
import { QrImage } from './QrImage';

const NO_IMAGE =
  "data:image/svg+xml;charset=utf-8,%3Csvg xmlns='http://www.w3.org/2000/svg' width='180' height='180'%3E%3Crect width='180' height='180' fill='%23f0f2f5'/%3E%3Ctext x='90' y='95' text-anchor='middle' font-size='13' fill='%23999'%3E二维码暂不可用%3C/text%3E%3C/svg%3E";

/** The official-website shop: its address as a QR code drawn here, and as a link to copy. */
export function H5ShopCard({ url }: { url: string }) {
  return (
    <Flex vertical align="center" gap={8} style={{ width: UI.popoverWidth - 32 }}>
      <QrImage value={url} size={180} label="官网店铺二维码" />
      <Typography.Text type="secondary">微信扫码访问官网店铺</Typography.Text>
      <Typography.Link href={url} target="_blank" rel="noopener noreferrer" copyable>
        {url}
      </Typography.Link>
    </Flex>
  );
}

/** The mini-program shop: its QR image, which the session keeps in the avatar field (spec §3). */
export function MiniProgramCard({ image, appName }: { image: string; appName: string }) {
  return (
    <Flex vertical align="center" gap={8} style={{ width: UI.popoverWidth - 32 }}>
      {image ? (
        <Image src={image} width={180} height={180} alt="小程序店铺二维码" preview={false} fallback={NO_IMAGE} />
      ) : (
        <Typography.Text type="secondary">尚未生成小程序码</Typography.Text>
      )}
      <Typography.Text type="secondary">微信扫码进入「{appName || '小程序'}」</Typography.Text>
    </Flex>
  );
}
