import { PhoneOutlined, PictureOutlined, QrcodeOutlined } from '@ant-design/icons';
import { SHOP_THEMES, SHOP_VISUALS } from '@console/contracts';
import { Avatar, Card, Flex, Typography, theme } from 'antd';
import { readableShade } from '../../../app/contrast';
import type { RouterInputs } from '../../../app/trpc';

/** A phone-sized sketch of the storefront's head as the settings would show it (name, logo, theme, banner). */
export function ShopPreview({ values }: { values: Partial<RouterInputs['shopSetting']['save']> }) {
  const { token } = theme.useToken();
  const colour = SHOP_THEMES.find((t) => t.value === values.themeId)?.color ?? token.colorPrimary;
  // The theme's colour deepened until white text on it reads (a light theme colour would not).
  const band = readableShade(colour, ['#ffffff']);
  const visual = SHOP_VISUALS.find((v) => v.value === values.visualId)?.label;
  const rounded = values.visualId === 3 || values.visualId === 4;
  return (
    <Card size="small" title="店铺预览" aria-label="店铺预览">
      <div
        style={{
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: 16,
          overflow: 'hidden',
          background: token.colorBgLayout,
        }}
      >
        <Flex align="center" gap={10} style={{ background: band, color: '#fff', padding: '14px 12px' }}>
          <Avatar
            src={values.logo || undefined}
            alt="店铺 Logo"
            size={40}
            style={{ background: 'rgba(255,255,255,0.3)' }}
          >
            {(values.shopName ?? '店').slice(0, 1)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <div style={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {values.shopName || '店铺名称'}
            </div>
            <div style={{ fontSize: 12 }}>{visual}</div>
          </div>
        </Flex>
        {values.showBanner === '1' ? (
          <Flex
            align="center"
            justify="center"
            style={{
              margin: 10,
              height: 90,
              borderRadius: rounded ? 12 : 4,
              background: band,
              color: '#fff',
            }}
          >
            <PictureOutlined style={{ fontSize: 22, marginRight: 6 }} /> 轮播图
          </Flex>
        ) : null}
        <div style={{ padding: '6px 12px 12px' }}>
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ fontSize: 12, marginBottom: 8 }}>
            {values.introduction || '店铺简介'}
          </Typography.Paragraph>
          <Flex justify="space-between" align="center" style={{ fontSize: 12 }}>
            <span>
              <PhoneOutlined /> {values.contactName || '联系人'} {values.contactPhone}
            </span>
            {values.serviceQr ? <QrcodeOutlined aria-label="有客服二维码" style={{ color: colour }} /> : null}
          </Flex>
        </div>
      </div>
    </Card>
  );
}
