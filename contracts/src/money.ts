import { isPrice } from './validators.js';

/**
 * Money travels and is stored as integer fen; people read and type yuan with at most two decimals. The
 * conversions work on the digits, never on floating-point numbers, so 0.1 + 0.2 yuan is 30 fen exactly.
 */

/** Fen of a yuan text the shared price validator accepts ('12', '12.5', '12.50'); null for anything else. */
export function yuanToFen(text: string): number | null {
  const t = text.trim();
  if (!isPrice(t)) return null;
  const [whole = '0', decimals = ''] = t.split('.');
  const fen = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  return Number.isSafeInteger(fen) ? fen : null;
}

/** The yuan text of a fen amount, always two decimals: 123450 → '1234.50', -5 → '-0.05'. */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`not a fen amount: ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** How an amount reads on a page: '¥1,234.50' (grouped, two decimals; '-¥5.00' below zero). */
export function formatYuan(fen: number): string {
  const [whole, decimals] = fenToYuan(Math.abs(fen)).split('.');
  const grouped = (whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${fen < 0 ? '-' : ''}¥${grouped}.${decimals}`;
}

/** The largest amount the console accepts anywhere: 100 million yuan. */
export const MAX_FEN = 10_000_000_000;

/**
 * `a / b` rounded half away from zero, in whole numbers only (a share of an amount, an average order value):
 * exact for every safe integer, where `Math.round(a / b)` would first round the quotient in floating point.
 */
export function divRound(a: number, b: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || b === 0)
    throw new RangeError(`cannot divide ${a} by ${b}`);
  const sign = a < 0 !== b < 0 ? -1 : 1;
  const x = Math.abs(a);
  const y = Math.abs(b);
  const q = (x - (x % y)) / y;
  return sign * (2 * (x % y) >= y ? q + 1 : q);
}

/** `amount × basisPoints / 10 000`, rounded half up to the fen: a fee or a commission at a rate. */
export function feeAt(amount: number, basisPoints: number): number {
  return divRound(amount * basisPoints, 10_000);
}

/**
 * Splits `total` fen over parts in proportion to `weights` (an order's amount over its items), whole fen each,
 * adding up to `total` exactly: each part gets its share rounded down, and the fen left over go to the parts
 * with the largest remainders (the earlier part on a tie).
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`not an amount of fen: ${total}`);
  const sum = weights.reduce((s, w) => s + w, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const parts = weights.map((w) => (total * w - ((total * w) % sum)) / sum);
  const rests = weights.map((w, i) => ({ i, rest: (total * w) % sum }));
  let left = total - parts.reduce((s, p) => s + p, 0);
  for (const { i } of rests.sort((a, b) => b.rest - a.rest || a.i - b.i)) {
    if (left === 0) break;
    parts[i] = (parts[i] as number) + 1;
    left--;
  }
  return parts;
}
