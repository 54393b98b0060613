import { UI } from '@console/contracts';
import { type ThemeConfig, theme } from 'antd';
import type { Settings, SizeName } from './settings';

/** The theme picker's eight presets; the first is its default (spec §9: #409EFF). */
export const THEME_PRESETS = [
  UI.pickerDefaultColor,
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
] as const;

/** antd has three control sizes; 'mini' is the small size with compact spacing. */
export function componentSize(size: SizeName): 'large' | 'middle' | 'small' {
  if (size === 'default') return 'large';
  if (size === 'medium') return 'middle';
  return 'small';
}

/** The console's antd theme: the chosen colour (else the shell's #2975ee), dark mode and the mini size. */
export function antdTheme(s: Pick<Settings, 'theme' | 'dark' | 'size'>): ThemeConfig {
  const algorithm = [s.dark ? theme.darkAlgorithm : theme.defaultAlgorithm];
  if (s.size === 'mini') algorithm.push(theme.compactAlgorithm);
  return { token: { colorPrimary: s.theme ?? UI.shellThemeColor }, algorithm };
}
