import { z } from 'zod';
import { decimalsMessage, numberError } from './numbers.js';

/** Number rules of calls and forms (numbers.ts says what they refuse and how they word it). */

const lowMessage = (label: string, min: number, shown: string) =>
  min === 0 ? `${label}不能为负数` : `${label}不能小于 ${shown}`;

/** A whole number from `min` to `max` (a count, a capacity, days). */
export function wholeNumber(label: string, o: { min: number; max: number }) {
  return z
    .number({ error: numberError(label) })
    .int(decimalsMessage(label, 0))
    .min(o.min, lowMessage(label, o.min, String(o.min)))
    .max(o.max, `${label}不能大于 ${o.max}`);
}

/**
 * A value kept in hundredths of what a person types (odds and rates in hundredths of a percent): typed with up
 * to two decimals, so anything that is not a whole number of hundredths had a third decimal. `show` writes a
 * limit as the person reads it (1000 → '10%').
 */
export function hundredths(label: string, o: { min: number; max: number; show: (v: number) => string }) {
  return z
    .number({ error: numberError(label) })
    .int(decimalsMessage(label, 2))
    .min(o.min, lowMessage(label, o.min, o.show(o.min)))
    .max(o.max, `${label}不能大于 ${o.show(o.max)}`);
}
