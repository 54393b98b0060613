import { UI } from '@console/contracts';
import { ColorPicker, Drawer, Flex, Switch, Typography } from 'antd';
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
  return (
    <Drawer title="界面设置" open={open} onClose={onClose} size={300}>
      <Flex vertical gap={20}>
        <Flex justify="space-between" align="center">
          <Typography.Text>主题色</Typography.Text>
          <ColorPicker
            aria-label="主题色"
            value={settings.theme ?? UI.pickerDefaultColor}
            disabledAlpha
            presets={[{ label: '推荐', colors: [...THEME_PRESETS] }]}
            onChangeComplete={(color) => setSetting('theme', color.toHexString())}
          />
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
