import { CloseOutlined } from '@ant-design/icons';
import { UI } from '@console/contracts';
import { Drawer, Flex, theme } from 'antd';
import { Button } from '../widgets/busy';
import type { Help } from './help';

/** The right-hand help panel (spec §2), 225 px wide beside the page. */
export function HelpPanel({ help, mobile }: { help: Help; mobile: boolean }) {
  const { token } = theme.useToken();
  const content = (
    <div
      className="zx-help-content"
      style={{
        padding: mobile ? 0 : '4px 16px 24px',
        overflowY: 'auto',
        color: token.colorTextSecondary,
        lineHeight: 1.7,
      }}
      // Sanitised by DOMPurify in useHelp.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the upstream's help is HTML by contract
      dangerouslySetInnerHTML={{ __html: help.html }}
    />
  );
  // On a phone the panel covers the page, so it comes as a drawer with a mask that closes it.
  if (mobile) {
    return (
      <Drawer title="帮助" placement="right" open={help.open} onClose={help.toggle} size="86vw" aria-label="页面帮助">
        {content}
      </Drawer>
    );
  }
  if (!help.open) return null;
  return (
    <aside
      aria-label="页面帮助"
      style={{
        position: 'fixed',
        top: 0,
        right: 0,
        bottom: 0,
        width: UI.helpPanelRightMargin,
        zIndex: 10,
        background: token.colorBgContainer,
        borderLeft: `1px solid ${token.colorBorderSecondary}`,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Flex
        justify="space-between"
        align="center"
        style={{ padding: '14px 12px 10px 16px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        <strong style={{ color: token.colorText }}>帮助</strong>
        <Button type="text" size="small" icon={<CloseOutlined />} aria-label="收起" onClick={help.toggle} />
      </Flex>
      {content}
    </aside>
  );
}
