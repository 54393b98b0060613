import {
  BgColorsOutlined,
  DownOutlined,
  IdcardOutlined,
  LogoutOutlined,
  NotificationOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Dropdown, theme } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { Session } from '../session/rules';
import { useLogout } from '../session/useLogout';
import { Button } from '../widgets/busy';
import { useShell } from './context';

/** My account (settings): the person's own page, when their role opens it. */
const MY_ACCOUNT = '/setting/profile/profile';

/** The account menu of the top bar: my account, the service centre, display settings and signing out. */
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
  const { table, allowed } = useShell();
  const mine = table.pages.find((p) => p.fullPath === MY_ACCOUNT);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          ...(mine && allowed(mine) ? [{ key: 'mine', icon: <IdcardOutlined />, label: '我的账号' }] : []),
          { key: 'center', icon: <NotificationOutlined />, label: '服务中心' },
          { key: 'settings', icon: <BgColorsOutlined />, label: '界面设置' },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true, disabled: pending },
        ],
        onClick: ({ key }) => {
          if (key === 'mine') void navigate(MY_ACCOUNT);
          else if (key === 'center') void navigate('/center');
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
