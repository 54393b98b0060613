import { RATE_FULL } from '@console/contracts';

/** Odds as people type them: a percentage with up to two decimals, from hundredths of a percent and back. */
export const toPercent = (bp: number) => bp / 100;
export const toRate = (percent: number | null | undefined) =>
  typeof percent === 'number' && Number.isFinite(percent) ? Math.round(percent * 100) : 0;

/** What the odds leave over, in hundredths of a percent (never below 0). */
export const leftOver = (rates: readonly number[]) => Math.max(0, RATE_FULL - rates.reduce((s, r) => s + r, 0));
