import { FastColor } from '@ant-design/fast-color';
import { UI } from '@console/contracts';
import { type GlobalToken, type MappingAlgorithm, type ThemeConfig, theme } from 'antd';
import { useMemo } from 'react';
import { composite, contrastRatio, deeper, inkOn, readableAlpha, readableShade } from '../app/contrast';
import { type Settings, type SizeName, useSettings } from './settings';

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

/** antd's preset colours (its Tag colours): the seventh step of each is the text of a tag of that colour. */
const TAG_COLORS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

/** antd has three control sizes; 'mini' is the small size with compact spacing. */
export function componentSize(size: SizeName): 'large' | 'middle' | 'small' {
  if (size === 'default') return 'large';
  if (size === 'medium') return 'middle';
  return 'small';
}

type ThemeChoice = Pick<Settings, 'theme' | 'dark'>;
type MapToken = ReturnType<MappingAlgorithm>;

/**
 * The colours of the chosen theme. The spec's colour (#2975ee, or the picked one) stays the fill of switches,
 * checks, borders, focus rings and charts; text in the brand colour (links, the active tab, the selected menu
 * entry) takes the nearest shade of it that reads at 4.5:1 on the mode's backgrounds, and a fill that carries
 * text (a primary button, the active sidebar entry) the nearest shade on which its text reads at 4.5:1.
 */
export interface BrandColors {
  /** Brand-coloured text, and its hover and pressed states. */
  text: string;
  textHover: string;
  textActive: string;
  /** A fill with text on it, and that text's colour. */
  solid: string;
  solidHover: string;
  solidActive: string;
  onSolid: string;
  /** The background of a selected entry (menus, rows, options). */
  selectedBg: string;
  selectedBgHover: string;
}

const algorithmsOf = (s: Pick<Settings, 'dark' | 'size'>) => {
  const algorithm = [s.dark ? theme.darkAlgorithm : theme.defaultAlgorithm];
  if (s.size === 'mini') algorithm.push(theme.compactAlgorithm);
  return algorithm;
};

/**
 * The background of selected entries. antd tints it from the brand colour, which for the dark presets gives a
 * grey that body text cannot be read on (light mode) or that cannot be told from the page (dark mode); those
 * get a plain tint of the brand colour instead.
 */
function selectedBackgrounds(base: GlobalToken, brand: string, dark: boolean): [string, string] {
  const container = base.colorBgContainer;
  if (!dark) {
    if (contrastRatio(base.colorText, base.colorPrimaryBg) >= 7) return [base.colorPrimaryBg, base.colorPrimaryBgHover];
    const tint = new FastColor(brand);
    return [tint.tint(90).toHexString(), tint.tint(82).toHexString()];
  }
  if (contrastRatio(base.colorPrimaryBg, container) >= 1.25) return [base.colorPrimaryBg, base.colorPrimaryBgHover];
  const lift = new FastColor(container);
  return [lift.mix(brand, 30).tint(14).toHexString(), lift.mix(brand, 30).tint(20).toHexString()];
}

/** The backgrounds text sits on in this mode: cards, the page, popups, table heads, hovered and selected rows. */
function textGrounds(base: GlobalToken, selected: readonly string[]): string[] {
  const container = base.colorBgContainer;
  return [
    container,
    base.colorBgLayout,
    base.colorBgElevated,
    composite(base.colorFillAlter, container),
    composite(base.colorFillTertiary, container),
    ...selected,
  ];
}

interface Resolved {
  colors: BrandColors;
  /** Map tokens replaced after antd's algorithm (seeds such as colorError are re-derived when set as tokens). */
  replaced: Partial<MapToken>;
  /** Alias tokens, which antd takes as they are. */
  aliases: NonNullable<ThemeConfig['token']>;
  lightInk: string;
  darkInk: string;
}

function resolveChoice(s: ThemeChoice): Resolved {
  const brand = s.theme ?? UI.shellThemeColor;
  const base = theme.getDesignToken({
    token: { colorPrimary: brand },
    algorithm: algorithmsOf({ ...s, size: 'medium' }),
  });
  const selected = selectedBackgrounds(base, brand, s.dark);
  const grounds = textGrounds(base, selected);
  // From antd's colour for the mode: the spec's in light mode, antd's dimmer shade of it in dark mode.
  const text = readableShade(base.colorPrimary, grounds);
  const lightInk = base.colorTextLightSolid;
  // A filled button keeps antd's white text wherever a shade of the brand colour can carry it.
  const solid = readableShade(base.colorPrimary, [lightInk]);
  const colors: BrandColors = {
    text,
    textHover: deeper(text, grounds, 12),
    textActive: deeper(text, grounds, 24),
    solid,
    solidHover: deeper(solid, [lightInk], 10),
    solidActive: deeper(solid, [lightInk], 20),
    onSolid: lightInk,
    selectedBg: selected[0],
    selectedBgHover: selected[1],
  };
  const status = (color: string, bg: string) => readableShade(color, [...grounds, bg]);
  const error = status(base.colorError, base.colorErrorBg);
  const success = status(base.colorSuccess, base.colorSuccessBg);
  const warning = status(base.colorWarning, base.colorWarningBg);
  const info = status(base.colorInfo, base.colorInfoBg);
  const secondary = readableAlpha(base.colorTextTertiary, grounds);
  const tags = Object.fromEntries(
    TAG_COLORS.map((c) => [`${c}7`, readableShade(base[`${c}7`], [base[`${c}1`], ...grounds])]),
  );
  return {
    colors,
    replaced: {
      colorPrimaryBg: colors.selectedBg,
      colorPrimaryBgHover: colors.selectedBgHover,
      colorLink: text,
      colorLinkHover: colors.textHover,
      colorLinkActive: colors.textActive,
      colorPrimaryText: text,
      colorPrimaryTextHover: colors.textHover,
      colorPrimaryTextActive: colors.textActive,
      colorTextTertiary: secondary,
      colorError: error,
      colorErrorText: error,
      colorErrorHover: deeper(error, grounds, 12),
      colorErrorActive: deeper(error, grounds, 24),
      colorSuccess: success,
      colorSuccessText: success,
      colorWarning: warning,
      colorWarningText: warning,
      colorInfo: info,
      colorInfoText: info,
      ...tags,
    },
    aliases: {
      colorTextDescription: secondary,
      colorTextPlaceholder: readableAlpha(base.colorTextPlaceholder, grounds),
      controlItemBgActive: colors.selectedBg,
      controlItemBgActiveHover: colors.selectedBgHover,
    },
    lightInk,
    darkInk: base.colorBgContainer,
  };
}

const resolvedChoices = new Map<string, Resolved & { legible: MappingAlgorithm }>();

function resolve(s: ThemeChoice) {
  const key = `${s.theme ?? ''}|${s.dark}`;
  let entry = resolvedChoices.get(key);
  if (!entry) {
    const resolved = resolveChoice(s);
    // One function per choice: antd caches derived tokens by the algorithms' identity.
    const legible: MappingAlgorithm = (_seed, map) => ({ ...(map as MapToken), ...resolved.replaced });
    entry = { ...resolved, legible };
    resolvedChoices.set(key, entry);
  }
  return entry;
}

export const brandColors = (s: ThemeChoice): BrandColors => resolve(s).colors;

/** The brand colours of the current display settings, for the few places drawn by hand (sidebar, login). */
export function useBrandColors(): BrandColors {
  const { theme: color, dark } = useSettings();
  return useMemo(() => brandColors({ theme: color, dark }), [color, dark]);
}

/**
 * The console's antd theme: the chosen colour (else the shell's #2975ee), dark mode and the mini size, with
 * every text colour (brand, status, secondary grey, placeholder, tag) moved only as far as it must to read at
 * 4.5:1 in the mode.
 */
export function antdTheme(s: Pick<Settings, 'theme' | 'dark' | 'size'> & { reducedMotion?: boolean }): ThemeConfig {
  const { colors, aliases, legible, lightInk, darkInk, replaced } = resolve(s);
  const error = replaced.colorError as string;
  return {
    // A person who asked their system for less motion gets dialogs, menus and toasts that open at once.
    token: { colorPrimary: s.theme ?? UI.shellThemeColor, ...aliases, motion: s.reducedMotion !== true },
    algorithm: [...algorithmsOf(s), legible],
    components: {
      Button: {
        colorPrimary: colors.solid,
        colorPrimaryHover: colors.solidHover,
        colorPrimaryActive: colors.solidActive,
        primaryColor: colors.onSolid,
        // An outlined button hovered or pressed shows the brand as text: the text shades, not the fills' (the
        // fills' pressed blue read at 2.9:1 on the dark mode's cards).
        defaultHoverColor: colors.textHover,
        defaultHoverBorderColor: colors.textHover,
        defaultActiveColor: colors.textActive,
        defaultActiveBorderColor: colors.textActive,
        // Outlined and link danger buttons show this red as text; a filled one takes whichever ink reads on it.
        dangerColor: inkOn(error, [lightInk, darkInk]),
      },
      Tabs: { itemSelectedColor: colors.text, itemHoverColor: colors.textHover, itemActiveColor: colors.textActive },
      Menu: { itemSelectedColor: colors.text, subMenuItemSelectedColor: colors.text },
      Pagination: { itemActiveColor: colors.text, itemActiveColorHover: colors.textHover },
      // A table's empty message is drawn in the disabled grey (1.8:1); it is information, so it reads at 4.5:1.
      Table: { colorTextDisabled: aliases.colorTextDescription },
      // A checked checkable tag is white text on the brand fill: the fill of the filled buttons.
      Tag: { colorPrimary: colors.solid, colorPrimaryHover: colors.solidHover, colorPrimaryActive: colors.solidActive },
    },
  };
}
