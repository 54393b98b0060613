import { ExportOutlined, RightOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { gateFor } from '../../../session/access';
import { useShell } from '../../../shell/context';
import { useMenuNavigate } from '../../../shell/useMenuNavigate';
import { ADMISSIONS_CARDS, PLAYWAY_CARDS } from './playway-cards';

const PLAYWAY_PAGE = '/marketing/playway';

/** One clickable card of the menu: icon, name, pitch, and what opening it does. */
function MenuCard(p: {
  icon: ReactNode;
  color: string;
  title: string;
  pitch: string;
  badge: ReactNode;
  onOpen: () => void;
}) {
  const { token } = theme.useToken();
  return (
    <Card
      hoverable
      // Named by what it shows (name, state, pitch), so that what a person reads is what a screen reader says.
      role="link"
      tabIndex={0}
      onClick={p.onOpen}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          p.onOpen();
        }
      }}
      styles={{ body: { padding: 16 } }}
      style={{ height: '100%' }}
    >
      <Flex gap={14} align="flex-start">
        <Flex
          align="center"
          justify="center"
          style={{
            width: 48,
            height: 48,
            flexShrink: 0,
            borderRadius: token.borderRadiusLG,
            background: `${p.color}1a`,
            color: p.color,
            fontSize: 24,
          }}
        >
          {p.icon}
        </Flex>
        <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Flex justify="space-between" align="center" gap={8}>
            <Typography.Text strong style={{ fontSize: 16 }}>
              {p.title}
            </Typography.Text>
            {p.badge}
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {p.pitch}
          </Typography.Text>
        </Flex>
      </Flex>
    </Card>
  );
}

/**
 * 营销中心: a card per playway with its pitch and whether this account has bought it (已开通 / 未开通); opening
 * one goes to its list, or asks to upgrade as the menus do. The admissions tools open outside sites in a new
 * window. Playways whose pages are not in this console yet (the form builder until it lands) are left out.
 */
export function MenuPage() {
  const { table, session, allowed } = useShell();
  const open = useMenuNavigate();
  const nodeAt = (path: string) => table.all.find((n) => n.fullPath === path);
  const playways = table.all.filter(
    (n) => n.parent?.fullPath === '/marketing' && n.decl.path in PLAYWAY_CARDS && n.live && allowed(n),
  );
  const playwayPage = nodeAt(PLAYWAY_PAGE);
  return (
    <Flex vertical gap={24}>
      <Card
        title="营销玩法"
        extra={
          playwayPage?.page ? (
            <Typography.Link onClick={() => open({ to: PLAYWAY_PAGE, node: playwayPage })}>
              全部活动 <RightOutlined />
            </Typography.Link>
          ) : null
        }
      >
        <Row gutter={[16, 16]}>
          {playways.map((node) => {
            const card = PLAYWAY_CARDS[node.decl.path as keyof typeof PLAYWAY_CARDS];
            const list = node.children.find((c) => c.decl.path === 'list');
            const bought = gateFor(node, session).kind === 'open';
            const Icon = card.icon;
            return (
              <Col key={node.fullPath} xs={24} sm={12} xl={8} xxl={6}>
                <MenuCard
                  icon={<Icon />}
                  color={card.color}
                  title={node.title}
                  pitch={card.pitch}
                  badge={bought ? <Tag color="success">已开通</Tag> : <Tag>未开通</Tag>}
                  onOpen={() => open({ to: list?.fullPath ?? node.fullPath, node: list ?? node })}
                />
              </Col>
            );
          })}
        </Row>
      </Card>
      <Card title="招生工具">
        <Row gutter={[16, 16]}>
          {ADMISSIONS_CARDS.map((tool) => {
            const node = nodeAt(tool.path);
            if (!node?.decl.external) return null;
            const Icon = tool.icon;
            return (
              <Col key={tool.path} xs={24} sm={12} xl={8} xxl={6}>
                <MenuCard
                  icon={<Icon />}
                  color={tool.color}
                  title={node.title}
                  pitch={tool.pitch}
                  badge={<ExportOutlined aria-label="在新窗口打开" />}
                  onOpen={() => open({ external: node.decl.external })}
                />
              </Col>
            );
          })}
        </Row>
      </Card>
    </Flex>
  );
}
