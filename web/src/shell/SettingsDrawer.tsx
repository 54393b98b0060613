import { UI } from '@console/contracts';
import { ColorPicker, Drawer, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Button, Switch } from '../widgets/busy';
import { type Settings, setSetting, useSettings } from './settings';
import { THEME_PRESETS } from './theme';

const SWITCHES: ReadonlyArray<{
  key: keyof Pick<Settings, 'dark' | 'tagsView' | 'fixedHeader' | 'sidebarLogo'>;
  label: string;
}> = [
  { key: 'dark', label: '暗色模式' },
  { key: 'tagsView', label: '显示标签栏' },
  { key: 'fixedHeader', label: '固定顶栏' },
  { key: 'sidebarLogo', label: '显示侧边栏 Logo' },
];

/**
 * The display settings panel (spec §3): theme colour (the picker starts at #409EFF, with 8 presets;
 * the shell's own default is #2975ee until one is chosen), dark mode, and the tagsView, fixedHeader and
 * sidebarLogo switches. Every choice is kept in the browser.
 */
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const settings = useSettings();
  const color = (settings.theme ?? UI.pickerDefaultColor).toUpperCase();
  const [pickerOpen, setPickerOpen] = useState(false);
  return (
    <Drawer
      title="界面设置"
      open={open}
      onClose={onClose}
      size={300}
      // antd keeps a closed popup first in line for Escape until its leave has finished, which swallowed an
      // Escape pressed right after the colour picker shut; the drawer also takes it itself once the picker is shut.
      onKeyDown={(e) => {
        if (e.key === 'Escape' && !pickerOpen && !e.nativeEvent.isComposing) onClose();
      }}
    >
      <Flex vertical gap={20}>
        <Flex justify="space-between" align="center">
          <Typography.Text>主题色</Typography.Text>
          <ColorPicker
            value={color}
            disabledAlpha
            open={pickerOpen}
            onOpenChange={setPickerOpen}
            presets={[{ label: '推荐', colors: [...THEME_PRESETS] }]}
            onChangeComplete={(c) => setSetting('theme', c.toHexString())}
          >
            {/* A real button as the trigger: antd's own is a div that neither takes the focus nor a name. */}
            <Button aria-label={`主题色 ${color}`}>
              <span
                aria-hidden="true"
                style={{ width: 16, height: 16, borderRadius: 4, background: color, display: 'inline-block' }}
              />
              {color}
            </Button>
          </ColorPicker>
        </Flex>
        {SWITCHES.map((s) => (
          <Flex key={s.key} justify="space-between" align="center">
            <Typography.Text>{s.label}</Typography.Text>
            <Switch aria-label={s.label} checked={settings[s.key]} onChange={(on) => setSetting(s.key, on)} />
          </Flex>
        ))}
        <Typography.Link onClick={() => setSetting('theme', null)}>恢复默认主题色</Typography.Link>
      </Flex>
    </Drawer>
  );
}
