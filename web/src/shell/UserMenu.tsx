import { BgColorsOutlined, DownOutlined, LogoutOutlined, NotificationOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, theme } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { Session } from '../session/rules';
import { useLogout } from '../session/useLogout';

/** The account menu of the top bar: the service centre, display settings and signing out. */
export function UserMenu({
  session,
  compact,
  onSettings,
}: {
  session: Session;
  compact: boolean;
  onSettings: () => void;
}) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { logout, pending } = useLogout();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'center', icon: <NotificationOutlined />, label: '服务中心' },
          { key: 'settings', icon: <BgColorsOutlined />, label: '界面设置' },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true, disabled: pending },
        ],
        onClick: ({ key }) => {
          if (key === 'center') void navigate('/center');
          else if (key === 'settings') onSettings();
          else logout();
        },
      }}
    >
      {/* The name it shows starts its accessible name (WCAG 2.5.3); on a phone only the icon shows. */}
      <Button type="text" aria-label={compact ? '账号菜单' : `${session.name} 账号菜单`} style={{ paddingInline: 6 }}>
        {/* The session's avatar field is the mini-program shop QR image (spec §3), not a portrait. */}
        <Avatar size="small" icon={<UserOutlined />} style={{ background: token.colorPrimary }} />
        {compact ? null : <span>{session.name}</span>}
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
