import { UI } from '@console/contracts';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, composite, contrastRatio } from '../app/contrast';
import { antdTheme, brandColors, THEME_PRESETS } from './theme';

/**
 * Issue 20 and polish item 10: with every preset (and the shell's default) in light and dark mode, every text
 * colour of the theme reads at 4.5:1 (WCAG 2 AA) on every background it is drawn on, while fills keep the
 * spec's colour.
 */

const CHOICES = [null, ...THEME_PRESETS];
const CASES = CHOICES.flatMap((color) => [false, true].map((dark) => ({ color, dark })));

function resolved(color: string | null, dark: boolean) {
  const config = antdTheme({ theme: color, dark, size: 'medium' });
  const t = theme.getDesignToken(config);
  const page = [
    t.colorBgContainer,
    t.colorBgLayout,
    t.colorBgElevated,
    composite(t.colorFillAlter, t.colorBgContainer),
    t.colorPrimaryBg,
  ];
  return { config, t, page };
}

/** The colour pairs that fall short of AA, as readable lines. */
function failures(pairs: Array<[string, string | undefined, string | undefined]>): string[] {
  return pairs
    .map(([what, fg, bg]) => {
      if (!fg || !bg) return `${what}: missing colour`;
      const ratio = contrastRatio(fg, bg);
      return ratio >= AA_TEXT ? null : `${what}: ${fg} on ${bg} is ${ratio.toFixed(2)}:1`;
    })
    .filter((line): line is string => line !== null);
}

describe.each(CASES)('theme $color, dark $dark', ({ color, dark }) => {
  const { config, t, page } = resolved(color, dark);
  const components = config.components ?? {};

  it('keeps the spec colour as the fill in light mode', () => {
    if (dark) return;
    expect(t.colorPrimary.toLowerCase()).toBe((color ?? UI.shellThemeColor).toLowerCase());
  });

  it('reads at 4.5:1: text tokens on the page, cards, popups, table heads and selected rows', () => {
    const text = [
      'colorText',
      'colorTextSecondary',
      'colorTextDescription',
      'colorTextTertiary',
      'colorTextPlaceholder',
      'colorLink',
      'colorLinkHover',
      'colorLinkActive',
      'colorPrimaryText',
      'colorError',
      'colorErrorText',
      'colorSuccess',
      'colorSuccessText',
      'colorWarning',
      'colorWarningText',
      'colorInfo',
      'colorInfoText',
    ] as const;
    const pairs = text.flatMap((name) => page.map((bg, i): [string, string, string] => [`${name}/${i}`, t[name], bg]));
    expect(failures(pairs)).toEqual([]);
  });

  it('reads at 4.5:1: status tags, preset tags, active tab, selected menu entry, pagination', () => {
    const tabs = components.Tabs;
    const menu = components.Menu;
    const pagination = components.Pagination;
    const pairs: Array<[string, string | undefined, string | undefined]> = [
      ['success tag', t.colorSuccess, t.colorSuccessBg],
      ['warning tag', t.colorWarning, t.colorWarningBg],
      ['error tag', t.colorError, t.colorErrorBg],
      ['processing tag', t.colorInfo, t.colorInfoBg],
      ['active tab', tabs?.itemSelectedColor, t.colorBgContainer],
      ['hovered tab', tabs?.itemHoverColor, composite(t.colorFillAlter, t.colorBgContainer)],
      ['selected menu entry', menu?.itemSelectedColor, t.colorPrimaryBg],
      ['selected menu entry, hovered', menu?.itemSelectedColor, t.colorPrimaryBgHover],
      ['current page number', pagination?.itemActiveColor, t.colorBgContainer],
      ['empty table message', components.Table?.colorTextDisabled, t.colorBgContainer],
    ];
    for (const c of ['blue', 'purple', 'cyan', 'green', 'red', 'orange', 'gold', 'lime'] as const) {
      pairs.push([`${c} tag`, t[`${c}7`], t[`${c}1`]]);
    }
    expect(failures(pairs)).toEqual([]);
  });

  it('reads at 4.5:1: text on filled buttons and on the active sidebar entry', () => {
    const button = components.Button;
    const brand = brandColors({ theme: color, dark });
    const pairs: Array<[string, string | undefined, string | undefined]> = [
      ['primary button', button?.primaryColor, button?.colorPrimary],
      ['primary button, hovered', button?.primaryColor, button?.colorPrimaryHover],
      ['primary button, pressed', button?.primaryColor, button?.colorPrimaryActive],
      ['danger button', button?.dangerColor, t.colorError],
      // antd draws them in the button's fill shades unless told otherwise.
      ['outlined button, hovered', button?.defaultHoverColor ?? button?.colorPrimaryHover, t.colorBgContainer],
      ['outlined button, pressed', button?.defaultActiveColor ?? button?.colorPrimaryActive, t.colorBgContainer],
      ['active sidebar entry', brand.onSolid, brand.solid],
      ['checked tag', t.colorTextLightSolid, components.Tag?.colorPrimary],
    ];
    expect(failures(pairs)).toEqual([]);
  });
});

describe('contrastRatio', () => {
  it('matches WCAG 2 for known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // The measurements: antd's link blue on white, and the shell's blue.
    expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
    expect(contrastRatio('#2975ee', '#ffffff')).toBeCloseTo(4.3, 1);
    expect(contrastRatio('#bfbfbf', '#ffffff')).toBeCloseTo(1.8, 1);
  });

  it('lays translucent text over its background first', () => {
    // antd's tertiary grey: black at 45 % reads as #8c8c8c on white.
    expect(contrastRatio('rgba(0,0,0,0.45)', '#ffffff')).toBeCloseTo(contrastRatio('#8c8c8c', '#ffffff'), 1);
  });
});

describe('motion', () => {
  it('moves by default and stands still for a person who asked their system for less motion', () => {
    expect(theme.getDesignToken(antdTheme({ theme: null, dark: false, size: 'medium' })).motion).toBe(true);
    expect(
      theme.getDesignToken(antdTheme({ theme: null, dark: false, size: 'medium', reducedMotion: true })).motion,
    ).toBe(false);
  });
});
