import { FastColor } from '@ant-design/fast-color';

/** WCAG 2 AA for normal text. */
export const AA_TEXT = 4.5;

/**
 * What the console aims for: a little over AA, so that rounding in the browser's colour blending (translucent
 * text, antd's mixed backgrounds) never lands a shade just under it.
 */
const TARGET = AA_TEXT + 0.1;

/** A colour laid over a background: what the eye sees of translucent text or fills. */
export function composite(color: string, background: string): string {
  const front = new FastColor(color);
  return front.a < 1 ? front.onBackground(background).toHexString() : front.toHexString();
}

/** The WCAG 2 contrast ratio of text `color` on `background` (a translucent colour is laid over it first). */
export function contrastRatio(color: string, background: string): number {
  const back = new FastColor(composite(background, '#ffffff'));
  const front = new FastColor(composite(color, back.toHexString()));
  const [a, b] = [front.getLuminance(), back.getLuminance()];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const readsOn = (color: string, backgrounds: readonly string[]) =>
  backgrounds.every((bg) => contrastRatio(color, bg) >= TARGET);

/**
 * The shade of `color` closest to it that reads as text on every one of `backgrounds` (all light or all
 * dark): mixed toward black on light backgrounds, toward white on dark ones, one percent at a time.
 */
export function readableShade(color: string, backgrounds: readonly string[]): string {
  const dark = new FastColor(composite(backgrounds[0] ?? '#ffffff', '#ffffff')).isDark();
  const base = new FastColor(color);
  for (let amount = 0; amount <= 100; amount++) {
    const shade = (dark ? base.tint(amount) : base.shade(amount)).toHexString();
    if (readsOn(shade, backgrounds)) return shade;
  }
  return dark ? '#ffffff' : '#000000';
}

/** `color` pushed `amount` percent further from the backgrounds' side: a hover or pressed state of it. */
export function deeper(color: string, backgrounds: readonly string[], amount: number): string {
  const dark = new FastColor(composite(backgrounds[0] ?? '#ffffff', '#ffffff')).isDark();
  const base = new FastColor(color);
  return (dark ? base.tint(amount) : base.shade(amount)).toHexString();
}

/**
 * A translucent neutral (antd's greys are black or white at some alpha) made just opaque enough to read on
 * every background, keeping its translucency so it still takes the tint of what it sits on.
 */
export function readableAlpha(color: string, backgrounds: readonly string[]): string {
  const base = new FastColor(color);
  for (let alpha = Math.round(base.a * 100); alpha <= 100; alpha++) {
    const candidate = base.setA(alpha / 100);
    if (readsOn(candidate.toRgbString(), backgrounds)) return candidate.toRgbString();
  }
  return base.setA(1).toRgbString();
}

/** Of `choices`, the first that reads as text on `fill` (white on a brand button, else a dark ink). */
export function inkOn(fill: string, choices: readonly string[]): string {
  return choices.find((c) => contrastRatio(c, fill) >= TARGET) ?? (choices.at(-1) as string);
}
