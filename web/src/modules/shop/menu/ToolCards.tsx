import { AppstoreOutlined, BgColorsOutlined, DesktopOutlined, MobileOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Button } from '../../../widgets/busy';
import { Heading } from '../../../widgets/Heading';
import { LinkButton } from '../../../widgets/LinkButton';
import type { MobilePart } from './MobileSettingsDrawer';

interface Tool {
  key: string;
  icon: ReactNode;
  title: string;
  description: string;
  action: ReactNode;
}

/** 装修工具: the designer, the PC site (editions that have one), the theme and the tab bar. */
export function ToolCards(p: { homeId: number | null; hasPc: boolean; onOpen: (part: MobilePart) => void }) {
  const { token } = theme.useToken();
  const icon = (node: ReactNode) => (
    <Flex
      align="center"
      justify="center"
      style={{
        width: 44,
        height: 44,
        borderRadius: 12,
        background: token.colorPrimaryBg,
        color: token.colorPrimary,
        fontSize: 22,
      }}
    >
      {node}
    </Flex>
  );
  const tools: Tool[] = [
    {
      key: 'mobile',
      icon: icon(<MobileOutlined />),
      title: '手机端装修',
      description: '拖拽组件设计店铺首页和微页面',
      action: (
        <LinkButton type="primary" to={p.homeId === null ? '/shop/mobile' : `/shop/mobile?id=${p.homeId}`}>
          去装修
        </LinkButton>
      ),
    },
    ...(p.hasPc
      ? [
          {
            key: 'pc',
            icon: icon(<DesktopOutlined />),
            title: 'PC端装修',
            description: '电脑端网站的导航栏、首页轮播图和页脚',
            action: <LinkButton to="/shop/pc">去装修</LinkButton>,
          },
        ]
      : []),
    {
      key: 'theme',
      icon: icon(<BgColorsOutlined />),
      title: '主题配色',
      description: '店铺按钮、价格和选中状态的颜色',
      action: <Button onClick={() => p.onOpen('theme')}>设置主题配色</Button>,
    },
    {
      key: 'tabBar',
      icon: icon(<AppstoreOutlined />),
      title: '底部导航',
      description: '店铺每个页面底部的 2–5 个导航',
      action: <Button onClick={() => p.onOpen('tabBar')}>设置底部导航</Button>,
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {tools.map((t) => (
        <Col key={t.key} xs={24} sm={12} xl={6}>
          <Card size="small" style={{ height: '100%' }} data-testid={`tool-${t.key}`}>
            <Flex gap={12} align="flex-start">
              {t.icon}
              <Flex vertical gap={8} style={{ minWidth: 0 }}>
                <Heading look={5} style={{ margin: 0 }}>
                  {t.title}
                </Heading>
                <Typography.Text type="secondary">{t.description}</Typography.Text>
                <div>{t.action}</div>
              </Flex>
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
