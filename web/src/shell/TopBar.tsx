import { MenuFoldOutlined, MenuUnfoldOutlined, QuestionCircleOutlined, SettingOutlined } from '@ant-design/icons';
import { Flex, Tooltip, theme } from 'antd';
import { Button } from '../widgets/busy';
import { Breadcrumb } from './Breadcrumb';
import { useShell } from './context';
import { hidesBreadcrumb } from './crumbs';
import { ErrorLog } from './ErrorLog';
import { Fullscreen } from './Fullscreen';
import { HeaderSearch } from './HeaderSearch';
import type { Help } from './help';
import { ShopEntries } from './ShopEntries';
import { SizeSwitch } from './SizeSwitch';
import { UserMenu } from './UserMenu';

/**
 * The top bar: the sidebar toggle and breadcrumb (hidden on the overview, spec §2), then search, help,
 * the shop entries, fullscreen, size, display settings, the error log and the account menu.
 */
export function TopBar(props: {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  help: Help;
  onSettings: () => void;
}) {
  const { page, session, device } = useShell();
  const { token } = theme.useToken();
  const mobile = device === 'mobile';
  return (
    <Flex
      align="center"
      justify="space-between"
      gap={8}
      style={{
        height: 50,
        padding: '0 8px 0 4px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex align="center" gap={4} style={{ minWidth: 0, overflow: 'hidden' }}>
        <Button
          type="text"
          aria-label={props.sidebarOpen ? '收起侧边栏' : '展开侧边栏'}
          aria-expanded={props.sidebarOpen}
          icon={props.sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          onClick={props.onToggleSidebar}
        />
        {!mobile && !hidesBreadcrumb(page) ? <Breadcrumb /> : null}
      </Flex>
      <Flex align="center" gap={2} style={{ flexShrink: 0 }}>
        <HeaderSearch />
        {props.help.available ? (
          <Tooltip title={props.help.open ? '收起帮助' : '查看帮助'}>
            <Button
              type={props.help.open ? 'link' : 'text'}
              icon={<QuestionCircleOutlined />}
              aria-label="帮助"
              aria-pressed={props.help.open}
              onClick={props.help.toggle}
            />
          </Tooltip>
        ) : null}
        <ShopEntries session={session} compact={mobile} />
        {mobile ? null : <Fullscreen />}
        {mobile ? null : <SizeSwitch />}
        {mobile ? null : (
          <Button type="text" icon={<SettingOutlined />} aria-label="界面设置" onClick={props.onSettings} />
        )}
        <ErrorLog />
        <UserMenu session={session} compact={mobile} onSettings={props.onSettings} />
      </Flex>
    </Flex>
  );
}
