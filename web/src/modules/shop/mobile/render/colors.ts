import { inkOn, readableShade } from '../../../../app/contrast';

/**
 * The preview draws the shop's chosen colours, shaded just enough to read as text where they sit (the
 * storefront app does the same), and remembers each answer: a page of 200 components asks for a few dozen.
 */
const shades = new Map<string, string>();

/** `color` as text on `background` ('' backgrounds read as the page's white). */
export function ink(color: string, background = ''): string {
  const bg = background || '#ffffff';
  const key = `${color}|${bg}`;
  let out = shades.get(key);
  if (out === undefined) {
    out = readableShade(color || '#1f1f1f', [bg]);
    shades.set(key, out);
  }
  return out;
}

/** Text on a filled button or badge of colour `fill`: white where it reads, else near black. */
export function onFill(fill: string): string {
  const key = `fill|${fill}`;
  let out = shades.get(key);
  if (out === undefined) {
    out = inkOn(fill, ['#ffffff', '#1f1f1f']);
    shades.set(key, out);
  }
  return out;
}

/** Secondary text (a subtitle, a date) on `background`. */
export const muted = (background = '') => ink('#8c8c8c', background);
