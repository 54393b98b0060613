/**
 * Numbers as people type them. Nothing is rounded or clamped on the way in: a value the field does not take is
 * refused with what is wrong with it — not a number at all, its sign, its decimals, its limits — never turned
 * into a nearby value that passes. The zod rules built from these are in number-schemas.ts: a module that imports
 * zod brings it into every chunk that uses any of its exports (the frame formats numbers without parsing any).
 */

const PLACES = ['', '一', '两', '三', '四'];

/** What a field says about too many decimals: 请输入整数 for a whole number, 最多两位小数 for money and rates. */
export function decimalsMessage(label: string, places: number): string {
  return places === 0 ? `${label}请输入整数` : `${label}最多${PLACES[places] ?? places}位小数`;
}

/** A zod `error` for a number: 请输入{label} when nothing came, {label}应为数字 for anything else (NaN, text). */
export function numberError(label: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === '' ? `请输入${label}` : `${label}应为数字`;
}

const PLAIN = /^\d+(\.\d+)?$/;

/**
 * Why a typed decimal is refused, or null when it is a plain number with at most `places` decimals: empty,
 * negative, not a number, too many decimals, or a whole part with a leading zero ('01').
 */
export function decimalTextProblem(text: string, label: string, places: number): string | null {
  const t = text.trim();
  if (t === '') return `请输入${label}`;
  if (t.startsWith('-') && PLAIN.test(t.slice(1).trim())) return `${label}不能为负数`;
  if (!PLAIN.test(t)) return `${label}应为数字`;
  if ((t.split('.')[1] ?? '').length > places) return decimalsMessage(label, places);
  if (/^0\d/.test(t)) return `请输入正确的${label}`;
  return null;
}

/**
 * `value × 10^places` worked out on its decimal digits, for any whole `places` (negative divides): 1.1 × 100 is
 * 110, not 110.00000000000001, and 1999 ÷ 100 is 19.99. A value with more decimals than `places` gives a fraction
 * that a whole-number check refuses (1.555 × 100 is 155.5). NaN and infinities stay as they are.
 */
export function shiftDecimal(value: number, places: number): number {
  if (!Number.isFinite(value)) return value;
  const text = String(Math.abs(value));
  if (/e/i.test(text)) return value * 10 ** places;
  const [whole = '0', decimals = ''] = text.split('.');
  const digits = `${whole}${decimals}`;
  const point = whole.length + places;
  const shifted =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? `${digits}${'0'.repeat(point - digits.length)}`
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return value < 0 ? -Number(shifted) : Number(shifted);
}
