import { RATE_FULL, shiftDecimal } from '@console/contracts';

/**
 * Odds as people type them: a percentage with up to two decimals, from hundredths of a percent and back, on the
 * digits. A third decimal is not rounded away: it gives a fraction of a hundredth, which the odds' check refuses
 * (最多两位小数).
 */
export const toPercent = (bp: number) => shiftDecimal(bp, -2);
export const toRate = (percent: number | null | undefined) =>
  typeof percent === 'number' && Number.isFinite(percent) ? shiftDecimal(percent, 2) : 0;

/** What the odds leave over, in hundredths of a percent (never below 0). */
export const leftOver = (rates: readonly number[]) => Math.max(0, RATE_FULL - rates.reduce((s, r) => s + r, 0));
